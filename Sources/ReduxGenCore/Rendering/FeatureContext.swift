/// The root context of every template: one feature, with the lists and spellings the
/// templates lay out. All derivation happens in the contexts, so templates stay pure
/// layout; spellings made of several pieces are written piece by piece into the output
/// when a template uses them, so making the contexts builds no strings.
///
/// It is also the storage of every list's elements: an element's context is a view of the
/// feature at the element's index, so this is the only context object a render makes.
///
/// It keeps the feature's strings as a `FeatureText` rather than keeping the `Feature`: a
/// string read out of the feature's arrays is retained and released at every use, and a
/// copy of the feature would be retained (and released) whole for each render.
final class FeatureContext: RenderContext {
    /// The feature's strings, which every context writes from; its lists' lengths are those
    /// of the text's lists.
    let text: FeatureText
    /// The access level of the generated declarations.
    let access: AccessLevel
    /// The feature, which the v2 parts (answers carrying params, keys, streams) are spelt
    /// from; the v1 parts are written from `text`.
    let feature: Feature
    /// What each request needs of its v2 spellings, read without copying the request.
    let requestShapes: [RequestShape]
    /// The state init's parameters, and the lines they map to in the spec.
    let initLayout: InitLayout
    /// `"Specs/TeamChat.yaml"`: the spec's path as a Swift string literal, for `#sourceLocation`.
    let sourceFileLiteral: String

    /// The module the test files (`--tests`) import with `@testable`, if any.
    let testsModule: String?

    init(_ feature: Feature, testsModule: String? = nil) {
        self.testsModule = testsModule
        text = FeatureText(feature, runtimeModule: Self.runtimeModule)
        access = feature.access
        self.feature = feature
        requestShapes = feature.requests.map(RequestShape.init)
        initLayout = InitLayout(feature)
        sourceFileLiteral = SourceLocationLine.literal(feature.specPath)
        extraCaseNames = Self.extraCaseNames(of: feature)
    }

    /// `#sourceLocation(file: "Specs/TeamChat.yaml", line: 12)`.
    func writeSourceLocation(line: Int, into output: inout OutputBuffer) {
        SourceLocationLine.write(fileLiteral: sourceFileLiteral, line: line, into: &output)
    }

    /// Whether the action enum declares anything.
    var hasActionCases: Bool { !text.actions.isEmpty || !text.requests.isEmpty || !feature.streams.isEmpty }

    /// Whether the loader's middleware handles actions other than requests: cancels and streams.
    var hasControlActions: Bool { requestShapes.contains { $0.cancel } || !feature.streams.isEmpty }

    /// The number of imported modules: the spec's, and the runtime module unless the spec
    /// imports it.
    var importCount: Int { text.imports.count }

    /// The root is its own storage, at index 0.
    static func view(of storage: FeatureContext, at _: Int) -> FeatureContext { storage }

    /// The state's init parameters: one per field, then each request's status (and count of
    /// calls in flight), then each stream's field.
    var initParameterCount: Int { initLayout.parameters.count }

    /// The action cases that start no request: one per action, then each request's success
    /// and failure cases, then the v2 cases (cancel, dismiss, streams).
    var passThroughCaseCount: Int { text.actions.count + 2 * text.requests.count + extraCaseNames.count }

    /// The action cases reduxgen's reducer handles: each request's three, then the v2 ones.
    var lifecycleCaseCount: Int { 3 * text.requests.count + extraCaseNames.count }

    /// The names of the v2 action cases that start no request (cancel, dismiss, streams).
    let extraCaseNames: [String]

    /// The names of `feature`'s v2 action cases that start no request: none in a v1 spec,
    /// which then allocates nothing.
    private static func extraCaseNames(of feature: Feature) -> [String] {
        var names: [String] = []
        for request in feature.requests {
            if request.cancel { names.append(request.cancelCaseName) }
            if request.dismiss { names.append(request.dismissCaseName) }
        }
        for stream in feature.streams {
            names += [stream.startCaseName, stream.stopCaseName, stream.receivedCaseName, stream.finishedCaseName]
        }
        return names
    }

    /// `public `, `package ` or nothing, to put before a declaration.
    /// (Literals rather than `rawValue` and a space: `rawValue` is a call, whose result is
    /// released after each use.)
    func writeAccess(into output: inout OutputBuffer) {
        switch access {
        case .internal: break
        case .public: output.append("public ")
        case .package: output.append("package ")
        }
    }

    /// `TeamChatState.swift`, the name of `part`'s file.
    func writeFileName(of part: FilePart, into output: inout OutputBuffer) {
        text.write(text.featureName, into: &output)
        output.append(part.templateName)
        output.append(FilePart.fileNameSuffix)
    }

    /// The module generated code compiles against.
    static let runtimeModule = "ReduxRuntime"

    static let table = ContextTable("feature", [
        text("featureName") { $0.text.featureName },
        text("specFileName") { $0.text.specFileName },
        writtenText("access") { $0.writeAccess(into: &$1) },
        list("imports", of: ImportContext.self) { $0.importCount },
        list("fields", of: FieldContext.self) { $0.text.fields.count },
        list("initParameters", of: ParameterContext.self) { $0.initParameterCount },
        flag("hasInitParameters") { $0.initParameterCount != 0 },
        list("actions", of: ActionContext.self) { $0.text.actions.count },
        flag("hasActions") { !$0.text.actions.isEmpty },
        list("requests", of: RequestContext.self) { $0.text.requests.count },
        flag("hasRequests") { !$0.text.requests.isEmpty },
        flag("hasAnyAction") { $0.hasActionCases },
        list("passThroughCases", of: CaseContext.self) { $0.passThroughCaseCount },
        flag("isEquatable") { $0.feature.isEquatable },
        list("streams", of: StreamContext.self) { $0.feature.streams.count },
        flag("hasStreams") { !$0.feature.streams.isEmpty },
        flag("hasRequestsOrStreams") { !$0.text.requests.isEmpty || !$0.feature.streams.isEmpty },
        flag("readsState") { $0.requestShapes.contains { $0.hasReads } },
        flag("hasControlActions") { $0.hasControlActions },
        flag("hasInitLocation") { $0.initLayout.firstLine != nil },
        writtenText("initLocation") { $0.writeSourceLocation(line: $0.initLayout.firstLine ?? 1, into: &$1) },
        writtenText("endLocation") { _, output in output.append("#sourceLocation()") },
        writtenText("stateLocation") { $0.writeSourceLocation(line: $0.feature.stateLine, into: &$1) },
        writtenText("actionLocation") { $0.writeSourceLocation(line: $0.feature.actionLine, into: &$1) },
        flag("isApp") { $0.feature.isApp },
        flag("hasTestsModule") { $0.testsModule != nil },
        writtenText("testsModule") { $1.append($0.testsModule ?? "") },
        // `TeamChatState(unread: Int.testSample)`: the state the transition tests start from.
        writtenText("sampleState") { context, output in
            let required = context.feature.fields.filter { $0.defaultValue == nil }
            output.append(context.feature.name + "State(")
            output.append(required.map { "\($0.name): \(TransitionTestCode.sample($0.type))" }.joined(separator: ", "))
            output.append(")")
        },
        list("composedFeatures", of: ComposedFeatureContext.self) { $0.feature.composedFeatures?.count ?? 0 },
        flag("hasComposedFeatures") { !($0.feature.composedFeatures?.isEmpty ?? true) },
        flag("hasViewLayer") { !$0.feature.props.isEmpty || !$0.feature.routes.isEmpty },
        flag("hasProps") { !$0.feature.props.isEmpty },
        flag("hasRoutes") { !$0.feature.routes.isEmpty },
        list("props", of: PropContext.self) { $0.feature.props.count },
        list("routes", of: RouteContext.self) { $0.feature.routes.count },
        flag("hasLifecycleCases") { $0.lifecycleCaseCount > 0 },
        list("lifecycleCases", of: LifecycleCaseContext.self) { $0.lifecycleCaseCount },
    ] + FilePart.allCases.map { part in
        writtenText(part.rawValue + "File") { $0.writeFileName(of: part, into: &$1) }
    })
}
