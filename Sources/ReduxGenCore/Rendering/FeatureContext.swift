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

    /// (Borrowing: the feature is read, not kept, so the caller's need not be copied.)
    init(_ feature: borrowing Feature) {
        text = FeatureText(feature, runtimeModule: Self.runtimeModule)
        access = feature.access
    }

    /// The number of imported modules: the spec's, and the runtime module unless the spec
    /// imports it.
    var importCount: Int { text.imports.count }

    /// The root is its own storage, at index 0.
    static func view(of storage: FeatureContext, at _: Int) -> FeatureContext { storage }

    /// The state's init parameters: one per field, then one per request's status.
    var initParameterCount: Int { text.fields.count + text.requests.count }

    /// The action cases that start no request: one per action, then each request's success
    /// and failure cases.
    var passThroughCaseCount: Int { text.actions.count + 2 * text.requests.count }

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
        flag("hasAnyAction") { !$0.text.actions.isEmpty || !$0.text.requests.isEmpty },
        list("passThroughCases", of: CaseContext.self) { $0.passThroughCaseCount },
    ] + FilePart.allCases.map { part in
        writtenText(part.rawValue + "File") { $0.writeFileName(of: part, into: &$1) }
    })
}
