import ArgumentParser
import ReduxGenCore

/// `reduxgen templates`: lists the default templates; `templates cat NAME` prints one, to
/// start a template of your own from it.
struct TemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "List the default templates, or print one to start your own from.",
        discussion: """
            To change what reduxgen writes, print a default template into a folder of your \
            own, edit it, and pass that folder with --templates: templates there replace \
            their namesakes, the others stay the defaults.

              mkdir MyTemplates
              reduxgen templates cat Loader > MyTemplates/Loader.mustache
              reduxgen Specs --output Generated --templates MyTemplates
            """,
        subcommands: [ListTemplates.self, CatTemplate.self],
        defaultSubcommand: ListTemplates.self
    )

    struct ListTemplates: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the default templates and the files they write.")

        func run() {
            for part in FilePart.allCases {
                let note = part.isSkeleton ? "  (the reducer skeleton, written once)" : ""
                Console.output("\(part.templateName).\(TemplateSet.fileExtension)  →  \(part.fileName(for: "<Feature>"))\(note)")
            }
        }
    }

    struct CatTemplate: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "cat", abstract: "Print a default template.")

        @Argument(help: "The template's name: State, Action, Reducer, ReducerLogic or Loader.")
        var name: String

        func run() throws {
            let wanted = name.hasSuffix("." + TemplateSet.fileExtension) ? String(name.dropLast(TemplateSet.fileExtension.count + 1)) : name
            guard let source = TemplateSet.defaultSources.first(where: { $0.name == wanted }) else {
                let names = TemplateSet.defaultSources.map(\.name)
                throw ValidationError("no template named '\(name)'" + Suggestions.hint(for: wanted, among: names))
            }
            print(source.text, terminator: "")
        }
    }
}
