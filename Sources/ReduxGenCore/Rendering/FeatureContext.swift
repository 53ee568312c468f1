/// The root context of every template: one feature, with the lists and spellings the
/// templates lay out. All derivation happens in the contexts, so templates stay pure
/// layout; spellings made of several pieces are written piece by piece into the output
/// when a template uses them, so making the contexts builds no strings.
///
/// It is also the storage of every list's elements: an element's context is a view of the
/// feature at the element's index, so this is the only context object a render makes.
final class FeatureContext: RenderContext {
    let feature: Feature
    /// The number of imported modules: the spec's, and the runtime module unless the spec
    /// imports it.
    let importCount: Int

    init(_ feature: Feature) {
        self.feature = feature
        importCount = feature.imports.count + (feature.imports.contains(Self.runtimeModule) ? 0 : 1)
    }

    /// The root is its own storage, at index 0.
    static func view(of storage: FeatureContext, at _: Int) -> FeatureContext { storage }

    /// The state's init parameters: one per field, then one per request's status.
    var initParameterCount: Int { feature.fields.count + feature.requests.count }

    /// The action cases that start no request: one per action, then each request's success
    /// and failure cases.
    var passThroughCaseCount: Int { feature.actions.count + 2 * feature.requests.count }

    /// `public `, `package ` or nothing, to put before a declaration.
    func writeAccess(into output: inout OutputBuffer) {
        guard feature.access != .internal else { return }
        output.append(feature.access.rawValue)
        output.append(" ")
    }

    /// The module generated code compiles against.
    static let runtimeModule = "ReduxRuntime"

    static let table = ContextTable("feature", [
        text("featureName") { $0.feature.name },
        text("specFileName") { $0.feature.specFileName },
        writtenText("access") { $0.writeAccess(into: &$1) },
        list("imports", of: ImportContext.self) { $0.importCount },
        list("fields", of: FieldContext.self) { $0.feature.fields.count },
        list("initParameters", of: ParameterContext.self) { $0.initParameterCount },
        flag("hasInitParameters") { $0.initParameterCount != 0 },
        list("actions", of: ActionContext.self) { $0.feature.actions.count },
        flag("hasActions") { !$0.feature.actions.isEmpty },
        list("requests", of: RequestContext.self) { $0.feature.requests.count },
        flag("hasRequests") { !$0.feature.requests.isEmpty },
        flag("hasAnyAction") { !$0.feature.actions.isEmpty || !$0.feature.requests.isEmpty },
        list("passThroughCases", of: CaseContext.self) { $0.passThroughCaseCount },
    ] + FilePart.allCases.map { part in
        writtenText(part.rawValue + "File") { part.writeFileName(for: $0.feature.name, into: &$1) }
    })
}
