/// How a request's `loadingInto` combines with the request's other keys (each example the
/// body of `load` in `requestExampleSpec`, whose state has `isLoading: Bool`), and with the
/// feature's keys that name its field (each example a whole spec).
extension SpecLanguage {
    static let loadingIntoInteractions: [KeyInteraction] = [
        request(
            .loadingInto, .into,
            refused(
                "naming the same field", at: .loadingInto,
                "'loadingInto: isLoading' names the field that 'into' fills with the success payload",
                fix: "show the call in a Bool field of its own, like loadIsLoading: Bool",
                in: "success: Bool\ninto: isLoading\nloadingInto: isLoading"),
            defined(
                "naming another field", "A success fills the `into` field and sets the flag to false, in one reduction: a view never shows the answer beside a spinner.",
                in: "success: \"[Message]\"\ninto: messages\nloadingInto: isLoading")),
        request(
            .loadingInto, .failureInto,
            defined("A failure is kept in its field and sets the flag to false, in one reduction.", in: "failureInto: loadError\nloadingInto: isLoading")),
        request(
            .loadingInto, .reads,
            defined(
                "An answer for values the state no longer holds is not stored, but its call is over: it sets the flag to false all the same.",
                in: "reads: [query]\nloadingInto: isLoading")),
        request(
            .loadingInto, .policy,
            defined(
                "Under latest and first the answer of the current call sets the flag to false; under queue and concurrent the flag stays true until no call is in flight (the count back to 0).",
                in: "policy: queue\nloadingInto: isLoading")),
        request(
            .loadingInto, .key,
            refused(
                at: .loadingInto,
                "'loadingInto' gives 'load' one flag for the calls of every key, which could not say whose call runs, so it cannot go with 'key'",
                fix: "read the status of the key, like loadStatus[id]?.isLoading == true, or leave out 'key'",
                in: "params: { id: Int }\nkey: id\nloadingInto: isLoading")),
        request(
            .loadingInto, .cancel,
            defined("`cancelLoad` sets the flag to false whatever the status says, as it cancels every call in flight.", in: "cancel: true\nloadingInto: isLoading")),
        request(
            .loadingInto, .dismiss,
            defined("`dismissLoadError` leaves the flag: it changes no call in flight.", in: "dismiss: true\nloadingInto: isLoading")),
        request(
            .loadingInto, .retry,
            defined("The flag stays true through the retries: only the call's last failure, after them, sets it to false.", in: "retry: { attempts: 2 }\nloadingInto: isLoading")),
        request(
            .loadingInto, .timeout,
            defined("A call that times out fails, and sets the flag to false as any failure.", in: "timeout: 10\nloadingInto: isLoading")),
        request(
            .loadingInto, .debounce,
            defined("The request action sets the flag at once, through the quiet before the call: the spinner shows while the user types.", in: "debounce: 0.3\nloadingInto: isLoading")),
        request(
            .loadingInto, .optimistic,
            defined("The prediction shows while the flag is true; the answer confirms or undoes it and sets the flag to false.", in: "success: \"[Message]\"\ninto: messages\noptimistic: true\nloadingInto: isLoading")),
        request(
            .loadingInto, .cache,
            defined("A hit is a success without a call: the request action sets the flag, and the success given again sets it to false at once.", in: "cache: 60\nloadingInto: isLoading")),
        request(
            .loadingInto, .when,
            defined(
                "A skipped call is as if never asked: under latest it also ends the call in flight and sets the flag to false; under first, queue and concurrent the flag is as before the action. `loadSkipped` (with debounce) sets it to false.",
                in: "when: '!state.query.isEmpty'\nloadingInto: isLoading")),
        request(
            .loadingInto, .poll,
            defined("Each round is a call: it sets the flag, and its answer sets it to false.", in: "poll: 30\nloadingInto: isLoading")),
    ]

    static let loadingFlagFieldInteractions: [KeyInteraction] = [
        row(
            .fieldOrAction, .request(.loadingInto), .feature(.persist),
            refused(
                at: .feature(.persist),
                "'isLoading' cannot be persisted: it shows whether a call of 'load' is in flight, and a flag saved before a restart would show a call that no longer runs",
                fix: "persist another field, or leave 'isLoading' out of 'persist'",
                in: """
                    state:
                      isLoading: Bool
                    persist: [isLoading]
                    requests:
                      load: { loadingInto: isLoading }
                    """)),
        row(
            .fieldOrAction, .request(.loadingInto), .feature(.bindings),
            defined(
                "The setter sets the flag as your reducer logic would: `setIsLoading(false)` stops the spinner, and the call's answer still applies.",
                in: """
                    state:
                      isLoading: Bool
                    bindings: [isLoading]
                    requests:
                      load: { loadingInto: isLoading }
                    """)),
        row(
            .fieldOrAction, .request(.loadingInto), .feature(.requests),
            refused(
                "with another request's loadingInto naming it", at: .request(.loadingInto),
                "'loadingInto: isLoading' is also the flag of 'reload', whose answers would end it while 'refresh' still runs",
                fix: "give each request a flag of its own, like reloadIsLoading: Bool",
                in: """
                    state:
                      isLoading: Bool
                    requests:
                      refresh: { loadingInto: isLoading }
                      reload: { loadingInto: isLoading }
                    """),
            refused(
                "with another request's into naming it", at: .request(.loadingInto),
                "'loadingInto: isLoading' names the field that 'into' of 'fetch' fills with its success payload",
                fix: "show the call in a Bool field of its own",
                in: """
                    state:
                      isLoading: Bool
                    requests:
                      load: { loadingInto: isLoading }
                      fetch: { success: Bool, into: isLoading }
                    """)),
        row(
            .fieldOrAction, .request(.loadingInto), .feature(.navigation),
            refused(
                at: .request(.loadingInto), "'loadingInto: path' names the navigation's path, which the generated code keeps",
                fix: "show the call in a Bool state field of your own",
                in: """
                    state: {}
                    routes: { detail: }
                    navigation: stack
                    requests:
                      load: { loadingInto: path }
                    """)),
        row(
            .fieldOrAction, .request(.loadingInto), .feature(.children),
            refused(
                at: .request(.loadingInto), "'loadingInto: rows' names the child 'rows', which the generated code keeps",
                fix: "show the call in a Bool state field of your own",
                in: """
                    state: {}
                    requests:
                      load: { loadingInto: rows }
                    children:
                      rows: { feature: Row, collection: true }
                    """)),
        row(
            .fieldOrAction, .request(.loadingInto), .feature(.streams),
            refused(
                at: .request(.loadingInto), "'loadingInto: updatesActive' names the field that says which 'updates' streams run, which the generated code keeps",
                fix: "show the call in a Bool state field of your own",
                in: """
                    state: {}
                    requests:
                      load: { loadingInto: updatesActive }
                    streams:
                      updates: { element: Message }
                    """)),
    ]
}
