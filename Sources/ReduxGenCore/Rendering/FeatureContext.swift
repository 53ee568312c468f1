/// The root context of every template: one feature, with the lists and spellings the
/// templates lay out. All derivation happens here, so templates stay pure layout.
final class FeatureContext: RenderContext {
    let feature: Feature
    let imports: [ImportContext]
    let fields: [FieldContext]
    let initParameters: [ParameterContext]
    let actions: [ActionContext]
    let requests: [RequestContext]
    let passThroughCases: [CaseContext]
    /// `public `, `package ` or nothing, to put before a declaration.
    let access: String

    init(_ feature: Feature) {
        self.feature = feature
        access = feature.access == .internal ? "" : feature.access.rawValue + " "
        imports = (feature.imports + (feature.imports.contains(Self.runtimeModule) ? [] : [Self.runtimeModule]))
            .map(ImportContext.init(module:))
        fields = feature.fields.map { FieldContext(name: $0.name, type: $0.type) }
        let requests = feature.requests.mapMarkingLast(RequestContext.init)
        self.requests = requests
        let parameters = feature.fields.map { (name: $0.name, type: $0.type, defaultValue: $0.defaultValue) }
            + requests.map { (name: $0.statusName, type: "RequestStatus<\($0.failureType)>", defaultValue: ".idle" as String?) }
        initParameters = parameters.mapMarkingLast {
            ParameterContext(name: $0.name, type: $0.type, defaultValue: $0.defaultValue, isLast: $1)
        }
        actions = feature.actions.mapMarkingLast {
            ActionContext(name: $0.name, payloadDeclaration: PayloadSpelling.declaration(of: $0.payload), isLast: $1)
        }
        passThroughCases = (feature.actions.map(\.name) + feature.requests.flatMap { [$0.successCaseName, $0.failureCaseName] })
            .mapMarkingLast(CaseContext.init)
    }

    /// The module generated code compiles against.
    static let runtimeModule = "ReduxRuntime"

    static let table = ContextTable<FeatureContext>("feature", [
        .text("featureName") { $0.feature.name },
        .text("specFileName") { $0.feature.specFileName },
        .text("access") { $0.access },
        .list("imports") { $0.imports },
        .list("fields") { $0.fields },
        .list("initParameters") { $0.initParameters },
        .flag("hasInitParameters") { !$0.initParameters.isEmpty },
        .list("actions") { $0.actions },
        .flag("hasActions") { !$0.actions.isEmpty },
        .list("requests") { $0.requests },
        .flag("hasRequests") { !$0.requests.isEmpty },
        .flag("hasAnyAction") { !$0.actions.isEmpty || !$0.requests.isEmpty },
        .list("passThroughCases") { $0.passThroughCases },
    ] + FilePart.allCases.map { part in
        .text(part.rawValue + "File") { part.fileName(for: $0.feature.name) }
    })
}
