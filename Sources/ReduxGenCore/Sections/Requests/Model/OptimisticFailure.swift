/// What a failed call of an optimistic request does with its prediction
/// (`optimistic: { onFailure: … }`).
package enum OptimisticFailure: String, CaseIterable, Hashable, Sendable {
    /// The prediction is undone: the field shows what it did before (`optimistic: true`).
    case rollBack
    /// The prediction stays shown, marked failed (the predictions' `failed`), for the user to
    /// send again: a resend that predicts it again shows it where it is.
    case keep
}
