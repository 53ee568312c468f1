import ReduxGenTemplates

/// The templates a run renders with: the defaults built into the binary, with any subset
/// replaced by the user's own. A user's template is checked against the feature context
/// when the set is made, so a broken template fails before any spec is rendered; the
/// defaults are checked by the test suite rather than at every start.
public struct TemplateSet: Sendable {
    /// A template's text and where it came from.
    public struct Source: Sendable {
        /// The template's name: its file name without `.mustache` (`State`, `Loader`, …).
        public var name: String
        /// The template's text.
        public var text: String
        /// Where it was read from, for diagnostics.
        public var path: String

        /// Creates a source.
        public init(name: String, text: String, path: String) {
            self.name = name
            self.text = text
            self.path = path
        }
    }

    /// The file extension of template files.
    public static let fileExtension = "mustache"

    /// The compiled template of each part; `nil` for a part the set was not made to render.
    /// (Fields rather than an array: an array of them costs a metadata instantiation at
    /// every start.)
    private var state, action, reducer, reducerLogic, loader, viewModel, propsLogic, routing, serviceMock, transitionTests: CompiledTemplate?

    /// The parts this set renders, in `FilePart.allCases` order.
    public private(set) var parts: [FilePart] = []

    /// A hash of every template's text and of reduxgen's version: part of each generated
    /// file's `Fingerprint`.
    private(set) var fingerprint: UInt64 = 0

    /// The built-in templates, as they are in the repository's `Templates/` folder.
    public static var defaultSources: [Source] {
        DefaultTemplates.all.map { Source(name: $0.name, text: $0.text, path: "Templates/\($0.name).\(fileExtension)") }
    }

    /// The default templates with `overrides` in place of their namesakes, compiled for
    /// `parts` (a run that writes no skeletons leaves the skeleton out: nothing of it is
    /// compiled or rendered). Returns `nil` with errors when a template is unknown, does not
    /// parse or uses a name its context does not have; every override is checked, whether
    /// its part is rendered or not.
    public static func make(
        overriding overrides: [Source] = [], parts wanted: [FilePart] = FilePart.featureParts, diagnostics: inout [Diagnostic]
    ) -> TemplateSet? {
        // Indexed by `FilePart.allCases` position rather than keyed by part: a dictionary
        // keyed by an enum costs a conformance lookup at every start. Each part's template is
        // found by its index in `DefaultTemplates.all` or in `overrides` (-1: none), so that
        // no array of sources is built.
        let parts = FilePart.allCases
        let defaults = DefaultTemplates.all
        var defaultIndex = [Int](repeating: -1, count: parts.count)
        var overrideIndex = [Int](repeating: -1, count: parts.count)
        for (index, template) in defaults.enumerated() {
            if let part = FilePart(templateName: template.name) { defaultIndex[part.index] = index }
        }
        let errorsBefore = diagnostics.count
        for (index, source) in overrides.enumerated() {
            guard let part = FilePart(templateName: source.name) else {
                let file = "\(source.name).\(fileExtension)"
                let choices = parts.map { "\($0.templateName).\(fileExtension)" }
                diagnostics.append(.error(
                    "'\(file)' is not a reduxgen template" + Suggestions.hint(for: file, among: choices),
                    at: SourceLocation(path: source.path, line: 1, column: 1)))
                continue
            }
            overrideIndex[part.index] = index
        }
        var set = TemplateSet()
        set.fingerprint = Fingerprint.hash([])
        for part in parts {
            let override = overrideIndex[part.index] >= 0 ? overrides[overrideIndex[part.index]] : nil
            guard override != nil || defaultIndex[part.index] >= 0 else { preconditionFailure("every part has a default template") }
            let text = override?.text ?? defaults[defaultIndex[part.index]].text
            set.fingerprint = Fingerprint.hash(text.utf8, continuing: set.fingerprint)
            if let override {
                let problems = TemplateChecker.check(text, path: override.path, root: FeatureContext.table.schema)
                diagnostics += problems
                guard problems.isEmpty else { continue }
            }
            guard wanted.contains(part) else { continue }
            set[part] = CompiledTemplate(text)
            set.parts.append(part)
        }
        set.fingerprint = Fingerprint.hash(Generator.version.utf8, continuing: set.fingerprint)
        return diagnostics.count == errorsBefore ? set : nil
    }

    /// The compiled template of `part`.
    private subscript(part: FilePart) -> CompiledTemplate? {
        get {
            switch part {
            case .state: return state
            case .action: return action
            case .reducer: return reducer
            case .reducerLogic: return reducerLogic
            case .loader: return loader
            case .viewModel: return viewModel
            case .propsLogic: return propsLogic
            case .routing: return routing
            case .serviceMock: return serviceMock
            case .transitionTests: return transitionTests
            }
        }
        set {
            switch part {
            case .state: state = newValue
            case .action: action = newValue
            case .reducer: reducer = newValue
            case .reducerLogic: reducerLogic = newValue
            case .loader: loader = newValue
            case .viewModel: viewModel = newValue
            case .propsLogic: propsLogic = newValue
            case .routing: routing = newValue
            case .serviceMock: serviceMock = newValue
            case .transitionTests: transitionTests = newValue
            }
        }
    }

    /// Appends `part` rendered for `context`, as UTF-8, to `output`.
    func render(_ part: FilePart, _ context: FeatureContext, into output: inout OutputBuffer) {
        guard let template = self[part] else { preconditionFailure("the set was not made to render \(part)") }
        template.render(context, into: &output)
    }
}
