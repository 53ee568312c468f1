/// What a child feature generates in its parent, and every piece of Swift that spells it:
/// the parent state's property, the parent action's case, what the parent's reducer does on
/// that case, and how the child's middlewares are lifted onto the parent's store.
///
/// ```swift
/// let plan = ChildPlan(ChildFeature(property: "rows", feature: "TodoRow", kind: .collection, …))
/// plan.stateProperty.type        // "ReduxRuntime.IdentifiedArray<TodoRowState>"
/// plan.actionCase.values.declaration   // "(id: TodoRowState.ID, TodoRowAction)"
/// ```
package struct ChildPlan: Sendable {
    /// The validated child.
    package let child: ChildFeature
    /// The parent state's property that holds the child (or children).
    package let stateProperty: StateProperty
    /// The parent action's case that carries the child's action (and the element's id).
    package let actionCase: ActionCase

    /// The binding of an element's id in the parent's patterns.
    static let idBinding = "id"
    /// The binding of the child's action in the parent's patterns.
    static let actionBinding = "action"
    /// The local the parent's reducer finds an element's position in.
    static let indexBinding = "index"

    /// The plan of `child`.
    init(_ child: ChildFeature) {
        self.child = child
        let state = child.feature + "State"
        let type: String
        let defaultValue: String
        let summary: String
        var values = [PayloadValue(label: nil, type: child.feature + "Action", binding: Self.actionBinding)]
        switch child.kind {
        case .collection:
            (type, defaultValue) = ("\(RuntimeNames.module).IdentifiedArray<\(state)>", "[]")
            summary = "The `\(child.property)` children: a \(child.feature) per element, found by its id."
            values.insert(PayloadValue(label: "id", type: state + ".ID", binding: Self.idBinding), at: 0)
        case .optional:
            (type, defaultValue) = (state + "?", "nil")
            summary = "The `\(child.property)` child, a \(child.feature), when it is present."
        }
        stateProperty = StateProperty(
            name: child.property, type: type, defaultValue: defaultValue, origin: .child(child.property), declared: child.declared, line: child.line,
            summary: summary)
        actionCase = ActionCase(
            name: child.property, values: values, origin: .child(child.property), declared: child.declared, line: child.line)
    }

    /// `TodoRowReducer`: the child's reducer.
    var reducer: String { child.feature + "Reducer" }

    /// The parent reducer's statements on the child's case: the child's reducer on the
    /// element with the id (on the present child); an action for an id that is not there
    /// (while the child is nil) is ignored, as the parent's reducer logic ignores it too.
    var reduceStatements: [String] {
        let property = "state." + child.property
        switch child.kind {
        case .collection:
            return [
                "guard let \(Self.indexBinding) = \(property).index(id: \(Self.idBinding)) else { return }",
                "\(reducer).reduce(&\(property)[\(Self.indexBinding)], \(Self.actionBinding))",
            ]
        case .optional:
            return [
                "guard \(property) != nil else { return }",
                "\(reducer).reduce(&\(property)!, \(Self.actionBinding))",
            ]
        }
    }

    /// The runtime's lifting of one of the child's middlewares onto the parent's store:
    /// `lifted(each:action:extract:)` for a collection, `lifted(optional:…)` for an
    /// optional child.
    var liftingLabel: String {
        switch child.kind {
        case .collection: return "each"
        case .optional: return "optional"
        }
    }

    /// `(let id, let action)` or `(let action)`: the parent's pattern of the case.
    var pattern: String { actionCase.values.bindingPattern }

    /// `.rows(id: $0, $1)` or `.editor($0)`: the parent action made from the child's
    /// (and the element's id), in a closure.
    var embedExpression: String {
        child.kind == .collection ? "{ .\(child.property)(id: $0, $1) }" : "{ .\(child.property)($0) }"
    }

    /// `(id, action)` or `action`: what the extract closure returns from the pattern.
    var extractedValue: String { actionCase.values.boundNames }
}
