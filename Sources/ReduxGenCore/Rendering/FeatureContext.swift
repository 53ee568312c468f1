/// The root context of every template: one feature, with the lists and spellings the
/// templates lay out. All derivation happens in the contexts, so templates stay pure
/// layout; spellings made of several pieces are written piece by piece into the output
/// when a template uses them, so making the contexts builds no strings.
final class FeatureContext: RenderContext {
    let feature: Feature
    let imports: [ImportContext]
    let fields: [FieldContext]
    let initParameters: [ParameterContext]
    let actions: [ActionContext]
    let requests: [RequestContext]
    let passThroughCases: [CaseContext]

    init(_ feature: Feature) {
        self.feature = feature
        imports = (feature.imports + (feature.imports.contains(Self.runtimeModule) ? [] : [Self.runtimeModule]))
            .map(ImportContext.init(module:))
        fields = feature.fields.map { FieldContext(name: $0.name, type: $0.type) }
        let requests = feature.requests.mapMarkingLast(RequestContext.init)
        self.requests = requests
        let parameters = feature.fields.map(ParameterContext.Source.field) + requests.map(ParameterContext.Source.status)
        initParameters = parameters.mapMarkingLast(ParameterContext.init)
        actions = feature.actions.mapMarkingLast(ActionContext.init)
        var cases: [(baseName: String, suffix: String)] = []
        cases.reserveCapacity(feature.actions.count + 2 * feature.requests.count)
        for action in feature.actions { cases.append((action.name, "")) }
        for request in feature.requests {
            cases.append((request.name, Request.successSuffix))
            cases.append((request.name, Request.failureSuffix))
        }
        passThroughCases = cases.mapMarkingLast { CaseContext(baseName: $0.baseName, suffix: $0.suffix, isLast: $1) }
    }

    /// `public `, `package ` or nothing, to put before a declaration.
    func writeAccess(into output: inout OutputBuffer) {
        guard feature.access != .internal else { return }
        output.append(feature.access.rawValue)
        output.append(" ")
    }

    /// The module generated code compiles against.
    static let runtimeModule = "ReduxRuntime"

    static let table = ContextTable<FeatureContext>("feature", [
        .text("featureName") { $0.feature.name },
        .text("specFileName") { $0.feature.specFileName },
        .writtenText("access") { $0.writeAccess(into: &$1) },
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
        .writtenText(part.rawValue + "File") { context, output in
            output.append(context.feature.name)
            output.append(part.templateName)
            output.append(".swift")
        }
    })
}
