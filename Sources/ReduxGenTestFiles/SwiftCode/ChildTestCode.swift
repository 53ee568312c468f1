import ReduxGenCore

/// The transition tests of a feature's children (`--tests`): for each child whose spec the
/// run knows, a test that the child's action reaches its child and a test that it is ignored
/// without one.
///
/// The action that reaches the child takes the child's own transition, observed on that
/// child in the parent's state: the child's first request (without `when:`) going from idle
/// to loading, else its first binding's setter assigning its field, else its first action
/// (which the child's reducer logic alone reduces, and which changes nothing as generated).
/// A collection's child starts as the one element of the collection, with the sample id
/// that the action names; an optional child starts present. The ignored action names an id
/// of an empty collection, or an optional child that is nil. The tests reduce through the
/// feature's reducer: the children's middlewares (`<Feature>Children`) are not in the store.
struct ChildTestCode: Sendable {
    /// One child and the plan of its feature.
    struct TestedChild {
        let child: ChildPlan
        let feature: FeaturePlan
    }

    let plan: FeaturePlan
    /// The children tested, in the spec's order.
    let tested: [TestedChild]
    /// The children whose specs the run did not read (known by their names alone, or with
    /// errors), which get a comment that says how to have their tests written.
    let unknown: [ChildPlan]
    /// `ListTransitionTests+Children.swift`: the file a later run writes the unknown
    /// children's tests to, which their comment names.
    let laterFile: String

    /// The tests of `plan`'s children whose features are among `features`; with `only`, of
    /// those children (property names) alone. A child whose action enum has no case has no
    /// test: no action can reach it. `laterFile` is the file the comment on the unknown
    /// children names (the children's tests added later, `+Children` by default).
    init(plan: FeaturePlan, features: [Feature], only: Set<String>? = nil, laterFile: String? = nil) {
        self.plan = plan
        self.laterFile = laterFile ?? FilePart.transitionTests.fileName(for: plan.feature.name, variant: AddedTestsGroup.children.rawValue)
        let children = plan.children.filter { only?.contains($0.child.property) ?? true }
        var tested: [TestedChild] = []
        var unknown: [ChildPlan] = []
        for child in children {
            guard let feature = features.first(where: { $0.name == child.child.feature }) else {
                unknown.append(child)
                continue
            }
            let childPlan = FeaturePlan(feature)
            if !childPlan.actionCases.isEmpty { tested.append(TestedChild(child: child, feature: childPlan)) }
        }
        self.tested = tested
        self.unknown = only == nil ? unknown : []
    }

    /// The mark that heads a child's tests, `// MARK: rows (ChecklistRow)`: how a tests
    /// folder shows it has them.
    static func mark(of child: ChildPlan) -> String {
        "// MARK: \(child.child.property) (\(child.child.feature))"
    }

    /// The name (after `test`) of each of a child's test methods: how a tests folder shows it
    /// has them.
    static func testNames(of child: ChildPlan) -> [String] {
        let name = child.child.property.uppercasingFirst
        switch child.child.kind {
        case .collection: return [name + "ActionReachesTheChildWithItsID", name + "ActionForAnIDNotInTheStateIsIgnored"]
        case .optional: return [name + "ActionReachesThePresentChild", name + "ActionIsIgnoredWhileTheChildIsNil"]
        }
    }

    /// The types whose samples these tests take: the fields the feature's and each child's
    /// state start from, and the payload of the action each test sends.
    var sampledTypes: [String] {
        guard !tested.isEmpty else { return [] }
        var types = plan.feature.fields.filter { $0.defaultValue == nil }.map(\.type)
        for tested in tested {
            types += startingFields(of: tested).map(\.type) + probe(of: tested).payloadTypes
        }
        return types
    }

    /// The modules the children's specs import, which their samples may need, besides the
    /// feature's own.
    var imports: [String] {
        var modules: [String] = []
        for tested in tested {
            for module in tested.feature.feature.imports where !modules.contains(module) { modules.append(module) }
        }
        return modules
    }

    /// The test methods, each child's under its mark, separated by blank lines; then the
    /// comment on the children whose specs the run does not know.
    var methods: String {
        var blocks = tested.map { tested in
            "    " + Self.mark(of: tested.child) + "\n\n" + tests(of: tested).joined(separator: "\n\n")
        }
        if !unknown.isEmpty { blocks.append(unknownChildrenNote) }
        return blocks.joined(separator: "\n\n")
    }

    /// Says which children have no tests here, and how to have them written: their specs must
    /// be read by a run with `--tests`, which then writes their tests to a file of their own.
    private var unknownChildrenNote: String {
        let names = unknown.map { "\($0.child.property) (\($0.child.feature).yaml)" }
        let text =
            unknown.count == 1
            ? "The tests of the child \(names[0]) are not here: the run that wrote this file read no spec of \(unknown[0].child.feature). "
                + "Run reduxgen with --tests again with \(unknown[0].child.feature).yaml among the specs (or its path in --known-features), "
                + "and it writes them to \(laterFile)."
            : "The tests of the children \(names.dropLast().joined(separator: ", ")) and \(names.last!) are not here: the run that wrote "
                + "this file read no spec of theirs. Run reduxgen with --tests again with their specs among the specs (or their paths "
                + "in --known-features), and it writes them to \(laterFile)."
        return Self.wrapped(text, width: 92, prefix: "    // ")
    }

    /// `text` in lines of at most `width` characters (a longer word stands alone), each
    /// after `prefix`.
    static func wrapped(_ text: String, width: Int, prefix: String) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, prefix.count + line.count + 1 + word.count > width {
                lines.append(prefix + line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(prefix + line) }
        return lines.joined(separator: "\n")
    }

    /// The action a child's tests send, and what the child's generated reducer changes on
    /// it: `nil` for an action whose change the tests cannot know (a stream's, the
    /// navigation's, a request's with `when:`), sent only where it is ignored.
    private struct Probe {
        /// `.save`, `.setText(String.testSample)`.
        let action: String
        /// The child's changes, spelt on the child's state in the parent's (`$0.rows[id: 1]!`).
        let changes: ((_ element: String) -> [String])?
        let payloadTypes: [String]
    }

    /// The child's first request without `when:` (whose start the reducer always applies),
    /// else its first binding's setter, else its first action (reduced by its logic alone),
    /// else its first action case (the restore of its persisted fields, sent with them).
    private func probe(of tested: TestedChild) -> Probe {
        let child = tested.feature
        let reducer = child.feature.name + "Reducer"
        if let request = child.requests.first(where: { $0.request.when == nil }) {
            return Probe(
                action: TransitionTestCode(plan: request, reducer: reducer).requestAction,
                changes: { TransitionTestCode(plan: request, reducer: reducer, state: $0).startChanges },
                payloadTypes: request.params.map(\.type))
        }
        if let binding = child.feature.bindings.first {
            let sample = TransitionTestCode.sample(binding.field.type)
            return Probe(
                action: ".\(binding.setterCaseName)(\(sample))", changes: { ["\($0).\(binding.name) = \(sample)"] },
                payloadTypes: [binding.field.type])
        }
        let action = child.actions.first ?? child.actionCases[0]
        if action.origin == .persist, let persistence = child.persistence {
            // The restore's payload is the generated struct of the persisted fields.
            return Probe(
                action: ".\(action.name)(\(TransitionTestCode.sample(of: persistence)))", changes: nil,
                payloadTypes: persistence.fields.map(\.field.type))
        }
        return Probe(action: TransitionTestCode.sampleCase(action.name, action.values), changes: child.actions.isEmpty ? nil : { _ in [] }, payloadTypes: action.values.map(\.type))
    }

    /// The child's fields that its sample state is made with: those without a default, and
    /// a collection element's `id`, which the action names.
    private func startingFields(of tested: TestedChild) -> [StateField] {
        tested.feature.feature.fields.filter { field in
            field.defaultValue == nil || (tested.child.child.kind == .collection && field.name == StateIdentity.field)
        }
    }

    /// `ChecklistRowState(id: Int.testSample, text: String.testSample)`.
    private func sampleState(of tested: TestedChild) -> String {
        tested.feature.feature.name + "State("
            + startingFields(of: tested).map { "\($0.name): \(TransitionTestCode.sample($0.type))" }.joined(separator: ", ") + ")"
    }

    /// The id of the element the tests send a collection's action for.
    private func idSample(of tested: TestedChild) -> String {
        let id = tested.feature.feature.fields.first { $0.name == StateIdentity.field }
        return TransitionTestCode.sample(id?.type ?? "")
    }

    /// `ChecklistState(rows: [ChecklistRowState(…)])`: the feature's state the tests start
    /// from, holding the child.
    private func stateHolding(_ tested: TestedChild) -> String {
        let child = sampleState(of: tested)
        let held = tested.child.child.kind == .collection ? "[\(child)]" : child
        let fields = plan.feature.fields.filter { $0.defaultValue == nil }.map { "\($0.name): \(TransitionTestCode.sample($0.type))" }
        return plan.feature.name + "State(" + (fields + ["\(tested.child.child.property): \(held)"]).joined(separator: ", ") + ")"
    }

    /// The parent's action that carries `action` to the child.
    private func parentAction(_ tested: TestedChild, _ action: String) -> String {
        let property = tested.child.child.property
        switch tested.child.child.kind {
        case .collection: return ".\(property)(id: \(idSample(of: tested)), \(action))"
        case .optional: return ".\(property)(\(action))"
        }
    }

    /// The child's two test methods.
    private func tests(of tested: TestedChild) -> [String] {
        let probe = probe(of: tested)
        let names = Self.testNames(of: tested.child)
        let property = tested.child.child.property
        let element =
            tested.child.child.kind == .collection ? "$0.\(property)[id: \(idSample(of: tested))]!" : "$0.\(property)!"
        let ignored = method(names[1], makeStore: "makeStore()", TransitionTestCode.step("send", parentAction(tested, probe.action), []))
        guard let changes = probe.changes else { return [ignored] }
        let reaches = method(
            names[0], makeStore: "makeStore(initialState: \(stateHolding(tested)))",
            TransitionTestCode.step("send", parentAction(tested, probe.action), changes(element)))
        return [reaches, ignored]
    }

    private func method(_ name: String, makeStore: String, _ body: [String]) -> String {
        TransitionTestCode.method(named: name, ["let (store, _, _) = \(makeStore)"] + body + ["await store.finish()"])
    }
}
