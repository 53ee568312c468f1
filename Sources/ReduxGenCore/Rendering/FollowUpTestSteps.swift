/// The steps of a transition test that receive what the loader dispatches by itself after an
/// action has been reduced: the requests that `on:` starts, and what follows a success
/// (`then:`). A request among them is answered with a success, whose own follow-ups are
/// received in turn (the spec's follow-ups never lead back to where they started).
struct FollowUpTestSteps {
    /// The steps, one a line.
    private(set) var lines: [String] = []
    /// Whether a step answers a call through the service mock: a request among them.
    private(set) var usesService = false
    /// Whether a step waits on the test clock: a debounced request's call.
    private(set) var usesClock = false

    private let feature: FeaturePlan
    private let reducer: String

    /// The steps after `action` (a case name) of the feature `feature`, whose reducer type is
    /// `reducer`.
    init(after action: String, of feature: FeaturePlan, reducer: String) {
        self.feature = feature
        self.reducer = reducer
        lines = steps(after: action)
    }

    private mutating func steps(after action: String) -> [String] {
        var lines: [String] = []
        for name in feature.followUps(after: action) {
            guard let request = feature.requests.first(where: { $0.name == name }) else {
                lines.append("await store.receive(.\(name))")
                lines += steps(after: name)
                continue
            }
            let code = TransitionTestCode(plan: request, reducer: reducer)
            usesService = true
            if request.request.debounce != nil { usesClock = true }
            let call = code.step("receive", code.requestAction, code.startChanges) + code.debounceSteps
                + ["\(code.answers).answer(.success(\(code.successSample ?? "()")))"]
                + code.step("receive", code.successAction, code.successChanges)
                + steps(after: request.successName)
            guard request.request.when != nil else {
                lines += call
                continue
            }
            lines += ["// \(name)'s when: decides whether the follow-up calls the service.", "if \(reducer).\(request.conditionName)(store.state) {"] + call.map { "    " + $0 }
                + ["} else {", "    await store.receive(\(code.requestAction))", "}"]
        }
        return lines
    }
}
