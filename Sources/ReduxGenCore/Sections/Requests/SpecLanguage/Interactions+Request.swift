/// How two keys of one request combine. Each example is the body of the request `load`, in
/// `requestExampleSpec`.
extension SpecLanguage {
    /// The spec a request row's example stands in: its lines are the body of `load`.
    static let requestExampleSpec = """
        state:
          messages: "[Message]"
          ratings: "[Int: Int]"
          query: String
          loadError: "RequestError?"
          chatError: "ChatError?"
          isLoading: Bool
        actions:
          refresh:
        bindings: [query]
        requests:
          load:
        """

    static let requestInteractions: [KeyInteraction] =
        argumentInteractions + answerInteractions + predictionInteractions + callInteractions + attemptInteractions + startInteractions
            + failureIntoInteractions + loadingIntoInteractions

    /// What a call is made with, and the actions that carry it back.
    private static let argumentInteractions: [KeyInteraction] = [
        request(
            .params, .reads,
            refused(
                "with a field named like a param", at: .reads,
                "'reads' names 'query', which is also a param of 'load', so the service would get two 'query' arguments",
                fix: "rename the param, or leave the field out of 'reads'",
                in: "params: { query: String }\nreads: [query]"),
            defined(
                "with other names", "The service method takes the params, then the fields read: `load(page:query:)`.",
                in: "params: { page: Int }\nreads: [query]")),
        request(
            .params, .cache,
            defined("A call is a hit only for the same params: an answer is never reused for other ones.", in: "params: { page: Int }\ncache: 60")),
        request(
            .params, .poll,
            defined("`startPollingLoad` carries the params, and every round calls with them.", in: "params: { page: Int }\npoll: 30")),
        request(
            .params, .on,
            refused(
                "as a list of actions", at: .on, "'load' has params, which a list of actions does not give when it starts by itself",
                fix: "give each param a Swift expression over the state and the action's payload, like on: { refresh: { page: 'state.page' } }, or pass the values in 'reads:' instead of 'params:'",
                in: "params: { page: Int }\non: [refresh]"),
            defined(
                "as a mapping of actions to params",
                "Once the action is reduced, the loader evaluates each param's expression over `state` (as the action left it) and the action's payload labels, and dispatches `load` with them, which then runs as any request action (`when:`, `debounce`, the policy and the key apply).",
                in: "params: { page: Int }\non: { refresh: { page: 'state.query.count' } }")),
        request(
            .reads, .cache,
            defined(
                "A call is a hit only for the same values of the fields read (after its request action is reduced), which must be `Hashable`: an answer for other values is never reused.",
                in: "reads: [query]\ncache: 60")),
        request(.reads, .poll, defined("Each round reads the fields anew, from the state its request action left.", in: "reads: [query]\npoll: 30")),
        request(
            .reads, .on,
            defined("The call reads the fields from the state its trigger made: an edit and the call it starts see the same value.", in: "reads: [query]\non: [setQuery]")),
        request(
            .cache, .on,
            defined(
                "A trigger is a request action like any: within the freshness of an answer for the same values it is a hit, answered again without a service call.",
                in: "reads: [query]\non: [setQuery]\ncache: 60")),
        request(
            .poll, .on,
            defined("A triggered call and a round are calls alike: a round while a triggered call is in flight is skipped.", in: "on: [refresh]\npoll: 30")),
        request(
            .key, .params,
            refused(
                "without labelled params", at: .key, "'key: id' names a param, and 'load' has no labelled params",
                fix: "label them, like params: { id: Item.ID }",
                in: "params: Int\nkey: id"),
            defined(
                "naming a labelled param",
                "The param's value keys the call: the status is a dictionary by key, and the policy, the cache, cancel and dismiss apply per key.",
                in: "params: { id: Int }\nkey: id")),
        request(
            .success, .params,
            defined("The success action carries the params, then the payload: `loadSuccess(page: Int, [Message])`.", in: "params: { page: Int }\nsuccess: \"[Message]\"")),
        request(
            .success, .reads,
            defined(
                "The success action carries the values read, labelled by field, before the payload: `loadSuccess(query: String, [Message])`.",
                in: "reads: [query]\nsuccess: \"[Message]\"")),
        request(
            .failure, .params,
            defined("The failure action carries the params, then the error: `loadFailure(page: Int, ChatError)`.", in: "params: { page: Int }\nfailure: ChatError")),
        request(
            .failure, .reads,
            defined(
                "The failure action carries the values read, labelled by field, before the error: `loadFailure(query: String, ChatError)`.",
                in: "reads: [query]\nfailure: ChatError")),
    ]

    /// Where an answer goes.
    private static let answerInteractions: [KeyInteraction] = [
        request(
            .into, .success,
            refused(
                "without a success type", at: .into, "'into: messages' stores the success payload in 'messages', and 'load' has no success type",
                fix: "add one, like success: \"[Message]\"",
                in: "into: messages"),
            defined(
                "with one",
                "The success payload goes into the field as the mode says: assigned, appended, prepended, upserted by id, or stored at the key.",
                in: "success: \"[Message]\"\ninto: messages")),
        request(
            .into, .reads,
            defined(
                "An answer whose values read differ from the fields' values now still sets the status, but is not stored in the field.",
                in: "reads: [query]\nsuccess: \"[Message]\"\ninto: messages")),
        request(
            .into, .policy,
            refused(
                "with policy concurrent and mode assign", at: .policy,
                "policy concurrent answers in any order, so 'into: messages' would show whichever answer came last",
                fix: "use policy latest or queue, or mode upsert or keyed",
                in: "policy: concurrent\nsuccess: \"[Message]\"\ninto: messages"),
            defined(
                "otherwise",
                "Each answer that lands goes into the field as the mode says: under latest and first the current call's, under queue in dispatch order, under concurrent as it arrives.",
                in: "policy: queue\nsuccess: Message\ninto: { field: messages, mode: append }")),
        request(
            .into, .key,
            refused(
                "with mode keyed and no key", at: .into, "'into' with mode keyed stores the payload at the request's key, and 'load' has none",
                fix: "add 'key: <param>'",
                in: "params: { id: Int }\nsuccess: Int\ninto: { field: ratings, mode: keyed }"),
            refused(
                "with mode assign and policy first", at: .key,
                "'key' with 'into: messages' makes every key's call latest across keys, and policy first would keep the call asked first",
                fix: "use mode keyed into a dictionary field, or leave out 'key'",
                in: "params: { id: Int }\nkey: id\npolicy: first\nsuccess: \"[Message]\"\ninto: messages"),
            defined(
                "with mode assign",
                "Calls are latest across keys: a call for one key cancels the calls of every other key, so the field shows the answer for the key asked last.",
                in: "params: { id: Int }\nkey: id\nsuccess: \"[Message]\"\ninto: messages"),
            defined(
                "with mode append, prepend, upsert or keyed", "Every key's answer lands, in the order answers arrive; with mode keyed at `field[key]`.",
                in: "params: { id: Int }\nkey: id\nsuccess: Int\ninto: { field: ratings, mode: keyed }")),
        request(
            .into, .cache,
            refused(
                "with mode append or prepend", at: .cache, "'cache' gives a fresh answer again, and 'into' with mode append would add it twice",
                fix: "use mode assign, upsert or keyed, or leave out 'cache'",
                in: "success: \"[Message]\"\ninto: { field: messages, mode: append }\ncache: 60"),
            defined(
                "with mode assign, upsert or keyed", "A hit gives the stored answer again, and it goes into the field as any answer does.",
                in: "reads: [query]\nsuccess: \"[Message]\"\ninto: messages\ncache: 60")),
        request(
            .into, .optimistic,
            refused(
                "without into", at: .optimistic, "'optimistic' shows the predicted success payload in the field that 'into' names, and 'load' has none",
                fix: "add 'into' (the success type is '[Message]'), like into: { field: messages, mode: append }",
                in: "success: \"[Message]\"\noptimistic: true"),
            defined(
                "with into",
                "The prediction shows in the field (of the success's type, its optional, or a collection of it) as soon as the request action is reduced; a success puts the answer where it was, a failure puts back what it replaced.",
                in: "success: \"[Message]\"\ninto: messages\noptimistic: true"),
            refused(
                "with onFailure keep and mode assign or keyed", at: .optimistic,
                "'onFailure: keep' leaves a failed call's prediction in the list as a row marked failed, and 'into' with mode assign holds no rows",
                fix: "use mode append, prepend or upsert, or onFailure: rollBack",
                in: "success: \"[Message]\"\ninto: messages\noptimistic: { onFailure: keep }"),
            defined(
                "with onFailure keep and mode append, prepend or upsert",
                "A failure leaves the predicted elements in the field, marked failed (`loadPredictions.failed` lists them); a success puts the answer where the prediction was.",
                in: "success: Message\ninto: { field: messages, mode: append }\noptimistic: { onFailure: keep }")),
    ]

    /// The prediction of an optimistic request.
    private static let predictionInteractions: [KeyInteraction] = [
        request(
            .optimistic, .reads,
            defined(
                "with onFailure rollBack",
                "A call whose values read no longer match the fields' has its prediction rolled back instead of confirmed.",
                in: "reads: [query]\nsuccess: \"[Message]\"\ninto: messages\noptimistic: true"),
            defined(
                "with onFailure keep",
                "A success whose values read no longer match the fields' rolls its prediction back as well (the call did not fail, and its answer is for other values): only a failure keeps the prediction, marked failed.",
                in: "reads: [query]\nsuccess: Message\ninto: { field: messages, mode: append }\noptimistic: { onFailure: keep }")),
        request(
            .optimistic, .policy,
            defined(
                "with onFailure rollBack",
                "Each call's prediction is its own: a latest call rolls back the one it supersedes, a call that first drops predicts nothing, and under queue and concurrent each answer confirms or rolls back its own call's.",
                in: "policy: queue\nsuccess: Message\ninto: { field: messages, mode: append }\noptimistic: true"),
            defined(
                "with onFailure keep",
                "A failed call's prediction stays, marked failed, and is no longer a call in flight's: a latest call does not roll it back, and under every policy a call that predicts it again (a resend) shows it where it is, its answer replacing it.",
                in: "policy: queue\nsuccess: Message\ninto: { field: messages, mode: append }\noptimistic: { onFailure: keep }")),
        request(
            .optimistic, .key,
            defined(
                "Predictions are per key: each key's answer confirms or rolls back that key's prediction only.",
                in: "params: { id: Int }\nkey: id\nsuccess: Int\ninto: { field: ratings, mode: keyed }\noptimistic: true")),
        request(
            .optimistic, .cancel,
            defined(
                "with onFailure rollBack", "`cancelLoad` rolls back the prediction of the call it cancels.",
                in: "success: \"[Message]\"\ninto: messages\noptimistic: true\ncancel: true"),
            defined(
                "with onFailure keep",
                "`cancelLoad` rolls back the prediction of the call it cancels, which did not fail; a cancelled resend leaves the row it showed again as it was, marked failed.",
                in: "success: Message\ninto: { field: messages, mode: append }\noptimistic: { onFailure: keep }\ncancel: true")),
        request(
            .optimistic, .when,
            defined(
                "with onFailure rollBack",
                "A call that `when:` skips shows no prediction: the condition is checked with the request action's prediction shown (after the reducer logic), and a false one rolls that prediction back.",
                in: "success: \"[Message]\"\ninto: messages\noptimistic: true\nwhen: '!state.query.isEmpty'"),
            defined(
                "with onFailure keep",
                "A skipped call's prediction is rolled back as without keep; a skipped resend leaves the row it showed again as it was, marked failed.",
                in: "success: Message\ninto: { field: messages, mode: append }\noptimistic: { onFailure: keep }\nwhen: '!state.query.isEmpty'")),
        request(
            .optimistic, .debounce,
            refused(
                at: .debounce, "'optimistic' shows a prediction at once, and 'debounce' can drop the call it belongs to", fix: "leave out one of them",
                in: "success: \"[Message]\"\ninto: messages\noptimistic: true\ndebounce: 0.3")),
        request(
            .optimistic, .retry,
            defined(
                "with onFailure rollBack",
                "The prediction stays through the retries: the last attempt's answer confirms it or rolls it back.",
                in: "success: \"[Message]\"\ninto: messages\noptimistic: true\nretry: { attempts: 2 }"),
            defined(
                "with onFailure keep",
                "The prediction stays through the retries, as a call in flight's: only the last attempt's failure marks it failed.",
                in: "success: Message\ninto: { field: messages, mode: append }\noptimistic: { onFailure: keep }\nretry: { attempts: 2 }")),
        request(
            .optimistic, .dismiss,
            defined(
                "with onFailure rollBack", "`dismissLoadError` makes the failed status idle; the failure has already undone the prediction.",
                in: "success: \"[Message]\"\ninto: messages\noptimistic: true\ndismiss: true"),
            defined(
                "with onFailure keep",
                "`dismissLoadError` makes the failed status idle and leaves the failed rows marked failed: a resend, or the reducer logic's `forgetFailed(where:)` when it removes a row, ends a mark.",
                in: "success: Message\ninto: { field: messages, mode: append }\noptimistic: { onFailure: keep }\ndismiss: true")),
        request(
            .optimistic, .on,
            defined(
                "with onFailure rollBack", "A call that an action of `on:` starts predicts as one of the request action does.",
                in: "params: { text: String }\nsuccess: Message\ninto: { field: messages, mode: append }\noptimistic: true\non: { refresh: { text: 'state.query' } }"),
            defined(
                "with onFailure keep",
                "An action of `on:` whose params predict a failed row again is a resend (`on: { resend: { text: text } }`): its call shows that row again where it is, so it is never shown twice, and its success replaces it.",
                in: "params: { text: String }\nsuccess: Message\ninto: { field: messages, mode: append }\noptimistic: { onFailure: keep }\non: { refresh: { text: 'state.query' } }")),
        request(
            .optimistic, .cache,
            defined(
                "A hit predicts like any call, and the stored answer given again replaces the prediction.",
                in: "success: \"[Message]\"\ninto: messages\noptimistic: true\ncache: 60")),
    ]

    /// The calls in flight and the status they leave.
    private static let callInteractions: [KeyInteraction] = [
        request(
            .policy, .key,
            refused(
                "with policy queue or concurrent", at: .key, "'key' gives each key one call at a time, so it cannot go with policy queue",
                fix: "use latest or first, or leave out 'key'",
                in: "params: { id: Int }\nkey: id\npolicy: queue"),
            defined(
                "with policy latest or first", "The policy applies per key: a call for one key never cancels or drops a call for another.",
                in: "params: { id: Int }\nkey: id\npolicy: first")),
        request(
            .policy, .cancel,
            defined("`cancelLoad` cancels every call of the request, in flight or queued, and sets the status to idle.", in: "policy: queue\ncancel: true")),
        request(
            .policy, .debounce,
            refused(
                "with policy queue or concurrent", at: .debounce, "'debounce' drops the calls it supersedes, so it cannot go with policy queue, which drops none",
                fix: "use policy latest or first, or leave out 'debounce'",
                in: "policy: queue\ndebounce: 0.3"),
            defined(
                "with policy latest or first",
                "The policy applies when the quiet ends: under latest the call cancels the one in flight, under first it is dropped while one is in flight.",
                in: "policy: first\ndebounce: 0.3")),
        request(
            .policy, .when,
            defined(
                "Under latest a skipped call also cancels the call in flight, whose answer is dropped and whose status goes back to idle; under first, queue and concurrent the calls in flight go on (the loader tells the skip from them by the condition, read in the reduced state).",
                in: "policy: queue\nwhen: '!state.query.isEmpty'")),
        request(
            .policy, .poll,
            defined("A round while a call is in flight is skipped (and logged), whatever the policy.", in: "policy: first\npoll: 30")),
        request(
            .policy, .cache,
            refused(
                "with policy queue or concurrent", at: .cache, "'cache' gives a fresh answer again instead of a call, and policy queue makes every call",
                fix: "use policy latest or first, or leave out 'cache'",
                in: "policy: queue\ncache: 60"),
            defined(
                "with policy latest or first",
                "A hit is a call for the policy: under latest it cancels the call in flight, under first it is dropped while one is in flight.",
                in: "policy: first\ncache: 60")),
        request(
            .policy, .retry,
            defined(
                "A call is in flight until its last attempt, backoff included: a latest call cancels the retries of the one before, a first call is dropped during them, a queued call waits for them.",
                in: "policy: queue\nretry: { attempts: 2 }")),
        request(
            .key, .cancel,
            defined("`cancelLoad(id:)` cancels the call for that key only; the other keys' calls go on.", in: "params: { id: Int }\nkey: id\ncancel: true")),
        request(
            .key, .debounce,
            defined(
                "Each key has its own quiet: a burst for one key makes one call, and does not delay another key's.",
                in: "params: { id: Int }\nkey: id\ndebounce: 0.3")),
        request(
            .key, .when,
            defined(
                "A skipped call leaves that key's status as it was and, under latest, cancels that key's call in flight (with `into` a plain field, the request action has already cancelled the other keys' calls).",
                in: "params: { id: Int }\nkey: id\nwhen: '!state.query.isEmpty'")),
        request(
            .key, .poll,
            defined("`startPollingLoad(id:)` polls that key: each key's poll starts and stops on its own.", in: "params: { id: Int }\nkey: id\npoll: 30")),
        request(
            .key, .cache,
            defined("Freshness is per key: an answer for one key is never reused for another.", in: "params: { id: Int }\nkey: id\ncache: 60")),
        request(
            .key, .retry,
            defined("Each key's call is retried on its own: retries for one key hold back no call for another.", in: "params: { id: Int }\nkey: id\nretry: { attempts: 2 }")),
        request(
            .cancel, .debounce,
            defined("`cancelLoad` also cancels a call waiting out its debounce: it never starts.", in: "cancel: true\ndebounce: 0.3")),
        request(
            .cancel, .when,
            defined(
                "A skipped call is not in flight, so `cancelLoad` after it cancels the call in flight before it, if any.",
                in: "cancel: true\nwhen: '!state.query.isEmpty'")),
        request(
            .cancel, .poll,
            defined(
                "`cancelLoad` cancels the call of the current round; the poll goes on, and `stopPollingLoad` ends it.",
                in: "cancel: true\npoll: 30")),
        request(
            .cancel, .cache,
            defined("`cancelLoad` cancels the call in flight as without cache, and a cancelled call leaves nothing fresh.", in: "cancel: true\ncache: 60")),
        request(
            .cancel, .retry,
            defined("`cancelLoad` also cancels the retries to come and their backoff.", in: "cancel: true\nretry: { attempts: 2 }")),
        request(
            .debounce, .when,
            defined(
                "`when:` is checked as each request action is reduced, and again on the state when the quiet ends: false then skips the call as at the request action (logged; under latest the call in flight is cancelled, its answer dropped), and `loadSkipped` makes the loading status idle unless a call is still in flight.",
                in: "debounce: 0.3\nwhen: '!state.query.isEmpty'")),
        request(
            .debounce, .poll,
            defined("Each round is a request action like any: its call waits out the debounce.", in: "debounce: 0.3\npoll: 30")),
        request(
            .debounce, .cache,
            defined(
                "Freshness is checked when the request action is reduced, before the quiet: a hit is answered at once, and only another call waits out the debounce.",
                in: "debounce: 0.3\ncache: 60")),
        request(
            .debounce, .retry,
            defined("The debounce comes once, before the first attempt; retries wait their backoff only.", in: "debounce: 0.3\nretry: { attempts: 2 }")),
        request(
            .when, .poll,
            defined("A round for which `when:` is false is skipped (and logged), and the poll goes on.", in: "when: '!state.query.isEmpty'\npoll: 30")),
        request(
            .when, .cache,
            defined("`when:` is checked first: a skipped call is neither a hit nor a call.", in: "when: '!state.query.isEmpty'\ncache: 60")),
        request(
            .when, .retry,
            defined("`when:` is checked before the call starts, not before its retries: they follow whatever the state holds.", in: "when: '!state.query.isEmpty'\nretry: { attempts: 2 }")),
        request(
            .poll, .cache,
            defined(
                "Each round is forced: it calls the service whatever the cache holds, and its success is fresh for the calls after it.",
                in: "poll: 30\ncache: 60")),
        request(
            .poll, .retry,
            defined("A round while a call is retrying is skipped: the retries belong to the call in flight.", in: "poll: 30\nretry: { attempts: 2 }")),
        request(
            .cache, .retry,
            defined("Only a success is fresh: a call whose attempts all fail leaves nothing fresh.", in: "cache: 60\nretry: { attempts: 2 }")),
        request(
            .dismiss, .policy,
            defined(
                "`dismissLoadError` sets a failed status to idle or, under queue and concurrent, to loading while other calls are in flight.",
                in: "dismiss: true\npolicy: queue")),
        request(
            .dismiss, .key,
            defined("`dismissLoadError(id:)` sets that key's failed status to idle; the other keys' stay.", in: "params: { id: Int }\nkey: id\ndismiss: true")),
        request(
            .dismiss, .cancel,
            defined("`cancelLoad` ends a loading status and `dismissLoadError` a failed one; neither changes the other's.", in: "dismiss: true\ncancel: true")),
    ]

    /// The attempts of one call.
    private static let attemptInteractions: [KeyInteraction] = [
        request(.retry, .timeout, defined("Each attempt has its own timeout, and an attempt that times out is retried like a failed one.", in: "retry: { attempts: 2 }\ntimeout: 10")),
        request(
            .retry, .failure,
            defined(
                "An error of the failure type is retried when its `isRetryable` says so (the type conforms to `RetryableFailure`); a type that does not conform is never retried, and the runner logs it.",
                in: "failure: ChatError\nretry: { attempts: 2 }")),
        request(
            .timeout, .failure,
            defined(
                "An attempt that times out fails with the failure type's `timedOut(after:)`, which the type gives by conforming to `TimeoutFailure`.",
                in: "failure: ChatError\ntimeout: 10")),
        request(.timeout, .cancel, defined("`cancelLoad` cancels the attempt and its timeout: nothing is dispatched for it.", in: "timeout: 10\ncancel: true")),
        request(
            .failure, .cancel,
            defined("A cancelled call dispatches no failure: its status goes back to idle, and whatever it throws is dropped.", in: "failure: ChatError\ncancel: true")),
    ]

    /// What starts a call, and what follows its success.
    private static let startInteractions: [KeyInteraction] = [
        request(
            .on, .when,
            defined(
                "After each trigger, the condition is checked on the state the trigger made, and a false one skips the call.",
                in: "on: [setQuery]\nwhen: '!state.query.isEmpty'")),
        request(.on, .debounce, defined("A burst of triggers makes one call, once the quiet has lasted.", in: "on: [setQuery]\ndebounce: 0.3")),
        request(
            .then, .on,
            refused(
                "when `then:` leads back to a trigger", at: .then,
                "'then' of 'load' names 'refresh', which leads back to 'load' (load → refresh → load): each success would start the next call, endlessly",
                fix: "leave one of them out of 'then'",
                in: "on: [refresh]\nthen: [refresh]"),
            defined(
                "otherwise", "The triggers start the request, and each of its successes is followed by its `then:` actions.",
                in: "on: [setQuery]\nthen: [refresh]")),
        request(.then, .cache, defined("A hit's answer is a success like any: `then:` follows it.", in: "then: [refresh]\ncache: 60")),
    ]
}
