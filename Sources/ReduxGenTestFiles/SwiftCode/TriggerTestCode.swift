import ReduxGenCore

/// The transition tests of the feature's own actions that change the state or start requests
/// by themselves (`--tests`): a test per binding's setter, which assigns its field, and a
/// test per action that `on:` names, after which the loader starts its requests (or skips a
/// call whose `when:` is false). Each receives what the loader dispatches after the action.
///
/// Each binding, and each action with a request its `on:` starts, is a part of these tests,
/// which their mark lists (`// MARK: bindings and triggers (query, setQuery → search)`): a
/// part added to the spec later gets its tests alone. A setter's test covers the requests
/// the setter starts; when the binding has a test already, a request it starts later gets
/// a test of its own (`testSetQueryStartsSearch`).
///
/// An action after which `on:` gives a request params by expressions has no test here, nor
/// a setter that starts one: the params come from the state the feature's own logic builds
/// (an element of a list at an index), which the samples these tests send cannot make.
struct TriggerTestCode: Sendable {
    /// One part of these tests, as their mark lists it.
    typealias Part = TriggerTestPart

    let plan: FeaturePlan
    /// The feature's reducer type, `MailboxReducer`.
    let reducer: String
    /// The parts no file tests yet, which these tests are for (added later); `nil` for all
    /// the parts, in the transition tests file.
    let untested: Set<Part>?

    /// The tests of every part of `plan`'s bindings and triggers; with `untested`, those
    /// that test one of these parts (added later), each once.
    init(plan: FeaturePlan, untested: Set<Part>? = nil) {
        self.plan = plan
        reducer = plan.feature.name + "Reducer"
        self.untested = untested
    }

    /// The mark that heads these tests, which lists the parts they test.
    static let mark = TestsMark(title: "bindings and triggers")

    /// `// MARK: bindings and triggers (query, setQuery → search)`: the mark over these tests.
    var markLine: String {
        Self.mark.line(listing: tests.flatMap(\.parts).map(\.listed))
    }

    /// Every part of `plan`'s bindings and triggers, in the order of their tests.
    static func parts(of plan: FeaturePlan) -> [Part] {
        TriggerTestCode(plan: plan).tests.flatMap(\.parts)
    }

    /// The name (after `test`) of each test method that shows by its name that the folder
    /// has tests of some parts, with those parts: a setter's `SetQueryAssignsQuery` shows its
    /// binding, `SetQueryStartsSearch` the requests the setter starts, `RefreshStartsSearch`
    /// those the action starts (a setter's test that assigns its field also covers the
    /// requests the setter starts, which its name does not show).
    static func testNames(of plan: FeaturePlan) -> [(name: String, parts: [Part])] {
        let code = TriggerTestCode(plan: plan)
        var names: [(name: String, parts: [Part])] = []
        for binding in code.testedBindings {
            names.append((code.assigningTestName(binding), [.binding(binding.name)]))
            let started = code.startedParts(after: binding.setterCaseName)
            if !started.isEmpty { names.append((code.startingTestName(binding.setterCaseName), started)) }
        }
        for trigger in code.triggers { names.append((code.startingTestName(trigger.name), code.startedParts(after: trigger.name))) }
        return names
    }

    /// The actions that `on:` names that are no binding's setter (the spec's, the streams'
    /// start and stop), in the order first named (a setter's test covers the requests it
    /// starts).
    private var triggers: [ActionCase] {
        let setters = Set(plan.feature.bindings.map(\.setterCaseName))
        return plan.followUps.filter { $0.origin == .trigger && !setters.contains($0.action) }.compactMap { followUp in
            plan.actionCases.first { $0.name == followUp.action }
        }
    }

    /// The bindings whose setters these tests send: those after which `on:` gives no
    /// request params by expressions.
    private var testedBindings: [FieldBinding] {
        plan.feature.bindings.filter { binding in !plan.parameterTriggers.contains { $0.action == binding.setterCaseName } }
    }

    /// The stream whose start or stop `trigger` is, with its state change when sent with the
    /// samples of its values, and, for a start, how the test stops the stream last, so that
    /// nothing is left running: a stream without params among the follow-ups' streams (its
    /// stop followed by what it starts), one with params by its stop action; `nil` for an
    /// action of the spec.
    private func streamSteps(of trigger: ActionCase) -> (change: [String], stop: [String], running: StreamPlan?)? {
        guard case .stream(let name, let part) = trigger.origin, let stream = plan.streams.first(where: { $0.name == name }) else { return nil }
        let key = stream.key.map { TransitionTestCode.sample($0.type) }
        let active = "$0.\(stream.activeName)"
        let stopped = key.map { ["\(active).remove(\($0))"] } ?? ["\(active) = false"]
        switch part {
        case .start:
            guard key != nil else { return (["\(active) = true"], [], stream) }
            let stop = TransitionTestCode.step("send", TransitionTestCode.sampleCase(stream.stopName, stream.params), stopped)
            return (key.map { ["\(active).insert(\($0))"] } ?? [], stop, nil)
        case .stopAll: return (["\(active) = []"], [], nil)
        default: return (stopped, [], nil)
        }
    }

    /// The types whose samples these tests send: the bound fields' and the triggers' payloads.
    var sampledTypes: [String] {
        tests.flatMap(\.sampled)
    }

    /// The test methods, separated by blank lines.
    var methods: String {
        tests.map(\.code).joined(separator: "\n\n")
    }

    /// The requests that `action`'s `on:` starts, as parts.
    private func startedParts(after action: String) -> [Part] {
        plan.followUps.filter { $0.origin == .trigger && $0.action == action }.flatMap(\.dispatched).map { .trigger(action: action, request: $0) }
    }

    /// `SetQueryAssignsQuery`.
    private func assigningTestName(_ binding: FieldBinding) -> String {
        binding.setterCaseName.uppercasingFirst + "Assigns" + binding.name.uppercasingFirst
    }

    /// `RefreshStartsSearchAndSync`.
    private func startingTestName(_ action: String) -> String {
        action.uppercasingFirst + "Starts" + plan.followUps(after: action).map(\.uppercasingFirst).joined(separator: "And")
    }

    /// One test method.
    private struct Test {
        let name: String
        let code: String
        /// The parts it tests.
        let parts: [Part]
        /// The types whose samples it sends.
        let sampled: [String]
    }

    /// The test methods, each with its name and the parts it tests: the setters' in the
    /// order of `bindings:`, then the other triggers'; with `untested`, those that test one
    /// of these parts.
    private var tests: [Test] {
        var tests: [Test] = []
        for binding in testedBindings {
            let setter = binding.setterCaseName
            let started = startedParts(after: setter)
            let title: String
            let parts: [Part]
            if untested?.contains(.binding(binding.name)) ?? true {
                (title, parts) = (assigningTestName(binding), [.binding(binding.name)] + started)
            } else if started.contains(where: { untested?.contains($0) ?? true }) {
                (title, parts) = (startingTestName(setter), started)
            } else {
                continue
            }
            let sample = TransitionTestCode.sample(binding.field.type)
            tests.append(test(
                title, after: setter, ["await store.send(.\(setter)(\(sample))) {", "    $0.\(binding.field.name) = \(sample)", "}"], parts: parts,
                sampled: [binding.field.type]))
        }
        for trigger in triggers {
            let parts = startedParts(after: trigger.name)
            guard parts.contains(where: { untested?.contains($0) ?? true }) else { continue }
            let action = TransitionTestCode.sampleCase(trigger.name, trigger.values)
            let stream = streamSteps(of: trigger)
            tests.append(test(
                startingTestName(trigger.name), after: trigger.name, TransitionTestCode.step("send", action, stream?.change ?? []), parts: parts,
                sampled: trigger.values.map(\.type), running: stream?.running, then: stream?.stop ?? []))
        }
        return tests
    }

    /// One test method: `send`, then what the loader dispatches after the action `action`
    /// (and the action that ends `running`, a stream the action starts), then `last`.
    private func test(
        _ title: String, after action: String, _ send: [String], parts: [Part], sampled: [String], running: StreamPlan? = nil, then last: [String] = []
    ) -> Test {
        let followUps = FollowUpTestSteps(after: action, of: plan, reducer: reducer, running: running)
        let bindings = "let (store, \(followUps.usesService ? "service" : "_"), \(followUps.usesClock ? "clock" : "_")) = makeStore()"
        let code = TransitionTestCode.method(named: title, [bindings] + send + followUps.lines + last + ["await store.finish()"])
        return Test(name: title, code: code, parts: parts, sampled: sampled)
    }
}
