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

    func validate() throws {
        if quiet && verbose { throw ValidationError("--quiet and --verbose cannot be used together.") }
        if noSkeletons && (forceSkeletons || skeletons != nil) {
            throw ValidationError("--no-skeletons cannot be used with --force-skeletons or --skeletons.")
        }
        if check && forceSkeletons { throw ValidationError("--check writes nothing, so --force-skeletons has no effect with it.") }
    }

    /// Pruning is on by default only when the run knows every spec: every path is a folder.
    private var shouldPrune: Bool {
        prune ?? paths.allSatisfy { FileSystem.kind(of: $0) == .directory }
    }

    func run() throws {
        let start = ContinuousClock.now
        let printer = DiagnosticPrinter(format: diagnosticsFormat)
        var diagnostics: [Diagnostic] = []

        let templateSet = TemplateLoading.templateSet(folder: templates, diagnostics: &diagnostics)
        let specs = SpecDiscovery.specs(in: paths, diagnostics: &diagnostics)
        diagnostics += Generator.duplicateFeatures(amongSpecsAt: specs)
        if diagnostics.containsErrors || templateSet == nil {
            printer.print(diagnostics)
            throw ExitStatus.errors
        }
        printer.print(diagnostics)

        var writer = OutputWriter(
            outputFolder: output,
            skeletonFolder: noSkeletons ? nil : (skeletons ?? output),
            forceSkeletons: forceSkeletons,
            checkOnly: check)
        if !check {
            do {
                writer.outputFolderIsNew = try FileSystem.createDirectory(output)
                if let folder = writer.skeletonFolder { try FileSystem.createDirectory(folder) }
            } catch {
                printer.print([.error(error.description, at: nil)])
                throw ExitStatus.errors
            }
        }
        let manifest = ManifestFile(outputFolder: output)
        let run = GenerationRun(generator: Generator(templates: templateSet!), writer: writer, manifest: manifest.original)
        let reports = run.run(specs)
        let pruning = shouldPrune ? StaleFilePruner(outputFolder: output, checkOnly: check).prune(keepingOutputsOf: specs) : nil
        if !check { manifest.save(reports, keepingOthers: pruning == nil) }
        let summary = RunSummary(reports: reports, checkOnly: check, duration: ContinuousClock.now - start, pruning: pruning)
        for report in reports { printer.print(report.diagnostics) }
        if let pruning { printer.print(pruning.diagnostics) }
        if check { printer.print(summary.outOfDateDiagnostics) }
        if verbose { summary.printFiles() }
        if !quiet { summary.printSummary() }

        if summary.hasErrors { throw ExitStatus.errors }
        if check && summary.isOutOfDate { throw ExitStatus.outOfDate }
    }
}
