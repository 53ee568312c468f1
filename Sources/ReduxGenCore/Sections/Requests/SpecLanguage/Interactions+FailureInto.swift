/// How a request's `failureInto` combines with the request's other keys (each example the
/// body of `load` in `requestExampleSpec`), and with the feature's keys that name the field it
/// keeps the failure in (each example a whole spec).
extension SpecLanguage {
    static let failureIntoInteractions: [KeyInteraction] = [
        request(
            .failureInto, .failure,
            refused(
                "with a field of another type", at: .failureInto,
                "'failureInto: loadError' keeps the failures of 'load', of type 'ChatError', in 'loadError', which holds 'RequestError?'",
                fix: "declare it as loadError: \"ChatError?\"",
                in: "failure: ChatError\nfailureInto: loadError"),
            defined(
                "with a field of its optional",
                "Each failure is kept in the field, `ChatError?` (without `failure:`, `RequestError?`), as the failure action carries it.",
                in: "failure: ChatError\nfailureInto: chatError")),
        request(
            .failureInto, .into,
            refused(
                "naming the same field", at: .failureInto,
                "'failureInto: messages' names the field that 'into' fills with the success payload, which would show an answer and a failure by turns",
                fix: "keep the failure in a field of its own, like loadError: \"RequestError?\"",
                in: "success: \"[Message]\"\ninto: messages\nfailureInto: messages"),
            defined(
                "naming another field", "A success fills the `into` field and leaves the kept failure; a failure fills the kept failure and leaves the `into` field.",
                in: "success: \"[Message]\"\ninto: messages\nfailureInto: loadError")),
        request(
            .failureInto, .reads,
            defined(
                "Every failure that reaches the reducer is kept, whatever the values its call read, as the status shows it.",
                in: "reads: [query]\nfailureInto: loadError")),
        request(
            .failureInto, .policy,
            defined(
                "Each failure the reducer applies replaces the one kept: under queue and concurrent the last to arrive; a failure while no call is counted is ignored, and not kept.",
                in: "policy: queue\nfailureInto: loadError")),
        request(
            .failureInto, .key,
            defined(
                "One field for every key: it keeps the last failure of any key, and `dismissLoadError(id:)` clears it whichever key failed.",
                in: "params: { id: Int }\nkey: id\nfailureInto: loadError")),
        request(
            .failureInto, .cancel,
            defined("A cancelled call dispatches no failure, so the field keeps what it held: `cancelLoad` does not clear it.", in: "cancel: true\nfailureInto: loadError")),
        request(
            .failureInto, .dismiss,
            defined(
                "`dismissLoadError` clears the field whatever the status (a success since leaves the failure kept), and sets a failed status to idle.",
                in: "dismiss: true\nfailureInto: loadError")),
        request(
            .failureInto, .retry,
            defined("Only the call's last failure, after its retries, is kept: an attempt that is retried changes nothing.", in: "retry: { attempts: 2 }\nfailureInto: loadError")),
        request(
            .failureInto, .timeout,
            defined("A call that times out keeps its timeout error, as any failure.", in: "timeout: 10\nfailureInto: loadError")),
        request(
            .failureInto, .optimistic,
            defined(
                "with onFailure rollBack",
                "A failure rolls the prediction back and is kept in the field; a success confirms the prediction and leaves the field.",
                in: "success: \"[Message]\"\ninto: messages\noptimistic: true\nfailureInto: loadError"),
            defined(
                "with onFailure keep",
                "A failure leaves the prediction shown, marked failed, and is kept in the field; a success confirms the prediction and leaves the field.",
                in: "success: Message\ninto: { field: messages, mode: append }\noptimistic: { onFailure: keep }\nfailureInto: loadError")),
        request(
            .failureInto, .cache,
            defined("A hit is a success: it leaves the kept failure, as the success of a call does.", in: "cache: 60\nfailureInto: loadError")),
        request(
            .failureInto, .when,
            defined("A skipped call dispatches nothing, so the field keeps what it held.", in: "when: '!state.query.isEmpty'\nfailureInto: loadError")),
        request(
            .failureInto, .poll,
            defined("A failed round is kept like any failure; the rounds after it leave it until one fails again.", in: "poll: 30\nfailureInto: loadError")),
    ]

    static let keptFailureFieldInteractions: [KeyInteraction] = [
        row(
            .fieldOrAction, .request(.failureInto), .feature(.persist),
            refused(
                at: .feature(.persist),
                "'loadError' cannot be persisted: it keeps the failures of 'load', which belong to calls of this launch, and a failure saved before a restart would show for a call that never ran",
                fix: "persist another field, or leave 'loadError' out of 'persist'",
                in: """
                    state:
                      loadError: "RequestError?"
                    persist: [loadError]
                    requests:
                      load: { failureInto: loadError }
                    """)),
        row(
            .fieldOrAction, .request(.failureInto), .feature(.bindings),
            defined(
                "The setter sets the field as your reducer logic would: `setLoadError(nil)` clears the kept failure, and the next failure replaces what it set.",
                in: """
                    state:
                      loadError: "RequestError?"
                    bindings: [loadError]
                    requests:
                      load: { failureInto: loadError }
                    """)),
        row(
            .fieldOrAction, .request(.failureInto), .feature(.requests),
            refused(
                "with another request's into naming it", at: .request(.failureInto),
                "'failureInto: value' names the field that 'into' of 'fetch' fills with its success payload, which would show an answer and a failure by turns",
                fix: "keep the failure in a field of its own",
                in: """
                    state:
                      value: "RequestError?"
                    requests:
                      load: { failureInto: value }
                      fetch: { success: "RequestError?", into: value }
                    """),
            defined(
                "with another request's failureInto naming it",
                "Both requests keep their failures there, of the same type: the field shows the last failure of either, and each one's dismiss clears it.",
                in: """
                    state:
                      loadError: "RequestError?"
                    requests:
                      load: { failureInto: loadError }
                      refresh: { failureInto: loadError }
                    """)),
        row(
            .fieldOrAction, .request(.failureInto), .feature(.navigation),
            refused(
                at: .request(.failureInto), "'failureInto: path' names the navigation's path, which the generated code keeps",
                fix: "keep the failure in a state field of your own",
                in: """
                    state: {}
                    routes: { detail: }
                    navigation: stack
                    requests:
                      load: { failureInto: path }
                    """)),
        row(
            .fieldOrAction, .request(.failureInto), .feature(.children),
            refused(
                at: .request(.failureInto), "'failureInto: rows' names the child 'rows', which the generated code keeps",
                fix: "keep the failure in a state field of your own",
                in: """
                    state: {}
                    requests:
                      load: { failureInto: rows }
                    children:
                      rows: { feature: Row, collection: true }
                    """)),
        row(
            .fieldOrAction, .request(.failureInto), .feature(.streams),
            refused(
                at: .request(.failureInto), "'failureInto: updatesActive' names the field that says which 'updates' streams run, which the generated code keeps",
                fix: "keep the failure in a state field of your own",
                in: """
                    state: {}
                    requests:
                      load: { failureInto: updatesActive }
                    streams:
                      updates: { element: Message }
                    """)),
    ]
}
