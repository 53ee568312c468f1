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
        writtenText("location") { $0.root.writeSourceLocation(line: $0.root.feature.fields[$0.index].line, into: &$1) },
    ])

    var field: FieldText { root.text.fields[index] }
}

/// `{{#initParameters}}`: one parameter of the state's init: a field, a request's status
/// or count of calls in flight, or a stream's field (see `InitLayout`).
struct ParameterContext: FeatureElementContext {
    let root: FeatureContext
    let index: Int

    static let table = ContextTable("init parameter", [
        writtenText("name") { $0.writeName(into: &$1) },
        writtenText("type") { $0.writeType(into: &$1) },
        flag("hasDefault") { $0.hasDefault },
        writtenText("defaultValue") { $0.writeDefaultValue(into: &$1) },
        flag("isLast") { $0.index == $0.root.initParameterCount - 1 },
        writtenText("padding") { $0.writePadding(into: &$1) },
    ])

    private var parameter: InitLayout.Parameter { root.initLayout.parameters[index] }

    private var hasDefault: Bool {
        if case .field(let field) = parameter { return root.text.fields[field].defaultValue != nil }
        return true
    }

    /// The blank lines that put the parameter on its spec line.
    func writePadding(into output: inout OutputBuffer) {
        for _ in 0..<root.initLayout.padding[index] { output.append(UInt8(ascii: "\n")) }
    }

    /// `messages`, `loadMessagesStatus`, `sendInFlight` or `roomUpdatesActive`.
    func writeName(into output: inout OutputBuffer) {
        switch parameter {
        case .field(let field): write(root.text.fields[field].name, into: &output)
        case .status(let request): RequestContext(root: root, index: request).writeStatusName(into: &output)
        case .inFlight(let request): output.append(root.feature.requests[request].inFlightFieldName)
        case .active(let stream): output.append(root.feature.streams[stream].activeFieldName)
        }
    }

    /// `[Message]`, `RequestStatus<ChatError>`, `Int` or `Set<Room.ID>`.
    func writeType(into output: inout OutputBuffer) {
        switch parameter {
        case .field(let field): write(root.text.fields[field].type, into: &output)
        case .status(let request): RequestContext(root: root, index: request).writeStatusType(into: &output)
        case .inFlight: output.append("Int")
        case .active(let stream): output.append(StreamCode(stream: root.feature.streams[stream]).activeType)
        }
    }

    /// The default value's Swift expression, if any: a status starts idle, a count at 0,
    /// a stream stopped.
    func writeDefaultValue(into output: inout OutputBuffer) {
        switch parameter {
        case .field(let field):
            if let defaultValue = root.text.fields[field].defaultValue { write(defaultValue, into: &output) }
        case .status(let request):
            output.append(root.requestShapes[request].hasKey ? "[:]" : ".idle")
        case .inFlight: output.append("0")
        case .active(let stream): output.append(StreamCode(stream: root.feature.streams[stream]).activeDefault)
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
        writtenText("location") { $0.root.writeSourceLocation(line: $0.root.feature.actions[$0.index].line, into: &$1) },
        flag("hasPayload") {
            if case .none = $0.action.payload { return false }
            return true
        },
        // `(let id, let text)`: the skeletons' patterns, which bind each value by its label.
        writtenText("binding") { $1.append(PayloadParts($0.root.feature.actions[$0.index].payload).bindingPattern) },
        // `(id, text)` or `id`: what the skeletons' `_ =` lines name.
        writtenText("boundNames") { $1.append(PayloadParts($0.root.feature.actions[$0.index].payload).boundNames) },
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

    /// `clearDraft`, `loadMessagesSuccess`, `loadMessagesFailure`, or a v2 case
    /// (`cancelLoadMessages`, `startRoomUpdates`, …).
    func writeName(into output: inout OutputBuffer) {
        let actionCount = root.text.actions.count
        guard index >= actionCount else {
            write(root.text.actions[index].name, into: &output)
            return
        }
        let requestCase = index - actionCount
        guard requestCase < 2 * root.text.requests.count else {
            output.append(root.extraCaseNames[requestCase - 2 * root.text.requests.count])
            return
        }
        write(root.text.requests[requestCase / 2].name, into: &output)
        if requestCase % 2 == 0 {
            output.append(Request.successSuffix)
        } else {
            output.append(Request.failureSuffix)
        }
    }
}

/// `{{#props}}`: one prop of the view.
struct PropContext: FeatureElementContext {
    let root: FeatureContext
    let index: Int

    static let table = ContextTable("prop", [
        writtenText("name") { $1.append($0.prop.name) },
        writtenText("type") { $1.append($0.prop.type) },
        writtenText("location") { $0.root.writeSourceLocation(line: $0.prop.line, into: &$1) },
        // `state.messages`, or the prop's default or empty value.
        writtenText("derivation") {
            switch $0.prop.derivation {
            case .stateField: $1.append("state." + $0.prop.name)
            case .expression(let text): $1.append(text)
            }
        },
        flag("isLast") { $0.index == $0.root.feature.props.count - 1 },
    ])

    var prop: Prop { root.feature.props[index] }
}

/// `{{#routes}}`: one route of the feature.
struct RouteContext: FeatureElementContext {
    let root: FeatureContext
    let index: Int

    static let table = ContextTable("route", [
        writtenText("name") { $1.append($0.route.name) },
        writtenText("payloadDeclaration") { $1.append(PayloadParts.parenthesized(PayloadParts($0.route.payload).declarationList)) },
        writtenText("location") { $0.root.writeSourceLocation(line: $0.route.line, into: &$1) },
    ])

    var route: Action { root.feature.routes[index] }
}

/// `{{#lifecycleCases}}`: an action case that reduxgen's reducer handles (a request's three
/// cases, then cancel, dismiss and stream cases), which skeletons group in one `case`.
struct LifecycleCaseContext: FeatureElementContext {
    let root: FeatureContext
    let index: Int

    static let table = ContextTable("lifecycle case", [
        writtenText("name") { $0.writeName(into: &$1) },
        flag("isLast") { $0.index == $0.root.lifecycleCaseCount - 1 },
    ])

    /// `load`, `loadSuccess`, `loadFailure`, … then `cancelLoad`, `startUpdates`, ….
    func writeName(into output: inout OutputBuffer) {
        let requestCases = 3 * root.text.requests.count
        guard index < requestCases else { return output.append(root.extraCaseNames[index - requestCases]) }
        let request = RequestContext(root: root, index: index / 3)
        switch index % 3 {
        case 0: write(request.request.name, into: &output)
        case 1: request.writeSuccessName(into: &output)
        default: request.writeFailureName(into: &output)
        }
    }
}

/// `{{#composedFeatures}}`: one feature of an app spec.
struct ComposedFeatureContext: FeatureElementContext {
    let root: FeatureContext
    let index: Int

    static let table = ContextTable("composed feature", [
        writtenText("property") { $1.append($0.composed.property) },
        writtenText("feature") { $1.append($0.composed.feature) },
        writtenText("location") { $0.root.writeSourceLocation(line: $0.composed.line, into: &$1) },
        flag("isLast") { $0.index == ($0.root.feature.composedFeatures?.count ?? 0) - 1 },
    ])

    var composed: ComposedFeature { root.feature.composedFeatures?[index] ?? ComposedFeature(property: "", feature: "") }
}
