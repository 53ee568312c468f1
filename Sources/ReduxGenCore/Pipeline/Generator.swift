/// What one spec produced: its files, or the diagnostics that stopped it (warnings may
/// come with files).
package struct SpecOutput: Sendable {
    /// The spec's path.
    package var path: String
    /// The validated feature, when the spec has no error.
    package var feature: Feature?
    /// What the check of a run's children needs of the feature, made from its plan, when
    /// the spec has no error. (The plan itself is not kept: a run keeps the outputs of its
    /// apps and parents until every spec is read.)
    package var childSpec: ChildComposition.Spec?
    /// The generated files; empty when the spec has an error.
    package var files: [GeneratedFile]
    /// Everything reported about the spec.
    package var diagnostics: [Diagnostic]
}

/// One file a spec can produce.
package struct OutputFile: Hashable, Sendable {
    /// Which part of the feature it holds.
    package var part: FilePart
    /// `TeamChatState.swift`.
    package var name: String
    /// Who owns it and where it goes.
    package var kind: FilePart.Kind { part.kind }
}

/// The whole pipeline for one spec, in memory: load (YAML → nodes with positions),
/// validate (nodes → `Feature`, collecting diagnostics), plan (`Feature` → `FeaturePlan`,
/// every name the output declares, checked for collisions), render (plan → files).
/// It touches no file system; reading specs and writing files is the caller's job.
package struct Generator: Sendable {
    /// reduxgen's version, printed by `--version` and part of every file's fingerprint.
    package static let version = "0.1.0"

    /// The templates files are rendered with.
    package var renderer: Renderer

    /// Creates a generator rendering with `templates`; `testFileWriter` writes the Swift
    /// code of the test files' templates (`Renderer.testFileWriter`).
    package init(templates: TemplateSet, testFileWriter: (any TestFileWriter)? = nil) {
        renderer = Renderer(templates: templates, testFileWriter: testFileWriter)
    }

    /// Runs the pipeline on the bytes of the spec at `path`. `featuresInRun` (the feature
    /// names of the run's specs) lets an app spec check the features it lists; `testFiles`
    /// says what the test files hold besides the plan (`--tests`).
    package func generate(
        specAt path: String, bytes: [UInt8], featuresInRun: FeaturesInRun? = nil, testFiles: ((FeaturePlan) -> TestFiles)? = nil
    ) -> SpecOutput {
        var diagnostics: [Diagnostic] = []
        guard let feature = Self.feature(specAt: path, bytes: bytes, featuresInRun: featuresInRun, diagnostics: &diagnostics) else {
            return SpecOutput(path: path, files: [], diagnostics: diagnostics)
        }
        // What the feature generates, the names it would declare twice, and whether it is
        // small enough to compile.
        let plan = FeaturePlan(feature, featureChildren: featuresInRun?.children ?? [:])
        diagnostics += plan.collisions(inSpecAt: path) + plan.sizeProblems(inSpecAt: path)
        guard !diagnostics.containsErrors else { return SpecOutput(path: path, files: [], diagnostics: diagnostics) }
        return SpecOutput(
            path: path, feature: feature, childSpec: ChildComposition.Spec(plan),
            files: renderer.render(plan, testFiles: testFiles?(plan) ?? TestFiles()), diagnostics: diagnostics)
    }

    /// The first two stages for the bytes of the spec at `path`: the validated feature, or
    /// `nil` when the spec has an error. Everything reported goes to `diagnostics`.
    package static func feature(specAt path: String, bytes: [UInt8], featuresInRun: FeaturesInRun? = nil, diagnostics: inout [Diagnostic]) -> Feature? {
        guard let root = YAMLLoader().load(bytes, path: path, diagnostics: &diagnostics),
            let feature = SpecValidator().validate(root, path: path, featuresInRun: featuresInRun, diagnostics: &diagnostics),
            !diagnostics.containsErrors
        else { return nil }
        return feature
    }

    /// The names of the files a spec at `path` produces, known from its file name alone.
    package static func outputFileNames(forSpecAt path: String) -> [String] {
        outputFiles(forSpecAt: path).map(\.name)
    }

    /// Every file a spec at `path` can produce, known from its file name alone, in
    /// `FilePart` order: its name, its part and who owns it (`FilePart.Kind`). The build
    /// plugin declares the `.generated` ones as its outputs.
    ///
    /// ```swift
    /// Generator.outputFiles(forSpecAt: "Specs/TeamChat.yaml").filter { $0.kind == .generated }.map(\.name)
    /// // ["TeamChatState.swift", "TeamChatAction.swift", "TeamChatReducer.swift", "TeamChatLoader.swift", "TeamChatViewModel.swift"]
    /// ```
    package static func outputFiles(forSpecAt path: String) -> [OutputFile] {
        let name = SpecValidator.featureName(forSpecAt: path)
        return FilePart.allCases.map { OutputFile(part: $0, name: $0.fileName(for: name)) }
    }
}
