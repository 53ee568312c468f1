/// `{{#imports}}`: one imported module.
final class ImportContext: RenderContext {
    let module: String

    init(module: String) {
        self.module = module
    }

    static let table = ContextTable<ImportContext>("import", [
        .text("module") { $0.module },
    ])
}

/// `{{#fields}}`: one stored property of the state, as the spec declares it.
final class FieldContext: RenderContext {
    let name: String
    let type: String

    init(name: String, type: String) {
        self.name = name
        self.type = type
    }

    static let table = ContextTable<FieldContext>("field", [
        .text("name") { $0.name },
        .text("type") { $0.type },
    ])
}

/// `{{#initParameters}}`: one parameter of the state's init (fields, then request statuses).
final class ParameterContext: RenderContext {
    let name: String
    let type: String
    let defaultValue: String?
    let isLast: Bool

    init(name: String, type: String, defaultValue: String?, isLast: Bool) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.isLast = isLast
    }

    static let table = ContextTable<ParameterContext>("init parameter", [
        .text("name") { $0.name },
        .text("type") { $0.type },
        .flag("hasDefault") { $0.defaultValue != nil },
        .text("defaultValue") { $0.defaultValue ?? "" },
        .flag("isLast") { $0.isLast },
    ])
}

/// `{{#actions}}`: one synchronous action.
final class ActionContext: RenderContext {
    let name: String
    /// `""`, `(Message.ID)` or `(id: Message.ID)`.
    let payloadDeclaration: String
    let isLast: Bool

    init(name: String, payloadDeclaration: String, isLast: Bool) {
        self.name = name
        self.payloadDeclaration = payloadDeclaration
        self.isLast = isLast
    }

    static let table = ContextTable<ActionContext>("action", [
        .text("name") { $0.name },
        .text("payloadDeclaration") { $0.payloadDeclaration },
        .flag("isLast") { $0.isLast },
    ])
}

/// `{{#passThroughCases}}`: an action case that starts no request.
final class CaseContext: RenderContext {
    let name: String
    let isLast: Bool

    init(name: String, isLast: Bool) {
        self.name = name
        self.isLast = isLast
    }

    static let table = ContextTable<CaseContext>("case", [
        .text("name") { $0.name },
        .flag("isLast") { $0.isLast },
    ])
}

extension Collection {
    /// The elements transformed in order, each told whether it is the last one (for the
    /// `isLast` flag templates use to leave out a final comma).
    func mapMarkingLast<Result>(_ transform: (Element, _ isLast: Bool) -> Result) -> [Result] {
        var results: [Result] = []
        results.reserveCapacity(count)
        var remaining = count
        for element in self {
            remaining -= 1
            results.append(transform(element, remaining == 0))
        }
        return results
    }
}
