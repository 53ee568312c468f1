/// How `into:` stores the success payload in its state field.
package enum IntoMode: String, CaseIterable, Hashable, Sendable {
    /// `field = payload`.
    case assign
    /// `field.append(payload)` or `append(contentsOf:)`.
    case append
    /// The payload inserted at the start of the field.
    case prepend
    /// Elements replaced by `id`, new ones appended.
    case upsert
    /// `field[key] = payload`, for a dictionary field and a keyed request.
    case keyed
}
