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

/// `{{#initParameters}}`: one parameter of the state's init: a field, or a request's status.
final class ParameterContext: RenderContext {
    /// Where a parameter comes from.
    enum Source {
        /// A field of the state, with the spec's default value if any.
        case field(StateField)
        /// The status of a request, which starts `.idle`.
        case status(RequestContext)
    }

    let source: Source
    let isLast: Bool

    init(_ source: Source, isLast: Bool) {
        self.source = source
        self.isLast = isLast
    }

    static let table = ContextTable<ParameterContext>("init parameter", [
        .writtenText("name") { $0.writeName(into: &$1) },
        .writtenText("type") { $0.writeType(into: &$1) },
        .flag("hasDefault") { $0.defaultValue != nil },
        .text("defaultValue") { $0.defaultValue ?? "" },
        .flag("isLast") { $0.isLast },
    ])

    /// The default value's Swift expression, if any.
    var defaultValue: String? {
        switch source {
        case .field(let field): return field.defaultValue
        case .status: return ".idle"
        }
    }

    /// `messages`, or `loadMessagesStatus`.
    func writeName(into output: inout OutputBuffer) {
        switch source {
        case .field(let field): output.append(field.name)
        case .status(let request): request.writeStatusName(into: &output)
        }
    }

    /// `[Message]`, or `RequestStatus<ChatError>`.
    func writeType(into output: inout OutputBuffer) {
        switch source {
        case .field(let field):
            output.append(field.type)
        case .status(let request):
            request.writeStatusType(into: &output)
        }
    }
}

/// `{{#actions}}`: one synchronous action.
final class ActionContext: RenderContext {
    let action: Action
    let isLast: Bool

    init(_ action: Action, isLast: Bool) {
        self.action = action
        self.isLast = isLast
    }

    static let table = ContextTable<ActionContext>("action", [
        .text("name") { $0.action.name },
        // `""`, `(Message.ID)` or `(id: Message.ID)`.
        .writtenText("payloadDeclaration") { PayloadSpelling.writeDeclaration(of: $0.action.payload, into: &$1) },
        .flag("isLast") { $0.isLast },
    ])
}

/// `{{#passThroughCases}}`: an action case that starts no request: an action's, or a
/// request's success or failure case.
final class CaseContext: RenderContext {
    /// The action's or the request's name.
    let baseName: String
    /// What follows the base name: nothing, `Success` or `Failure`.
    let suffix: String
    let isLast: Bool

    init(baseName: String, suffix: String, isLast: Bool) {
        self.baseName = baseName
        self.suffix = suffix
        self.isLast = isLast
    }

    static let table = ContextTable<CaseContext>("case", [
        .writtenText("name") { $1.append($0.baseName); $1.append($0.suffix) },
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
