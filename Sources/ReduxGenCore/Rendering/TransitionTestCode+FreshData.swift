/// The transition tests that `cache` and `poll` add to a request's, and the one of
/// `persist:`. (`optimistic` adds none: what it shows is the prediction the user's skeleton
/// writes, which the tests cannot know.)
extension TransitionTestCode {
    /// `.forceLoadInbox(page: Int.testSample)`.
    private var forceAction: String { ".\(request.forceCaseName)" + parenthesized(sampleArguments) }

    private var sampleArguments: [String] {
        params.map { value in (value.label.map { "\($0): " } ?? "") + Self.sample(value.type) }
    }

    /// A call that succeeds: the request action (`action`), its answer and its success.
    private func succeedingCall(_ action: String, verb: String = "send") -> [String] {
        step(verb, action, startChanges) + debounceSteps + ["\(answers).answer(.success(\(successSample ?? "()")))"]
            + step("receive", successAction, successChanges)
    }

    var freshDataTests: [String] {
        var tests: [String] = []
        if let cache = request.cache {
            // Skipped while fresh (the action reaches no reducer), forced, then run again once stale.
            tests.append(test("IsSkippedWhileItsAnswerIsFreshAndRunsWhenForcedOrStale", usesService: true, usesClock: true,
                succeedingCall(requestAction) + step("send", requestAction, []) + succeedingCall(forceAction)
                    + ["await clock.advance(by: .seconds(\(cache)))"] + succeedingCall(requestAction)))
        }
        if let poll = request.poll, request.debounce == nil {
            let round = request.cache == nil ? requestAction : forceAction
            let key = request.key.map { "(\($0.label): \(Self.sample($0.type)))" } ?? ""
            tests.append(test("PollsARoundAtOnceAndOnePerIntervalUntilStopped", usesService: true, usesClock: true,
                step("send", ".\(request.startPollingCaseName)" + parenthesized(sampleArguments), []) + succeedingCall(round, verb: "receive")
                    + [
                        "await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(\(poll))))",
                        "await clock.advance(by: .seconds(\(poll)))",
                    ]
                    + succeedingCall(round, verb: "receive") + step("send", ".\(request.stopPollingCaseName)\(key)", [])))
        }
        return tests
    }
}
