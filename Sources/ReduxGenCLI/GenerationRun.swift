import ReduxGenCore

/// What a run did to one spec.
struct SpecReport: Sendable {
    var path: String
    var diagnostics: [Diagnostic] = []
    /// Every file of the spec's feature and what happened to it (for the pruner's report,
    /// the files it removed).
    var files: [FileResult] = []
    /// What the spec's generated files are now, for the output folder's manifest; `nil`
    /// when the spec has errors.
    var fingerprint: FingerprintManifest.Entry?

    /// `diagnostics` in the order of the spec's lines and columns, whichever check found
    /// them first; those without a location first.
    static func inLineOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted { ($0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.location?.line ?? 0, $1.location?.column ?? 0) }
    }

    /// Whether anything reported about the spec is an error.
    var hasErrors: Bool { diagnostics.containsErrors }
    /// The output of an app spec or of a feature with children, not written until the run
    /// has checked it against the run's other specs (`AppComposition`, `ChildComposition`),
    /// with the spec's fingerprint inputs and bytes (an app is generated again once the run
    /// knows its features' children).
    var pending: (output: SpecOutput, inputs: UInt64, bytes: [UInt8])?
    /// What the children check needs of the spec, when the run generated it.
    var childSpec: ChildComposition.Spec?
}

/// One run of the generator over many specs: each spec is read, generated and written on
/// its own, in parallel, and dropped once written, so memory stays flat however many specs
/// there are (an app spec's files, few and small, wait for the end of the loop). Reports come back in the order of the specs, whatever order they finish in.
struct GenerationRun {
    var generator: Generator
    var writer: OutputWriter
    /// The fingerprints of the last run into the output folder.
    var manifest = FingerprintManifest()
    /// The feature names of the run's specs, which an app spec's features must be among.
    var featuresInRun: FeaturesInRun?
    /// The app specs of other runs that the run knows of (`--known-features`).
    var knownApps: Set<String> = []
    /// The paths of the specs of other runs that the run knows of (`--known-features`
    /// given as paths), read when a feature of the run holds one of them as a child.
    var knownSpecPaths: [String] = []
    /// With `--tests`: decides the test files of each feature from what the tests folder has.
    var testFilesPlanner: (any TestFilesPlanning)?

    /// Runs every spec, on as many threads as there are cores; the reports are in the order
    /// of `specs`. The app specs and the features with children are checked and written
    /// last, once the run knows which specs are apps (an app lists feature specs only) and
    /// what each child is. A run that writes tests runs the specs one after the other, so
    /// that a sample two features need is written once.
    func run(_ specs: [String]) -> [SpecReport] {
        var reports: [SpecReport]
        if var planner = testFilesPlanner {
            reports = specs.map { process($0) { planner.testFiles(for: $0) } }
        } else {
            reports = ParallelLoop.map(specs) { process($0) }
        }
        let apps = knownApps.union(reports.compactMap { $0.pending?.output.feature }.filter(\.isApp).map(\.name))
        let otherSpecs = OtherSpecs(paths: specs + knownSpecPaths, read: reports.compactMap(\.childSpec))
        let pending = reports.indices.filter { reports[$0].pending != nil }
        let waiting = pending.map { reports[$0] }
        let finishing: @Sendable (SpecReport) -> SpecReport = { finish($0, apps: apps, otherSpecs: otherSpecs) }
        let finished = testFilesPlanner == nil ? ParallelLoop.map(waiting, finishing) : waiting.map(finishing)
        for (index, report) in zip(pending, finished) { reports[index] = report }
        return reports
    }

    /// Checks a spec whose output waited for the end of the loop (an app, a feature with
    /// children) against the run's other specs, and writes it when it has no errors.
    private func finish(_ waiting: SpecReport, apps: Set<String>, otherSpecs: OtherSpecs) -> SpecReport {
        var report = waiting
        guard let (generated, inputs, bytes) = report.pending, let feature = generated.feature else { return report }
        var output = generated
        report.pending = nil
        let spec = { (name: String) in otherSpecs.spec(named: name) }
        let errors = feature.isApp ? AppComposition.errors(of: feature, apps: apps, spec: spec) : ChildComposition.errors(of: feature, spec: spec)
        report.diagnostics = SpecReport.inLineOrder(report.diagnostics + errors)
        if feature.isApp, !report.hasErrors {
            // An app's loaders lift its features' children too: generated again with them.
            var run = featuresInRun ?? FeaturesInRun(specPaths: [])
            for composed in feature.composedFeatures ?? [] {
                if let children = otherSpecs.spec(named: composed.feature)?.children, !children.isEmpty { run.children[composed.feature] = children }
            }
            if !run.children.isEmpty {
                let earlier = output.diagnostics
                output = generator.generate(specAt: output.path, bytes: bytes, featuresInRun: run)
                let added = output.diagnostics.filter { !earlier.contains($0) }
                report.diagnostics = SpecReport.inLineOrder(report.diagnostics + added)
            }
        }
        if !report.hasErrors { write(output, inputs: inputs, into: &report) }
        return report
    }

    /// Reads, generates and writes one spec. Nothing is written for a spec with an error.
    /// A spec whose inputs and files still match its entry in the output folder's
    /// `FingerprintManifest` is not generated again.
    func process(_ path: String, testFiles: ((FeaturePlan) -> TestFiles)? = nil) -> SpecReport {
        var report = SpecReport(path: path)
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(path)
        } catch {
            report.diagnostics.append(.error(error.description, at: SourceLocation(path: path, line: 1, column: 1)))
            return report
        }
        let inputs = Fingerprint.inputs(spec: bytes, templates: generator.renderer.templates)
        // An app spec, and a feature with children, is always generated again: whether the
        // specs it names still fit is not in its inputs. So is every spec of a run that
        // writes tests.
        if writer.testsFolder == nil, let entry = manifest.entries[FileSystem.baseName(of: path)], entry.inputs == inputs, !entry.readsOtherSpecs,
            let upToDate = try? writer.upToDateFiles(featureName: SpecValidator.featureName(forSpecAt: path), entry: entry)
        {
            report.files = upToDate
            report.fingerprint = entry
            return report
        }
        let output = generator.generate(specAt: path, bytes: bytes, featuresInRun: featuresInRun, testFiles: testFiles)
        report.diagnostics = SpecReport.inLineOrder(output.diagnostics)
        guard !output.diagnostics.containsErrors else { return report }
        report.diagnostics += renamedActionHints(output) + propDefaultHints(output, spec: bytes)
        report.childSpec = output.childSpec
        if output.feature?.readsOtherSpecs == true {
            report.pending = (output, inputs, bytes)
        } else {
            write(output, inputs: inputs, into: &report)
        }
        return report
    }

    /// Warnings for the uses, in the feature's skeletons that switch over its actions (the
    /// reducer logic and the routing), of the action cases that the action enum in the output
    /// folder (the last run's) declares and `output`'s does not (see `RenamedActionHints`).
    /// The skeletons are looked for in the skeleton folder, or beside the spec when the run
    /// writes no skeletons (the build plugin's runs).
    private func renamedActionHints(_ output: SpecOutput) -> [Diagnostic] {
        guard let (actions, previous) = lastRunsFile(of: .action, in: output) else { return [] }
        let skeletonFolder = skeletonFolder(of: output)
        return [FilePart.reducerLogic, .routing].flatMap { part -> [Diagnostic] in
            let skeletonPath = part.path(for: actions.featureName, in: skeletonFolder)
            guard let skeleton = try? FileSystem.readFileIfPresent(skeletonPath) else { return [] }
            return RenamedActionHints.warnings(
                previousActions: String(decoding: previous, as: UTF8.self), actions: actions.contents,
                skeleton: String(decoding: skeleton, as: UTF8.self), skeletonPath: skeletonPath,
                specFileName: FileSystem.baseName(of: output.path))
        }
    }

    /// Warnings at the spec's defaults of props that changed since the view model in the
    /// output folder (the last run's) was generated, when the feature's props skeleton makes
    /// its props itself and so does not follow them (see `PropDefaultHints`). The skeleton is
    /// looked for as the reducer logic is, in `renamedActionHints`.
    private func propDefaultHints(_ output: SpecOutput, spec: [UInt8]) -> [Diagnostic] {
        guard let feature = output.feature, let (viewModel, previous) = lastRunsFile(of: .viewModel, in: output) else { return [] }
        let skeletonPath = FilePart.propsLogic.path(for: viewModel.featureName, in: skeletonFolder(of: output))
        guard let skeleton = try? FileSystem.readFileIfPresent(skeletonPath) else { return [] }
        return PropDefaultHints.warnings(
            previousViewModel: String(decoding: previous, as: UTF8.self), props: feature.props, featureName: viewModel.featureName,
            spec: String(decoding: spec, as: UTF8.self), specPath: output.path,
            propsSkeleton: String(decoding: skeleton, as: UTF8.self), propsSkeletonPath: skeletonPath)
    }

    /// The file of `part` that `output` generates and the bytes the last run left of it in the
    /// output folder, when they differ; `nil` in a folder this run created, which holds no
    /// earlier file.
    private func lastRunsFile(of part: FilePart, in output: SpecOutput) -> (generated: GeneratedFile, previous: [UInt8])? {
        guard !writer.outputFolderIsNew, let file = output.files.first(where: { $0.part == part }),
            let previous = try? FileSystem.readFileIfPresent(part.path(for: file.featureName, in: writer.outputFolder)),
            previous != Array(file.bytes)
        else { return nil }
        return (file, previous)
    }

    /// Where the feature's skeletons are looked for: the skeleton folder, or beside the spec
    /// when the run writes no skeletons (the build plugin's runs).
    private func skeletonFolder(of output: SpecOutput) -> String {
        writer.skeletonFolder ?? FileSystem.directoryName(of: output.path)
    }

    /// Writes the files of `output`, a spec without errors, and records them in `report`.
    private func write(_ output: SpecOutput, inputs: UInt64, into report: inout SpecReport) {
        var hashes: [UInt64] = []
        var skeletons: UInt64 = 0
        for file in output.files {
            if file.part.isTest {
                // Test files are in no manifest: a run with --tests generates every spec.
            } else if file.part.isSkeleton {
                skeletons |= FingerprintManifest.Entry.bit(of: file.part)
            } else {
                hashes.append(Fingerprint.hash(file.bytes))
            }
            do {
                if let result = try writer.apply(file) { report.files.append(result) }
            } catch {
                report.diagnostics.append(.error(error.description, at: nil))
            }
        }
        if output.feature?.readsOtherSpecs == true { skeletons |= FingerprintManifest.Entry.readsOtherSpecsBit }
        if !report.hasErrors { report.fingerprint = .init(inputs: inputs, files: hashes, skeletons: skeletons) }
    }
}
