/// The transition tests of the feature's own actions that change the state or start requests
/// by themselves (`--tests`): a test per binding's setter, which assigns its field, and a
/// test per action that `on:` names, after which the loader starts its requests (or skips a
/// call whose `when:` is false). Each receives what the loader dispatches after the action.
struct TriggerTestCode {
    let plan: FeaturePlan
    /// The feature's reducer type, `MailboxReducer`.
    let reducer: String

    init(plan: FeaturePlan) {
        self.plan = plan
        reducer = plan.feature.name + "Reducer"
    }

    /// The mark that heads these tests.
    static let mark = "// MARK: bindings and triggers"

    /// `BindingsAndTriggers`: what names the file and the class of these tests when they were
    /// added after the transition tests were written.
    static let addedTestsName = "BindingsAndTriggers"

    /// The actions that `on:` names that are no binding's setter, in the order first named
    /// (a setter's test covers the requests it starts).
    private var triggers: [ActionCase] {
        let setters = Set(plan.feature.bindings.map(\.setterCaseName))
        return plan.followUps.filter { $0.origin == .trigger && !setters.contains($0.action) }.compactMap { followUp in
            plan.actions.first { $0.name == followUp.action }
        }
    }

    /// The types whose samples these tests send: the bound fields' and the triggers' payloads.
    static func sampledTypes(of plan: FeaturePlan) -> [String] {
        let code = TriggerTestCode(plan: plan)
        return plan.feature.bindings.map(\.field.type) + code.triggers.flatMap { $0.values.map(\.type) }
    }

    /// The name (after `test`) of each test method, in order: how a tests folder shows it
    /// has these tests.
    static func testNames(of plan: FeaturePlan) -> [String] {
        TriggerTestCode(plan: plan).tests.map(\.name)
    }

    /// The test methods, separated by blank lines.
    var methods: String {
        tests.map(\.code).joined(separator: "\n\n")
    }

    /// The test methods, each with its name: the setters' in the order of `bindings:`, then
    /// the other triggers'.
    private var tests: [(name: String, code: String)] {
        var tests: [(name: String, code: String)] = []
        for binding in plan.feature.bindings {
            let setter = binding.setterCaseName
            let sample = TransitionTestCode.sample(binding.field.type)
            tests.append(test(
                setter.uppercasingFirst + "Assigns" + binding.field.name.uppercasingFirst,
                after: setter,
                ["await store.send(.\(setter)(\(sample))) {", "    $0.\(binding.field.name) = \(sample)", "}"]))
        }
        for trigger in triggers {
            let action = "." + trigger.name + parenthesized(trigger.values.map { value in
                (value.label.map { "\($0): " } ?? "") + TransitionTestCode.sample(value.type)
            })
            let started = plan.followUps(after: trigger.name).map(\.uppercasingFirst).joined(separator: "And")
            tests.append(test(trigger.name.uppercasingFirst + "Starts" + started, after: trigger.name, ["await store.send(\(action))"]))
        }
        return tests
    }

    /// One test method: `send`, then what the loader dispatches after the action `action`.
    private func test(_ title: String, after action: String, _ send: [String]) -> (name: String, code: String) {
        let followUps = FollowUpTestSteps(after: action, of: plan, reducer: reducer)
        let bindings = "let (store, \(followUps.usesService ? "service" : "_"), \(followUps.usesClock ? "clock" : "_")) = makeStore()"
        let lines = [bindings] + send + followUps.lines + ["await store.finish()"]
        return (title, "    func test\(title)() async {\n" + lines.map { "        " + $0 }.joined(separator: "\n") + "\n    }")
    }
}
