// The contexts of the root's lists: each is a view of the feature at its element's index.

/// The context of one element of a root list: a view of the feature at the element's index.
protocol FeatureElementContext: RenderContext where Storage == FeatureContext {
    init(root: FeatureContext, index: Int)
    var root: FeatureContext { get }
}

extension FeatureElementContext {
    static func view(of root: FeatureContext, at index: Int) -> Self {
        Self(root: root, index: index)
    }

    /// Appends the feature's string at `span` to `output`.
    func write(_ span: TextSpan, into output: inout OutputBuffer) {
        root.text.write(span, into: &output)
    }
}

/// `{{#imports}}`: one imported module: the spec's, then the runtime module unless the spec
/// imports it.
struct ImportContext: FeatureElementContext {
    let root: FeatureContext
    let index: Int

    static let table = ContextTable("import", [
        text("module") { $0.root.text.imports[$0.index] },
    ])
}

/// `{{#fields}}`: one stored property of the state, as the spec declares it.
struct FieldContext: FeatureElementContext {
    let root: FeatureContext
    let index: Int

    static let table = ContextTable("field", [
        text("name") { $0.field.name },
        text("type") { $0.field.type },
    ])

    var field: FieldText { root.text.fields[index] }
}

/// `{{#initParameters}}`: one parameter of the state's init: a field, or (after the fields)
/// a request's status.
struct ParameterContext: FeatureElementContext {
    let root: FeatureContext
    let index: Int

    static let table = ContextTable("init parameter", [
        writtenText("name") { $0.writeName(into: &$1) },
        writtenText("type") { $0.writeType(into: &$1) },
        flag("hasDefault") { !$0.isField || $0.field.defaultValue != nil },
        writtenText("defaultValue") { $0.writeDefaultValue(into: &$1) },
        flag("isLast") { $0.index == $0.root.initParameterCount - 1 },
    ])

    /// Whether the parameter is a field's; the requests' statuses follow the fields.
    private var isField: Bool { index < root.text.fields.count }

    private var field: FieldText { root.text.fields[index] }

    /// The request whose status the parameter is, when it is not a field's.
    private var request: RequestContext {
        RequestContext(root: root, index: index - root.text.fields.count)
    }

    /// `messages`, or `loadMessagesStatus`.
    func writeName(into output: inout OutputBuffer) {
        if isField {
            write(field.name, into: &output)
        } else {
            request.writeStatusName(into: &output)
        }
    }

    /// `[Message]`, or `RequestStatus<ChatError>`.
    func writeType(into output: inout OutputBuffer) {
        if isField {
            write(field.type, into: &output)
        } else {
            request.writeStatusType(into: &output)
        }
    }

    /// The default value's Swift expression, if any: a status starts `.idle`.
    func writeDefaultValue(into output: inout OutputBuffer) {
        if isField {
            if let defaultValue = field.defaultValue { write(defaultValue, into: &output) }
        } else {
            output.append(".idle")
        }
    }
}

/// `{{#actions}}`: one synchronous action.
struct ActionContext: FeatureElementContext {
    let root: FeatureContext
    let index: Int

    static let table = ContextTable("action", [
        text("name") { $0.action.name },
        // `""`, `(Message.ID)` or `(id: Message.ID)`.
        writtenText("payloadDeclaration") {
            PayloadSpelling.writeDeclaration(of: $0.action.payload, from: $0.root.text, into: &$1)
        },
        flag("isLast") { $0.index == $0.root.text.actions.count - 1 },
    ])

    var action: ActionText { root.text.actions[index] }
}

/// `{{#passThroughCases}}`: an action case that starts no request: an action's, then each
/// request's success and failure cases.
struct CaseContext: FeatureElementContext {
    let root: FeatureContext
    let index: Int

    static let table = ContextTable("case", [
        writtenText("name") { $0.writeName(into: &$1) },
        flag("isLast") { $0.index == $0.root.passThroughCaseCount - 1 },
    ])

    /// `clearDraft`, `loadMessagesSuccess` or `loadMessagesFailure`.
    func writeName(into output: inout OutputBuffer) {
        let actionCount = root.text.actions.count
        guard index >= actionCount else {
            write(root.text.actions[index].name, into: &output)
            return
        }
        let requestCase = index - actionCount
        write(root.text.requests[requestCase / 2].name, into: &output)
        if requestCase % 2 == 0 {
            output.append(Request.successSuffix)
        } else {
            output.append(Request.failureSuffix)
        }
    }
}
