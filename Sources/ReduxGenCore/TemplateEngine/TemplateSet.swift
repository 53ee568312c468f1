/// The templates a run renders with: the defaults built into the binary, with any subset
/// replaced by the user's own. Every template is checked against the feature context when
/// the set is made, so a broken template fails before any spec is rendered.
package struct TemplateSet: Sendable {
    /// A template's text and where it came from.
    package struct Source: Sendable {
        /// The template's name: its file name without `.mustache` (`State`, `Loader`, …).
        package var name: String
        /// The template's text.
        package var text: String
        /// Where it was read from, for diagnostics.
        package var path: String

        /// Creates a source.
        package init(name: String, text: String, path: String) {
            self.name = name
            self.text = text
            self.path = path
        }
    }

    /// The file extension of template files.
    package static let fileExtension = "mustache"

    /// The template of each part the set renders.
    private var templates: [FilePart: Template] = [:]

    /// The parts this set renders, in `FilePart.allCases` order.
    package private(set) var parts: [FilePart] = []

    /// A hash of every template's text and of the headers the renderer writes: part of each
    /// spec's `Fingerprint.inputs`.
    private(set) var fingerprint: UInt64 = 0

    /// The built-in templates, as they are in the repository's `Templates/` folder.
    package static var defaultSources: [Source] { FilePart.allCases.map(defaultSource) }

    /// The built-in template of `part`.
    static func defaultSource(of part: FilePart) -> Source {
        Source(name: part.templateName, text: part.defaultTemplate, path: "Templates/\(part.templateName).\(fileExtension)")
    }

    /// The default templates with `overrides` in place of their namesakes, for `parts` (a
    /// run that writes no skeletons leaves the skeleton out). Returns `nil` with errors when
    /// a template is unknown, does not parse or uses a name its context does not have;
    /// every override is checked, whether its part is rendered or not.
    package static func make(
        overriding overrides: [Source] = [], parts wanted: [FilePart] = FilePart.featureParts, diagnostics: inout [Diagnostic]
    ) -> TemplateSet? {
        let countBefore = diagnostics.count
        var overridden: [FilePart: Source] = [:]
        for source in overrides {
            guard let part = FilePart(templateName: source.name) else {
                let file = "\(source.name).\(fileExtension)"
                let choices = FilePart.allCases.map { "\($0.templateName).\(fileExtension)" }
                diagnostics.append(.error(
                    "'\(file)' is not a reduxgen template" + Suggestions.hint(for: file, among: choices),
                    at: SourceLocation(path: source.path, line: 1, column: 1)))
                continue
            }
            overridden[part] = source
        }
        var set = TemplateSet()
        // The headers the renderer writes are part of every file, as the templates are.
        set.fingerprint = FileHeader.all.reduce(Fingerprint.hash([])) {
            Fingerprint.hash($1.text(fileName: "", specFileName: "").utf8, continuing: $0)
        }
        let root = FeatureContext.schema
        for part in FilePart.allCases {
            let source = overridden[part] ?? defaultSource(of: part)
            set.fingerprint = Fingerprint.hash(source.text.utf8, continuing: set.fingerprint)
            // A default template of a part the run does not render is not parsed (the build
            // plugin's runs render the generated parts alone); the tests render every default.
            let isWanted = wanted.contains(part)
            // The default templates write no header (`TemplateCheckTests`); a user's is checked.
            guard isWanted || overridden[part] != nil,
                overridden[part] == nil || writesNoHeader(source, of: part, diagnostics: &diagnostics),
                let template = Template(source.text, path: source.path, root: root, diagnostics: &diagnostics),
                isWanted
            else { continue }
            set.templates[part] = template
            set.parts.append(part)
        }
        return diagnostics[countBefore...].contains { $0.severity == .error } ? nil : set
    }

    /// Whether `source` leaves the file's header to the renderer, which writes it above every
    /// file; an error at the line where the template writes one of its own (a template copied
    /// from a reduxgen that had its templates write it) otherwise.
    static func writesNoHeader(_ source: Source, of part: FilePart, diagnostics: inout [Diagnostic]) -> Bool {
        let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = lines.firstIndex(where: { line in FileHeader.all.contains { $0.startsOwnershipLine(line) } }) else { return true }
        diagnostics.append(.error(
            "reduxgen writes the file's header above what the template renders; delete the template's lines of it: "
                + part.kind.header.lineSummary,
            at: SourceLocation(path: source.path, line: index + 1, column: 1)))
        return false
    }

    /// Appends `part` rendered for `context`, as UTF-8, to `output`.
    func render(_ part: FilePart, _ context: FeatureContext, appendingTo output: inout [UInt8]) {
        guard let template = templates[part] else { preconditionFailure("the set was not made to render \(part)") }
        template.render(context, appendingTo: &output)
    }
}
