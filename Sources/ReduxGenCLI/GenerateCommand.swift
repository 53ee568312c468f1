import ArgumentParser
import ReduxGenCore

/// `reduxgen generate PATH... --output DIR`: the main job.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate Swift files from feature specs (the default subcommand).",
        discussion: """
            Every spec is checked in full before anything is written: all of its mistakes are \
            reported in the compiler's format (path:line:column: error: message), and nothing \
            is written for a spec with an error. Files whose content is unchanged are not \
            rewritten, so their timestamps and incremental builds are left alone; files that \
            change are replaced atomically.

            The reducer skeleton, <Feature>ReducerLogic.swift, is written only when it does \
            not exist yet: it is yours from then on. --force-skeletons replaces it.

            \(ExitStatus.help)
            """
    )

    @Argument(help: ArgumentHelp("Spec files (*.yaml, *.yml) or folders to search for them.", valueName: "path"))
    var paths: [String]

    @Option(name: [.short, .long], help: ArgumentHelp("The folder to write generated files to; created if missing.", valueName: "dir"))
    var output: String

    @Option(help: ArgumentHelp("The folder for the reducer skeletons (default: the output folder).", valueName: "dir"))
    var skeletons: String?

    @Flag(help: "Write no reducer skeletons (for build plugins, which may not write into sources).")
    var noSkeletons = false

    @Flag(help: "Overwrite existing reducer skeletons with fresh ones. Your reducer logic in them is lost.")
    var forceSkeletons = false

    @Option(help: ArgumentHelp("A folder of templates (State.mustache, …) that replace their namesakes among the defaults.", valueName: "dir"))
    var templates: String?

    @Flag(help: "Write nothing; exit with status 2 naming every generated file that is missing or stale.")
    var check = false

    @Flag(
        inversion: .prefixedNo,
        help: ArgumentHelp(
            "Remove generated files of specs that are gone (only files with reduxgen's header; never skeletons).",
            discussion: "On by default when every path is a folder, so the run knows every spec; off when spec files are named."))
    var prune: Bool?

    @Option(help: ArgumentHelp("How to print diagnostics: text (path:line:column: error: ...) or json (one object per line).", valueName: "format"))
    var diagnosticsFormat: DiagnosticFormat = .text

    @Flag(name: [.short, .long], help: "Print only diagnostics.")
    var quiet = false

    @Flag(name: [.short, .long], help: "Print every file and what happened to it.")
    var verbose = false

    /// The parsed command line.
    var options: GenerateOptions {
        GenerateOptions(
            paths: paths, output: output, skeletons: skeletons, noSkeletons: noSkeletons, forceSkeletons: forceSkeletons,
            templates: templates, check: check, prune: prune, diagnosticsFormat: diagnosticsFormat, quiet: quiet,
            verbose: verbose)
    }

    func validate() throws {
        if let conflict = options.conflict { throw ValidationError(conflict) }
    }

    func run() throws {
        let status = GenerateJob(options: options).run()
        if status != ExitStatus.success { throw ExitCode(status) }
    }
}
