import ReduxGenCore

/// The specs of a run (and the known ones of other runs) as the children check reads them
/// (`ChildComposition`): those the run generated, and the others, such as a spec the run
/// found up to date, read from their files when asked for.
struct OtherSpecs {
    /// The spec paths by feature name.
    private let paths: [String: String]
    /// The specs read so far by feature name; `nil` for one that cannot be read or has
    /// errors (its own run reports them).
    private var specs: [String: ChildComposition.Spec?]

    /// The specs at `paths`, of which `read` are already read.
    init(paths: [String], read: [ChildComposition.Spec]) {
        self.paths = Dictionary(paths.map { (SpecValidator.featureName(forSpecAt: $0), $0) }, uniquingKeysWith: { first, _ in first })
        specs = Dictionary(read.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The spec of the feature `name`, or `nil` when the run knows it by name alone, cannot
    /// read it, or it has errors.
    mutating func spec(named name: String) -> ChildComposition.Spec? {
        if let known = specs[name] { return known }
        var spec: ChildComposition.Spec?
        if let path = paths[name], let bytes = try? FileSystem.readFile(path) {
            var diagnostics: [Diagnostic] = []
            spec = Generator.feature(specAt: path, bytes: bytes, diagnostics: &diagnostics).map(ChildComposition.Spec.init)
        }
        specs[name] = .some(spec)
        return spec
    }
}
