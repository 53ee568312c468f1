// The contexts of the root's lists that belong to no one section.

/// `{{#imports}}`: one imported module.
struct ImportContext: TemplateContext {
    let module: String

    static let contextName = "import"
    static let fields: [TemplateField<Self>] = [
        .text("module") { $0.module },
    ]
}

/// `{{#fields}}`: one stored property of the state, as the spec declares it.
struct FieldContext: TemplateContext {
    let name: String
    /// The type as the state's declarations write it: its alias, or the type.
    let type: String
    let location: String
    /// ` = (default)` after the declaration, for a state whose memberwise initializer takes
    /// the defaults; else nothing.
    let defaultClause: String

    static let contextName = "field"
    static let fields: [TemplateField<Self>] = [
        .text("name") { $0.name },
        .text("type") { $0.type },
        .text("location") { $0.location },
        .text("defaultClause") { $0.defaultClause },
    ]
}

/// `{{#stateProperties}}`: one property of the state, in the order the state declares them (its
/// fields, children, requests' statuses, streams, navigation): what it holds and where the
/// spec declares it, and, for a state that records which fields each action writes, its
/// storage and its place in that record.
struct StatePropertyContext: TemplateContext {
    let property: StateProperty
    /// Its place among the state's properties, which its accessors report writes and reads at.
    let field: Int
    /// The `#sourceLocation` line of its spec line, or `nil` when it has none.
    let location: String?
    /// Whether its declaration carries its default (a state whose memberwise initializer
    /// takes the defaults).
    let declaresDefault: Bool

    /// `_$messages`: the stored property behind a tracked property, named as no spec name can be.
    static func storage(of name: String) -> String { "_$" + name }

    static let contextName = "state property"
    static let fields: [TemplateField<Self>] = [
        .text("name") { $0.property.name },
        .text("type") { $0.property.type },
        .flag("hasSummary") { $0.property.summary != nil },
        .text("summary") { $0.property.summary ?? "" },
        .flag("hasLocation") { $0.location != nil },
        .text("location") { $0.location ?? "" },
        .text("storage") { storage(of: $0.property.name) },
        .text("field") { String($0.field) },
        // ` = (default)` (a field's, in parentheses so that a malformed one is reported on its
        // own line) or ` = default` after the declaration, when it carries its default.
        .text("defaultClause") { context in
            guard context.declaresDefault, let value = context.property.defaultValue else { return "" }
            if case .field = context.property.origin { return " = (" + value + ")" }
            return " = " + value
        },
    ]
}

/// `{{#startedParts}}`: a stored property of the state that holds a state of its own by value
/// (an app's feature, an optional child), whose record of written fields starts with the
/// state's.
struct StartedPartContext: TemplateContext {
    let name: String

    static let contextName = "started part"
    static let fields: [TemplateField<Self>] = [
        .text("storage") { StatePropertyContext.storage(of: $0.name) },
    ]
}

/// `{{#initParameters}}`: one parameter of the state's init: a stored property of the state.
struct ParameterContext: TemplateContext {
    let property: StateProperty
    /// The blank lines that put the parameter on its spec line.
    let padding: Int
    let isLast: Bool

    static let contextName = "init parameter"
    static let fields: [TemplateField<Self>] = [
        .text("name") { $0.property.name },
        .text("type") { $0.property.type },
        .text("storage") { StatePropertyContext.storage(of: $0.property.name) },
        .flag("hasDefault") { $0.property.defaultValue != nil },
        .text("defaultValue") { $0.property.defaultValue ?? "" },
        .flag("isLast") { $0.isLast },
        .text("padding") { String(repeating: "\n", count: $0.padding) },
    ]
}

/// `{{#actions}}`: one synchronous action.
struct ActionContext: TemplateContext {
    let action: ActionCase
    let isLast: Bool
    let location: String

    static let contextName = "action"
    static let fields: [TemplateField<Self>] = [
        .text("name") { $0.action.name },
        // `""`, `(Message.ID)` or `(id: Message.ID)`, with the action's aliases (`(SelectPayload)`).
        .text("payloadDeclaration") { $0.action.values.declaration(in: .action) },
        .flag("isLast") { $0.isLast },
        .text("location") { $0.location },
        .flag("hasPayload") { !$0.action.values.isEmpty },
        // `(let id, let text)`: the skeletons' patterns, which bind each value.
        .text("binding") { $0.action.values.bindingPattern },
        // `(id, text)` or `id`: what the skeletons' `_ =` lines name.
        .text("boundNames") { $0.action.values.boundNames },
    ]
}

/// `{{#passThroughCases}}` and `{{#lifecycleCases}}`: an action case named in a list.
struct CaseContext: TemplateContext {
    let name: String
    let isLast: Bool

    /// The contexts of `cases`, in order.
    static func list(_ cases: [ActionCase]) -> [CaseContext] {
        cases.indices.map { CaseContext(name: cases[$0].name, isLast: $0 == cases.count - 1) }
    }

    static let contextName = "case"
    static let fields: [TemplateField<Self>] = [
        .text("name") { $0.name },
        .flag("isLast") { $0.isLast },
    ]
}

/// `{{#logicCases}}`: one case of the reducer skeleton's switch, and the line under it.
struct ReducerLogicCaseContext: TemplateContext {
    let logicCase: ReducerLogicCase

    static let contextName = "reducer logic case"
    static let fields: [TemplateField<Self>] = [
        .text("patterns") { $0.logicCase.patterns },
        .text("body") { $0.logicCase.body },
    ]
}

/// `{{#loaderRunners}}`: a runner the loader's middleware makes when the store installs it.
struct LoaderRunnerContext: TemplateContext {
    let runner: LoaderRunner

    static let contextName = "loader runner"
    static let fields: [TemplateField<Self>] = [
        // The local that holds it: `polls`.
        .text("variable") { $0.runner.variable },
        // Its type in ReduxRuntime: `PollRunner`.
        .text("typeName") { $0.runner.typeName },
    ]
}
