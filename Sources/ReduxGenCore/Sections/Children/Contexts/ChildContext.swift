/// `{{#children}}`: one child feature (`children:`), whose spellings are the plan's.
struct ChildContext: TemplateContext {
    let plan: ChildPlan
    let isLast: Bool
    let location: String
    /// Whether the state's declaration carries the default (a memberwise init).
    let declaresDefault: Bool

    static let contextName = "child"
    static let fields: [TemplateField<Self>] = [
        .text("name") { $0.plan.child.property },
        .text("feature") { $0.plan.child.feature },
        .text("type") { $0.plan.stateProperty.type },
        // ` = []` after the declaration, for a memberwise init; else nothing.
        .text("defaultClause") { context in
            context.declaresDefault ? context.plan.stateProperty.defaultValue.map { " = " + $0 } ?? "" : ""
        },
        .text("location") { $0.location },
        .flag("isLast") { $0.isLast },
        .flag("isCollection") { $0.plan.child.kind == .collection },
        // `(id: TodoRowState.ID, TodoRowAction)`: after the action case's name.
        .text("payloadDeclaration") { $0.plan.actionCase.values.declaration(in: .action) },
        // `(let id, let action)`: the patterns of the case.
        .text("pattern") { $0.plan.pattern },
        // `(id, action)`: the bound values, as one expression.
        .text("boundNames") { $0.plan.extractedValue },
        .text("reduceStatements") { $0.plan.reduceStatements.joined(separator: "\n            ") },
        // `each` or `optional`: the label of the runtime's lifting.
        .text("liftingLabel") { $0.plan.liftingLabel },
        // `{ .rows(id: $0, $1) }`: the parent action made from the child's.
        .text("embed") { $0.plan.embedExpression },
    ]
}
