/// The keys of the requests section, as the spec language describes them.
extension SpecLanguage {
    /// `requests`: the feature's async calls.
    static let requests = SpecKey(
        "requests",
        "Async calls. Each request gets the actions name, nameSuccess and nameFailure, a status field in the state (idle, loading, succeeded, failed), a service method and a loader middleware that calls it.",
        example: """
            requests:
              loadMessages:
                params: { page: Int }
                success: "[Message]"
                failure: ChatError
                into: messages
            """,
        value: .named(placeholder: "<request>", .oneOf([.nothing, .keys(.request)])))

    /// The keys of one request.
    static let requestKeys: [SpecKey] = [
        SpecKey(
            "params",
            "The payload of the request action, passed to the service: one type, or labelled values.",
            example: "params: { page: Int }",
            value: payload),
        SpecKey(
            "reads",
            "State fields passed to the service too (after the params), read after the request action has been reduced: reads: [query] makes the service method loadMore(page:query:). The success and failure carry the values read; a success whose values are no longer the state's sets the status but is not stored in 'into' (and an optimistic prediction is undone).",
            example: "reads: [query, pageSize]",
            value: .list(.name(of: "a state field", pattern: nil), unique: true)),
        SpecKey(
            "success",
            "The payload of the success action: what the service returns. Without it the service returns nothing.",
            example: "success: \"[Message]\"",
            value: .swiftType),
        SpecKey(
            "failure",
            "The error type the service throws (typed throws), the payload of the failure action. Without it failures arrive as RequestError.",
            example: "failure: ChatError",
            value: .swiftType),
        SpecKey(
            "into",
            "The state field the success payload goes to: a field name (assigned), or { field, mode } to append, prepend, upsert (by id) or store by key. An assigned field shows one answer: not with policy concurrent; with 'key', a call for one key supersedes the others' (policy latest).",
            example: "into: { field: messages, mode: append }",
            value: .oneOf([.name(of: "a state field", pattern: nil), .keys(.into)])),
        SpecKey(
            "failureInto",
            "An optional state field of the failure type ('ChatError?', or 'RequestError?' without one) that keeps each failure as it arrives, through the calls after it: a later failure replaces it, a success leaves it, and your reducer logic (or dismissNameError, with dismiss) sets it back to nil. For an error banner that outlives the next load.",
            example: "failureInto: loadError",
            value: .name(of: "a state field", pattern: nil)),
        SpecKey(
            "loadingInto",
            "A Bool state field of yours that shows whether a call is in flight, for a spinner your reducer logic can stop: the request action sets it to true, and it is set back to false when the last call in flight answers (success or failure), is cancelled, or is skipped by when (or by nameSkipped). Your reducer logic may set it to false at any time: the answer is still accepted, since answers are accepted by call. Not with key.",
            example: "loadingInto: isLoading",
            value: .name(of: "a state field", pattern: nil)),
        SpecKey(
            "policy",
            "What a request action does while a call is in flight. latest (default): cancels it; first: is ignored (and logged); queue: waits its turn, none dropped (sends and other mutations); concurrent: runs at once. The success and failure actions carry the call's params and fields read, before their payload.",
            example: "policy: queue",
            value: .choice(RequestPolicy.allCases.map(\.rawValue))),
        SpecKey(
            "key",
            "The param that names a call's key: the policy and the status apply per key, the status becomes a dictionary by key (absent: idle), and cancel and dismiss take the key. Goes with policy latest or first.",
            example: "key: id",
            value: .name(of: "a param's label", pattern: nil)),
        SpecKey(
            "cancel",
            "Adds the action cancelName, which cancels the call in flight (its answer is dropped) and sets the status back to idle.",
            example: "cancel: true",
            value: .boolean),
        SpecKey(
            "dismiss",
            "Adds the action dismissNameError, which sets a failed status back to idle and the failureInto field back to nil, and changes nothing else.",
            example: "dismiss: true",
            value: .boolean),
        SpecKey(
            "retry",
            "Retries a failed (or timed-out) call up to attempts times, waiting backoff seconds before the first retry, twice as long before each next one.",
            example: "retry: { attempts: 3, backoff: 0.5 }",
            value: .keys(.retry)),
        numberKey(
            "timeout",
            "Seconds after which a call fails with a timeout error (RequestError.isTimeout; a typed failure conforms to TimeoutFailure).",
            example: "timeout: 10",
            range: NumberRange(
                0.1...86_400, unit: "seconds",
                belowMinimum: "a call over a network takes longer, so nearly every call would time out",
                aboveMaximum: "leave out 'timeout' to wait for a call as long as it takes")),
        numberKey(
            "debounce",
            "Seconds of quiet after the last request action before the call starts: a burst makes one call. Not with policy queue or concurrent, which drop no call.",
            example: "debounce: 0.3",
            range: NumberRange(
                0.01...600, unit: "seconds",
                belowMinimum: "a shorter quiet is no pause between a user's actions: leave out 'debounce' to call at once",
                aboveMaximum: "a user does not wait that long for an answer; start the call from an action instead")),
        SpecKey(
            "on",
            "Actions (bindings' setters, streams' start and stop) after which the request starts by itself: once each has been reduced, the loader dispatches the request action, which then runs as any (when, debounce, policy, key, cache). A list for a request without params; for one with params, a mapping of each action to the params it gives: each a Swift expression over state (as the action left it) and the action's payload labels, like resend: { id: 'state.messages[index].id' }, or one expression for an unlabelled param.",
            example: "on: { resend: { id: 'state.messages[index].id' } }",
            value: .oneOf([
                .list(.name(of: "an action", pattern: nil), unique: true),
                .named(placeholder: "<action>", .oneOf([.nothing, .swiftExpression, .named(placeholder: "<param>", .swiftExpression)])),
            ])),
        SpecKey(
            "then",
            "Actions without payload (the spec's, the navigation's pop, popToRoot and dismissPresented, the start and stop of a stream without params), or requests without params, that the loader dispatches after each success of the request, in order: never after a failure, nor after a success the reducer ignores. It must not lead back to the request itself.",
            example: "then: [refresh]",
            value: .list(.name(of: "an action or a request", pattern: nil), unique: true)),
        SpecKey(
            "when",
            "A Swift Bool expression over state, checked after the request action is reduced: when false, the call is skipped and logged, as if never asked: the status is as before, the action's prediction is undone, and under policy latest the call in flight is cancelled (its status idle). With 'debounce', it is checked again on the state when the quiet ends: false then skips the call the same way, and the action nameSkipped makes a loading status idle.",
            example: "when: state.query.count > 2",
            value: .swiftExpression),
        SpecKey(
            "optimistic",
            "Shows the success payload that predictName, a function of the skeleton <Feature>Predictions.swift, predicts in the 'into' field as soon as the request action is reduced. A failure undoes exactly that change, a success puts the answer where the prediction was; each call on its own, under every policy. Needs 'into'; not with 'debounce'. { onFailure: keep } leaves a failed call's prediction shown instead, marked failed, for a resend (see 'optimistic.onFailure').",
            example: "optimistic: true",
            value: .oneOf([.boolean, .keys(.optimistic)])),
        numberKey(
            "poll",
            "Seconds between rounds while the request polls: adds the actions startPollingName (a round at once, then one per interval on the store's clock, with the params it carries) and stopPollingName. A round while a call is in flight is skipped; releasing the store stops polling.",
            example: "poll: 30",
            range: NumberRange(
                1...86_400, unit: "seconds",
                belowMinimum: "polling more often makes a call after call; for updates as they happen, use a stream (streams:)",
                aboveMaximum: "for rarer rounds, start the request from an action (on:) when the screen appears")),
        numberKey(
            "cache",
            "Seconds a success stays fresh: while the last success with the same params and read fields is younger, a request action is answered again with it (logged), without a call; the action forceName calls anyway. With policy latest or first, not with into mode append or prepend; cancel and dismiss work as without it.",
            example: "cache: 60",
            range: NumberRange(
                0.1...31_536_000, unit: "seconds",
                belowMinimum: "no user asks again sooner, so nothing would be skipped: leave out 'cache'",
                aboveMaximum: "no store lives that long: 31536000 already keeps an answer fresh for as long as the app runs")),
    ]

    /// The keys of `into: { field, mode }`.
    static let intoKeys: [SpecKey] = [
        SpecKey(
            "field", "The state field the success payload goes to.", example: "field: messages",
            value: .name(of: "a state field", pattern: nil), isRequired: true),
        SpecKey(
            "mode",
            "How the payload goes in: assign (default) replaces the field; append and prepend add to an array field (the success type is the array's or its element's); upsert replaces elements with equal ids and appends new ones (the element is Identifiable); keyed stores it at field[key] in a dictionary field (with `key`).",
            example: "mode: append",
            value: .choice(IntoMode.allCases.map(\.rawValue))),
    ]

    /// The keys of `optimistic: { onFailure }`.
    static let optimisticKeys: [SpecKey] = [
        SpecKey(
            "onFailure",
            "What a failed call does with its prediction. rollBack (default, as optimistic: true): undoes it. keep: leaves it shown in the list, marked failed (namePredictions.failed lists its elements), for the user to send again: a later call that predicts it again (the same element for mode append or prepend, the same id for upsert) shows it where it is, its success replaces it, its failure marks it failed again. With into mode append, prepend or upsert.",
            example: "onFailure: keep",
            value: .choice(OptimisticFailure.allCases.map(\.rawValue)), isRequired: true),
    ]

    /// The keys of `retry:`.
    static let retryKeys: [SpecKey] = [
        numberKey(
            "attempts", "How many times a failed call is retried: a call is tried at most 1 + attempts times.",
            example: "attempts: 3",
            range: NumberRange(
                1...10, whole: true, unit: "retries",
                belowMinimum: "leave out 'retry' for a call that is not retried",
                aboveMaximum: "each retry waits twice as long as the one before, so more would keep a user waiting for hours"),
            isRequired: true),
        numberKey(
            "backoff", "Seconds before the first retry (none: at once); each later wait is twice the one before.", example: "backoff: 0.5",
            range: NumberRange(
                0.01...600, unit: "seconds",
                belowMinimum: "a shorter wait is no wait: leave out 'backoff' to retry at once",
                aboveMaximum: "a user has left long before such a retry, and each later one waits twice as long")),
    ]
}
