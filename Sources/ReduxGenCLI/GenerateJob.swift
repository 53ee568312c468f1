import ReduxGenCore

/// One `reduxgen generate`: discover the specs, generate and write them, prune, save the
/// manifest, report. Parsing the command line is not its business (see `GenerateOptions`).
struct GenerateJob {
    var options: GenerateOptions
    /// The test files' planning and code; `nil` in the build plugin's tool, which writes no
    /// transition tests.
    var testFileWriter: (any TestFileWriter)?

    /// Pruning is on by default only when the run knows every spec: every path is a folder.
    private var shouldPrune: Bool {
        options.prune ?? options.paths.allSatisfy { FileSystem.kind(of: $0) == .directory }
    }

    /// Runs the job; returns the exit status (`ExitStatus`).
    func run() -> Int32 {
        let start = ContinuousClock.now
        let printer = DiagnosticPrinter(format: options.diagnosticsFormat)
        var diagnostics: [Diagnostic] = []

        // A run renders only the parts it writes: no skeletons (the build plugin's), only
        // skeletons (the command plugin's), and the test files with --tests.
        let featureParts = options.onlySkeletons ? FilePart.skeletonParts : options.noSkeletons ? FilePart.generatedParts : FilePart.featureParts
        let testParts = FilePart.testParts.filter { $0.isSkeleton ? !options.noSkeletons : !options.onlySkeletons }
        let parts = featureParts + (options.tests == nil ? [] : testParts)
        // A folder to search usually holds many specs: the loop's threads start now, while
        // the templates are read and the specs found.
        if options.paths.contains(where: { FileSystem.kind(of: $0) == .directory }) { ParallelLoop.startWorkers() }
        let templateSet = TemplateLoading.templateSet(folder: options.templates, parts: parts, diagnostics: &diagnostics)
        let specs = SpecDiscovery.specs(in: options.paths, diagnostics: &diagnostics)
        diagnostics += FeaturesInRun.duplicates(amongSpecsAt: specs)
        for (option, folder, what) in [("--output", options.output, "the generated files"), ("--skeletons", options.skeletons, "the skeletons")] {
            if let folder, let kind = FileSystem.kind(of: folder), kind != .directory {
                diagnostics.append(.error("\(option) \(folder) is not a folder; give the folder \(what) go to", at: nil))
            }
        }
        if let tests = options.tests, let problem = Self.testsFolderProblem(tests, output: options.output) {
            diagnostics.append(.error(problem, at: nil))
        }
        // The transition tests and their samples (the test skeletons) need the test files' code.
        if testFileWriter == nil, parts.contains(where: { $0.kind == .testSkeleton }) {
            diagnostics.append(.error(
                "this reduxgen is the build plugin's tool, which writes the service mocks of --tests only: add --no-skeletons, or run "
                    + "`swift run reduxgen` for the transition tests", at: nil))
        }
        printer.print(diagnostics)
        guard !diagnostics.containsErrors, let templateSet else {
            // A watched round always ends with one line.
            if options.watch && !options.quiet { Console.output("reduxgen: nothing generated: errors above") }
            return ExitStatus.errors
        }

        var writer = OutputWriter(
            outputFolder: options.output,
            skeletonFolder: options.noSkeletons ? nil : (options.skeletons ?? options.output),
            testsFolder: options.tests,
            forceSkeletons: options.forceSkeletons,
            checkOnly: options.check)
        // The folders this run creates, removed again if it writes nothing into them.
        var createdFolders: [String] = []
        if !options.check {
            do {
                writer.outputFolderIsNew = try FileSystem.createDirectory(options.output, recordingIn: &createdFolders)
                if let folder = writer.skeletonFolder {
                    let created = try FileSystem.createDirectory(folder, recordingIn: &createdFolders)
                    writer.skeletonFolderIsNew = folder == options.output ? writer.outputFolderIsNew : created
                }
                if let folder = writer.testsFolder {
                    writer.testsFolderIsNew = try FileSystem.createDirectory(folder, recordingIn: &createdFolders)
                }
            } catch {
                FileSystem.removeEmptyDirectories(createdFolders)
                printer.print([.error(error.description, at: nil)])
                return ExitStatus.errors
            }
        }
        let manifest = ManifestFile(outputFolder: options.output)
        var generator = Generator(templates: templateSet, testFileWriter: testFileWriter)
        generator.renderer.testsModule = options.testsModule ?? TestFilesInputs.module(namedBy: options.output)
        // A known feature given as its spec's path (the build plugin's way) is read for
        // whether it is an app, which an app spec cannot list, and for what a feature that
        // holds it as a child needs of it.
        let known = options.knownFeatures.map(SpecValidator.featureName(forSpecAt:))
        let knownSpecPaths = options.knownFeatures.filter { SpecValidator.isSpecFileName(FileSystem.baseName(of: $0)) }
        let knownApps = knownSpecPaths.filter { path in
            (try? FileSystem.readFile(path)).flatMap { AppComposition.isAppSpec($0, path: path) } == true
        }
        // A run of skeletons only neither reads nor writes the manifest of generated files.
        var run = GenerationRun(
            generator: generator, writer: writer, manifest: options.onlySkeletons ? FingerprintManifest() : manifest.original,
            featuresInRun: FeaturesInRun(specPaths: specs, others: known))
        run.knownApps = Set(knownApps.map(SpecValidator.featureName(forSpecAt:)))
        run.knownSpecPaths = knownSpecPaths
        if let tests = options.tests, !options.noSkeletons, let testFileWriter {
            let sources = options.modelSources.map { [$0] } ?? Array(Set(specs.map(FileSystem.directoryName))).sorted()
            run.testFilesPlanner = TestFilesInputs.planner(
                testsFolder: tests, modelSources: sources, specPaths: specs + knownSpecPaths, writer: testFileWriter)
        }
        var reports = run.run(specs)
        if options.diagnosticsReportedElsewhere, let tests = options.tests {
            reports = reports.map { Self.withPlaceholders(of: $0, in: tests) }
        }
        // A run in which every spec has an error writes nothing at all: no pruning, no
        // manifest, and no folder it created.
        let everySpecFailed = !reports.isEmpty && reports.allSatisfy(\.hasErrors)
        if everySpecFailed { FileSystem.removeEmptyDirectories(createdFolders) }
        // A folder this run created holds only what the run wrote: nothing there to prune.
        let pruning =
            shouldPrune && !writer.outputFolderIsNew && !everySpecFailed && !options.onlySkeletons
            ? StaleFilePruner(outputFolder: options.output, checkOnly: options.check).prune(keepingOutputsOf: specs) : nil
        if !options.check && !everySpecFailed && !options.onlySkeletons { manifest.save(reports, keepingOthers: pruning == nil) }
        let summary = RunSummary(
            reports: reports, checkOnly: options.check, duration: ContinuousClock.now - start, pruning: pruning)
        for report in reports { printer.print(report.diagnostics) }
        if let pruning { printer.print(pruning.diagnostics) }
        if options.check { printer.print(summary.outOfDateDiagnostics) }
        if options.verbose { summary.printFiles() }
        if !options.quiet { summary.printSummary() }

        let status: Int32
        if summary.hasErrors {
            status = ExitStatus.errors
        } else if options.check && summary.isOutOfDate {
            status = ExitStatus.outOfDate
        } else {
            status = ExitStatus.success
        }
        return status
    }

    /// `report` of a spec whose diagnostics another run reports: they go, and for a spec
    /// with errors the generated test files (the service mock) become placeholders in
    /// `tests`, so that the build's declared outputs exist.
    static func withPlaceholders(of report: SpecReport, in tests: String) -> SpecReport {
        var placeholders = report
        placeholders.diagnostics = []
        guard report.hasErrors else { return placeholders }
        let feature = SpecValidator.featureName(forSpecAt: report.path)
        let spec = FileSystem.baseName(of: report.path)
        for part in FilePart.testParts where !part.isSkeleton {
            let path = part.path(for: feature, in: tests)
            let text = "// \(FileSystem.baseName(of: path)): not generated, since \(spec) has errors, which the build of its target reports.\n"
            do {
                if try FileSystem.readFileIfPresent(path) != Array(text.utf8) { try FileSystem.writeAtomically(Array(text.utf8), to: path) }
            } catch {
                placeholders.diagnostics.append(.error(error.description, at: nil))
            }
        }
        return placeholders
    }

    /// Why `tests` cannot take the test files, or `nil`: it must be a folder (or not exist
    /// yet), and not the output folder or inside it, where the files would be taken for
    /// generated ones.
    static func testsFolderProblem(_ tests: String, output: String) -> String? {
        if let kind = FileSystem.kind(of: tests), kind != .directory {
            return "--tests \(tests) is not a folder; give the folder of a test target, where the service mocks and transition tests go"
        }
        let normalized = { (path: String) in path.split(separator: "/").filter { $0 != "." }.joined(separator: "/") }
        let testsPath = normalized(tests), outputPath = normalized(output)
        if testsPath == outputPath || testsPath.hasPrefix(outputPath + "/") {
            return "--tests \(tests) is in the output folder \(output); the tests are your test target's files, not generated ones: give a folder of your test target"
        }
        return nil
    }
}
