// The contexts of the root's lists: each is a view of the feature at its element's index.

/// The context of one element of a root list: a view of the feature at the element's index.
protocol FeatureElementContext: RenderContext where Storage == FeatureContext {
    init(root: FeatureContext, index: Int)
}

extension FeatureElementContext {
    static func view(of root: FeatureContext, at index: Int) -> Self {
        Self(root: root, index: index)
    }
}

/// `{{#imports}}`: one imported module: the spec's, then the runtime module unless the spec
/// imports it.
struct ImportContext: FeatureElementContext {
    let root: FeatureContext
    let index: Int

    static let table = ContextTable("import", [
        text("module") { $0.module },
    ])

    var module: String {
        index < root.feature.imports.count ? root.feature.imports[index] : FeatureContext.runtimeModule
    }
}

/// `{{#fields}}`: one stored property of the state, as the spec declares it.
struct FieldContext: FeatureElementContext {
    let root: FeatureContext
    let index: Int

    static let table = ContextTable("field", [
        text("name") { $0.field.name },
        text("type") { $0.field.type },
    ])

    var field: StateField { root.feature.fields[index] }
}

/// `{{#initParameters}}`: one parameter of the state's init: a field, or (after the fields)
/// a request's status.
struct ParameterContext: FeatureElementContext {
    let root: FeatureContext
    let index: Int

    static let table = ContextTable("init parameter", [
        writtenText("name") { $0.writeName(into: &$1) },
        writtenText("type") { $0.writeType(into: &$1) },
        flag("hasDefault") { $0.defaultValue != nil },
        text("defaultValue") { $0.defaultValue ?? "" },
        flag("isLast") { $0.index == $0.root.initParameterCount - 1 },
    ])

    /// Whether the parameter is a field's; the requests' statuses follow the fields.
    private var isField: Bool { index < root.feature.fields.count }

    private var field: StateField { root.feature.fields[index] }

    /// The request whose status the parameter is, when it is not a field's.
    private var request: RequestContext {
        RequestContext(root: root, index: index - root.feature.fields.count)
    }

    /// The default value's Swift expression, if any: a status starts `.idle`.
    var defaultValue: String? { isField ? field.defaultValue : ".idle" }

    /// `messages`, or `loadMessagesStatus`.
    func writeName(into output: inout OutputBuffer) {
        if isField {
            output.append(field.name)
        } else {
            request.writeStatusName(into: &output)
        }
    }

    /// `[Message]`, or `RequestStatus<ChatError>`.
    func writeType(into output: inout OutputBuffer) {
        if isField {
            output.append(field.type)
        } else {
            request.writeStatusType(into: &output)
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
        writtenText("payloadDeclaration") { PayloadSpelling.writeDeclaration(of: $0.action.payload, into: &$1) },
        flag("isLast") { $0.index == $0.root.feature.actions.count - 1 },
    ])

    var action: Action { root.feature.actions[index] }
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
        let actions = root.feature.actions
        guard index >= actions.count else {
            output.append(actions[index].name)
            return
        }
        let requestCase = index - actions.count
        output.append(root.feature.requests[requestCase / 2].name)
        output.append(requestCase % 2 == 0 ? Request.successSuffix : Request.failureSuffix)
    }
}
