import ReduxGenCore

/// The steps of a transition test that receive what the loader dispatches by itself after an
/// action has been reduced: the requests and streams that `on:` starts, and what follows a
/// success (`then:`).
///
/// The store reduces dispatched actions in order, so the steps first receive every action
/// dispatched at once, breadth first (a follow-up that `on:` names is followed in turn); then
/// each request among them is answered with a success, in order, and what follows that
/// success is received the same way (the spec's follow-ups never lead back to where they
/// started). A request with `when:` makes its call only if the condition holds in the state.
/// A stream started among them is stopped last, so that the test ends with nothing running,
/// and what its stop starts (`on:`) is received and answered in turn; a stream started again
/// by what its stop starts is not stopped twice.
struct FollowUpTestSteps: Sendable {
    /// The steps, one a line.
    private(set) var lines: [String] = []
    /// Whether a step answers a call through the service mock: a request among them.
    private(set) var usesService = false
    /// Whether a step waits on the test clock: a debounced request's call.
    private(set) var usesClock = false

    private let feature: FeaturePlan
    private let reducer: String
    /// The names of the flags that say whether a followed request calls the service, taken.
    private var flags: Set<String> = []
    /// The streams started by the steps and not stopped since, in the order started.
    private var runningStreams: [StreamPlan] = []

    /// Whether the steps declare such a flag (a followed request has `when:`): steps that
    /// stand twice in one test need a scope each.
    var declaresConditions: Bool { !flags.isEmpty }

    /// The steps after `action` (a case name) of the feature `feature`, whose reducer type is
    /// `reducer`; `running` is a stream without params that the action itself starts, stopped
    /// last with the others.
    init(after action: String, of feature: FeaturePlan, reducer: String, running: StreamPlan? = nil) {
        self.feature = feature
        self.reducer = reducer
        runningStreams = running.map { [$0] } ?? []
        lines = steps(after: action)
        var stopped: Set<String> = []
        while let stream = runningStreams.first, stopped.insert(stream.name).inserted {
            runningStreams.removeFirst()
            lines += TransitionTestCode.step("send", "." + stream.stopName, ["$0.\(stream.activeName) = false"])
            lines += steps(after: stream.stopName)
        }
    }

    private mutating func steps(after action: String) -> [String] {
        var lines: [String] = []
        var started: [(request: RequestPlan, flag: String?)] = []
        var queue = feature.followUps(after: action)
        while !queue.isEmpty {
            let name = queue.removeFirst()
            queue += feature.followUps(after: name)
            // Only a stream without params is started or stopped by a follow-up.
            if let stream = feature.streams.first(where: { $0.startName == name || $0.stopName == name }) {
                let starts = stream.startName == name
                lines += TransitionTestCode.step("receive", "." + name, ["$0.\(stream.activeName) = \(starts)"])
                runningStreams.removeAll { $0.name == stream.name }
                if starts { runningStreams.append(stream) }
                continue
            }
            guard let request = feature.requests.first(where: { $0.name == name }) else {
                lines.append("await store.receive(.\(name))")
                continue
            }
            let code = TransitionTestCode(plan: request, reducer: reducer)
            guard request.request.when != nil else {
                lines += code.step("receive", code.requestAction, code.startChanges)
                started.append((request, nil))
                continue
            }
            var flag = name + "Calls"
            var number = 2
            while flags.contains(flag) {
                flag = name + "Calls\(number)"
                number += 1
            }
            flags.insert(flag)
            lines.append("// \(name)'s when: decides whether the follow-up calls the service.")
            lines.append("let \(flag) = \(reducer).\(request.conditionName)(store.state)")
            lines += code.step("receive", code.requestAction, ["if \(flag) {"] + code.startChanges.map { "    " + $0 } + ["}"])
            started.append((request, flag))
        }
        for (request, flag) in started {
            let code = TransitionTestCode(plan: request, reducer: reducer)
            usesService = true
            if request.request.debounce != nil { usesClock = true }
            let call = code.debounceSteps + ["\(code.answers).answer(.success(\(code.successSample ?? "()")))"]
                + code.step("receive", code.successAction, code.successChanges)
                + steps(after: request.successName)
            if let flag {
                lines += ["if \(flag) {"] + call.map { "    " + $0 } + ["}"]
            } else {
                lines += call
            }
        }
        return lines
    }
}
