/// `{{#imports}}`: one imported module.
struct ImportContext: RenderContext {
    var module: String

    static let table = ContextTable<Self>("import", [
        .text("module") { $0.module },
    ])
}

/// `{{#fields}}`: one stored property of the state, as the spec declares it.
struct FieldContext: RenderContext {
    var name: String
    var type: String

    static let table = ContextTable<Self>("field", [
        .text("name") { $0.name },
        .text("type") { $0.type },
    ])
}

/// `{{#initParameters}}`: one parameter of the state's init (fields, then request statuses).
struct ParameterContext: RenderContext {
    var name: String
    var type: String
    var defaultValue: String?
    var isLast = false

    static let table = ContextTable<Self>("init parameter", [
        .text("name") { $0.name },
        .text("type") { $0.type },
        .flag("hasDefault") { $0.defaultValue != nil },
        .text("defaultValue") { $0.defaultValue ?? "" },
        .flag("isLast") { $0.isLast },
    ])
}

/// `{{#actions}}`: one synchronous action.
struct ActionContext: RenderContext {
    var name: String
    /// `""`, `(Message.ID)` or `(id: Message.ID)`.
    var payloadDeclaration: String
    var isLast = false

    static let table = ContextTable<Self>("action", [
        .text("name") { $0.name },
        .text("payloadDeclaration") { $0.payloadDeclaration },
        .flag("isLast") { $0.isLast },
    ])
}

/// `{{#passThroughCases}}`: an action case that starts no request.
struct CaseContext: RenderContext {
    var name: String
    var isLast = false

    static let table = ContextTable<Self>("case", [
        .text("name") { $0.name },
        .flag("isLast") { $0.isLast },
    ])
}

extension Array {
    /// The elements, with `isLast` set on the last one.
    func markingLast(_ setLast: (inout Element) -> Void) -> [Element] {
        var elements = self
        if !elements.isEmpty { setLast(&elements[elements.count - 1]) }
        return elements
    }
}
