/// What one spec produced: its files, or the diagnostics that stopped it (warnings may
/// come with files).
public struct SpecOutput: Sendable {
    /// The spec's path.
    public var path: String
    /// The validated feature, when the spec has no error.
    public var feature: Feature?
    /// The generated files; empty when the spec has an error.
    public var files: [GeneratedFile]
    /// Everything reported about the spec.
    public var diagnostics: [Diagnostic]
}

/// The whole pipeline for one spec, in memory: load (YAML → nodes with positions),
/// validate (nodes → `Feature`, collecting diagnostics), render (`Feature` → files).
/// It touches no file system; reading specs and writing files is the caller's job.
public struct Generator: Sendable {
    /// reduxgen's version, printed by `--version` and part of every file's fingerprint.
    public static let version = "0.1.0"

    /// The templates files are rendered with.
    public var renderer: Renderer

    /// Creates a generator rendering with `templates`.
    public init(templates: TemplateSet) {
        renderer = Renderer(templates: templates)
    }

    /// Runs the pipeline on the bytes of the spec at `path`. `featuresInRun` (the feature
    /// names of the run's specs) lets an app spec check the features it lists.
    public func generate(specAt path: String, bytes: [UInt8], featuresInRun: FeaturesInRun? = nil) -> SpecOutput {
        var diagnostics: [Diagnostic] = []
        guard let feature = Self.feature(specAt: path, bytes: bytes, featuresInRun: featuresInRun, diagnostics: &diagnostics) else {
            return SpecOutput(path: path, feature: nil, files: [], diagnostics: diagnostics)
        }
        return SpecOutput(path: path, feature: feature, files: renderer.render(FeaturePlan(feature)), diagnostics: diagnostics)
    }

    /// The first two stages for the bytes of the spec at `path`: the validated feature, or
    /// `nil` when the spec has an error. Everything reported goes to `diagnostics`.
    public static func feature(specAt path: String, bytes: [UInt8], featuresInRun: FeaturesInRun? = nil, diagnostics: inout [Diagnostic]) -> Feature? {
        guard let root = YAMLLoader().load(bytes, path: path, diagnostics: &diagnostics),
            let feature = SpecValidator().validate(root, path: path, featuresInRun: featuresInRun, diagnostics: &diagnostics),
            !diagnostics.containsErrors
        else { return nil }
        return feature
    }

    /// The names of the files a spec at `path` produces, known from its file name alone.
    public static func outputFileNames(forSpecAt path: String) -> [String] {
        let name = SpecValidator.featureName(forSpecAt: path)
        return FilePart.allCases.map { $0.fileName(for: name) }
    }
}
