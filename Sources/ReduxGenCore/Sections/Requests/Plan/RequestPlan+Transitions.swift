extension RequestPlan {
    /// The mark that heads the request's transition tests, `// MARK: sendMessage`: how a
    /// tests folder shows it has them. A request whose file of tests added later is not
    /// named by its test name (`NavigationRequest`) is marked `// MARK: navigation request`,
    /// unlike the group of tests it is named like.
    package var testsMark: String {
        "// MARK: " + name + (addedTestsName == testName ? "" : " request")
    }

    /// The generated transition tests, in the order the tests file has them.
    package var transitionTests: [TransitionTest] {
        var tests: [TransitionTest] = [.succeeds, request.retry == nil ? .fails : .failsAfterRetries]
        // Under `latest` and `first` every answer that reaches the reducer applies (the runner
        // drops a superseded or cancelled call's); a counted policy ignores one with no call
        // in flight.
        if request.countsCalls { tests.append(.ignoresAnswers) }
        if request.timeout != nil { tests.append(.timesOut) }
        if request.cancel { tests.append(.isCancelled) }
        if request.dismiss { tests.append(.errorIsDismissed) }
        if request.failureInto != nil { tests.append(.failureIsKept) }
        if request.loadingInto != nil { tests.append(.answerOutlivesItsFlag) }
        if request.rechecksWhen { tests.append(.skippedAsItsDebounceEnds) }
        if let policyTest { tests.append(policyTest) }
        if request.cache != nil { tests.append(.cacheAnswersAgain) }
        // A debounced poll round waits for quiet, which its test would have to wait out.
        if request.poll != nil, request.debounce == nil { tests.append(.pollsUntilStopped) }
        return tests
    }

    /// The test of what the policy does with a second call while one is in flight, if one is
    /// written: none for a debounced request (its calls wait for quiet).
    var policyTest: TransitionTest? {
        guard request.debounce == nil else { return nil }
        switch request.policy {
        case .latest: return .latestSupersedes
        case .first: return .firstDrops
        case .queue: return .queueApplies
        case .concurrent: return .concurrentApplies
        }
    }

    /// Every transition of the request's status that the reducer makes, in the order of
    /// its cases: the request action, the success, the failure, cancel, a cached answer given
    /// again, a poll's round and dismiss. Which answers apply says `answersRule`.
    package var transitions: [StateTransition] {
        var transitions: [StateTransition] = []
        func add(_ from: MachineState, _ to: MachineState, _ action: String, _ detail: String? = nil, test: TransitionTest? = nil) {
            transitions.append(StateTransition(from: from, to: to, action: action, detail: detail, test: test))
        }
        // The `loadingInto` flag: set by the request action, ended by the last answer, a
        // cancel or a skip.
        let flagSet = request.loadingInto.map { "\($0.field) true" }
        let flagEnded = request.loadingInto.map { "\($0.field) false" }
        add(.idle, .loading, name, flagSet, test: request.loadingInto == nil ? .succeeds : .answerOutlivesItsFlag)
        add(.succeeded, .loading, name, flagSet)
        add(.failed, .loading, name, [flagSet, request.failureInto.map { "\($0.field) keeps the failure" }].compactMap { $0 }.joined(separator: ", ").nonEmpty,
            test: request.failureInto == nil ? nil : .failureIsKept)
        add(.loading, .loading, name, policyDetail, test: policyTest)
        if request.supersedesOtherKeys, let key {
            add(.loading, .idle, name, "the call of another \(key.binding), which it supersedes")
        }
        // What the loader dispatches after a success the reducer applies (`then:`).
        let then = request.then.isEmpty ? nil : "then " + request.then.map(\.action).joined(separator: " and ")
        let appliedParts = [request.into.map { "into \($0.field)" }, then].compactMap { $0 }
        let applied = appliedParts.isEmpty ? nil : appliedParts.joined(separator: ", ")
        let failureTest: TransitionTest = request.retry == nil ? .fails : .failsAfterRetries
        // Where a failure is kept besides the status (`failureInto:`).
        let kept = request.failureInto.map { "into \($0.field)" }
        if request.countsCalls {
            add(.loading, .succeeded, successName, ["the last call in flight", applied, flagEnded].compactMap { $0 }.joined(separator: ", "), test: .succeeds)
            add(.loading, .loading, successName, ["calls still in flight", applied].compactMap { $0 }.joined(separator: ", "), test: policyTest)
            add(.loading, .failed, failureName, [kept, flagEnded.map { $0 + " once no call is in flight" }].compactMap { $0 }.joined(separator: ", ").nonEmpty, test: failureTest)
            add(.failed, .failed, successName, ["calls still in flight", applied].compactMap { $0 }.joined(separator: ", "))
            add(.failed, .failed, failureName, ["calls still in flight", kept].compactMap { $0 }.joined(separator: ", "))
        } else {
            add(.loading, .succeeded, successName, [applied, flagEnded].compactMap { $0 }.joined(separator: ", ").nonEmpty, test: .succeeds)
            add(.loading, .failed, failureName, [kept, flagEnded].compactMap { $0 }.joined(separator: ", ").nonEmpty, test: failureTest)
        }
        if let timeout = request.timeout {
            add(.loading, .failed, failureName, ["timed out after \(timeout) s", kept, flagEnded].compactMap { $0 }.joined(separator: ", "), test: .timesOut)
        }
        if request.cancel {
            add(.loading, .idle, cancelName, [request.countsCalls ? "every call in flight" : nil, flagEnded].compactMap { $0 }.joined(separator: ", ").nonEmpty, test: .isCancelled)
        }
        if request.rechecksWhen {
            add(.loading, .idle, skippedName, ["its condition false as the debounce ends, no call in flight", flagEnded].compactMap { $0 }.joined(separator: ", "), test: .skippedAsItsDebounceEnds)
        }
        if let cache = request.cache {
            add(.succeeded, .loading, name, "answered again, without a call, by the success of the same arguments younger than \(cache) s", test: .cacheAnswersAgain)
            add(.succeeded, .loading, forceName, "calls while the answer is fresh", test: .cacheAnswersAgain)
        }
        if let poll = request.poll {
            add(.idle, .loading, startPollingName, "a round at once, then one every \(poll) s until \(stopPollingName)", test: request.debounce == nil ? .pollsUntilStopped : nil)
        }
        if request.dismiss {
            let cleared = request.failureInto.map { "clears \($0.field)" }
            if request.countsCalls {
                add(.failed, .idle, dismissName, ["no call in flight", cleared].compactMap { $0 }.joined(separator: ", "), test: .errorIsDismissed)
                add(.failed, .loading, dismissName, ["calls still in flight", cleared].compactMap { $0 }.joined(separator: ", "))
            } else {
                add(.failed, .idle, dismissName, cleared, test: .errorIsDismissed)
            }
        }
        return transitions
    }

    /// What the policy does with a call while one is in flight, in words.
    private var policyDetail: String {
        switch request.policy {
        case .latest:
            guard let key else { return "supersedes the call in flight" }
            return request.supersedesOtherKeys
                ? "supersedes the calls in flight for every \(key.binding)" : "supersedes the call in flight for its \(key.binding)"
        case .first: return "dropped while one is in flight"
        case .queue: return "runs after the calls before it"
        case .concurrent: return "runs beside the calls in flight"
        }
    }

    /// Which answers the reducer applies, in words: under a counted policy, those while a call
    /// is in flight (its guard); otherwise every answer that reaches it, which the runner
    /// dispatches for a current call only.
    package var answersRule: String {
        let answers = "\(successName) and \(failureName)"
        if request.countsCalls { return "\(answers) change nothing unless a call is in flight" }
        return "\(answers) of the current call apply whatever the status"
    }

    /// What the runtime does around the call, in words: what starts it by itself (`on:`),
    /// its condition (`when:`), the key, debounce, retries and timeout, in that order.
    package var callRules: [String] {
        var rules: [String] = []
        if !request.on.isEmpty { rules.append("starts by itself after \(request.on.map(\.action).joined(separator: ", "))") }
        if let condition = request.when { rules.append("makes no call unless \(condition)") }
        if let flag = request.loadingInto?.field {
            rules.append("\(flag) may be set to false by your logic while a call runs, and its answer still applies")
        }
        if let key {
            rules.append("one status per \(key.binding), no entry is idle")
            if request.supersedesOtherKeys, let into = request.into { rules.append("\(into.field) shows the answer for the \(key.binding) asked last") }
        }
        if let debounce = request.debounce {
            rules.append("the call starts after \(debounce) s without another \(name)" + (request.rechecksWhen ? ", if its condition still holds" : ""))
        }
        if let retry = request.retry {
            rules.append("a failed call is retried \(retry.attempts) \(retry.attempts == 1 ? "time" : "times"), after \(retry.backoff) s, doubling")
        }
        return rules
    }
}

extension StreamPlan {
    /// Every transition of the stream's state that the reducer makes.
    package var transitions: [StateTransition] {
        [
            StateTransition(from: .inactive, to: .active, action: startName),
            StateTransition(from: .active, to: .active, action: startName, detail: "the running subscription goes on"),
            StateTransition(from: .active, to: .active, action: receivedName),
            StateTransition(from: .active, to: .inactive, action: stopName),
            StateTransition(from: .active, to: .inactive, action: finishedName),
        ]
    }

    /// When elements and the end change nothing, and what keys the stream, in words.
    package var rules: [String] {
        var rules = ["\(receivedName) and \(finishedName) change nothing unless active"]
        if let key { rules.insert("one subscription per \(key.binding)", at: 0) }
        return rules
    }
}

extension String {
    /// The text, or nil when it is empty: a transition's detail of no part.
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
