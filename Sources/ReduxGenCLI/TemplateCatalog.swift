import ReduxGenCore

/// The default templates, for `reduxgen templates`: listed with the files they write, or
/// one printed to start a template of your own from.
enum TemplateCatalog {
    /// The default templates' names: `State`, `Action`, ….
    static var names: [String] { TemplateSet.defaultSources.map(\.name) }

    /// `templates list`: each default template and the file it writes.
    static func printList() {
        for part in FilePart.allCases {
            let note = part.isTest ? (part.isSkeleton ? "  (--tests, written once)" : "  (--tests)")
                : part.isSkeleton ? "  (a skeleton, written once)" : ""
            Console.output("\(part.templateName).\(TemplateSet.fileExtension)  →  \(part.fileName(for: "<Feature>"))\(note)")
        }
    }

    /// `templates cat NAME`: the text of the default template `name`, as it is.
    static func printTemplate(named name: String) {
        guard let source = TemplateSet.defaultSources.first(where: { $0.name == name }) else { return }
        Console.output(source.text, terminator: "")
    }
}
