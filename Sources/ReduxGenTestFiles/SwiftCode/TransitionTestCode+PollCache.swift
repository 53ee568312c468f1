import ReduxGenCore

/// The transition tests that `cache` and `poll` add to a request's. (`optimistic` adds none
/// of its own: every test of an optimistic request expects the prediction as the reducer
/// makes it from the samples.)
extension TransitionTestCode {
    /// `.forceLoadInbox(page: Int.testSample)`.
    private var forceAction: String { Self.sampleCase(request.forceCaseName, params) }

    /// A call that succeeds: the request action (`action`), its answer and its success; in
    /// a scope of its own when what follows the success declares whether a request calls
    /// the service, so that the test can make the call again.
    private func succeedingCall(_ action: String, verb: String = "send") -> [String] {
        let lines = step(verb, action, startChanges) + debounceSteps + ["\(answers).answer(.success(\(successSample ?? "()")))"]
            + receiveSuccess
        guard successFollowUps?.declaresConditions == true else { return lines }
        return ["do {"] + lines.map { "    " + $0 } + ["}"]
    }

    /// The test of `cache` or `poll` (`kind`).
    func pollCacheTest(_ kind: TransitionTest) -> String {
        if kind == .cacheAnswersAgain {
            // Answered again while fresh (the action is reduced, and its stored success is
            // received without a call), forced, then run again once stale.
            return test(kind, usesService: true, usesClock: true,
                succeedingCall(requestAction) + step("send", requestAction, startChanges) + receiveSuccess + succeedingCall(forceAction)
                    + ["await clock.advance(by: \(specValue(.cacheLifetime)))"] + succeedingCall(requestAction))
        }
        let poll = specValue(.pollInterval)
        let round = request.cache == nil ? requestAction : forceAction
        let key = request.key.map { "(\($0.label): \(Self.sample($0.type)))" } ?? ""
        return test(kind, usesService: true, usesClock: true,
            step("send", Self.sampleCase(request.startPollingCaseName, params), []) + succeedingCall(round, verb: "receive")
                + [
                    "await clock.waitForSleeper(wakingAt: .zero.advanced(by: \(poll)))",
                    "await clock.advance(by: \(poll))",
                ]
                + succeedingCall(round, verb: "receive") + step("send", ".\(request.stopPollingCaseName)\(key)", []))
    }
}
