/// The features of one run: the feature names its specs imply (and those of specs in other
/// runs the caller knows of), which an app spec's features must be among.
package struct FeaturesInRun: Sendable {
    /// Every feature name of the run and the other known ones.
    package let names: Set<String>
    /// The children of the features whose specs the run has read, by feature name: an app
    /// spec's `loaders` lifts them with their feature's loader. A feature known by its name
    /// alone is not among them.
    package var children: [String: [ChildFeature]] = [:]

    /// The features of the specs at `specPaths`, and `others`.
    package init(specPaths: [String], others: [String] = []) {
        names = Set(specPaths.map(SpecValidator.featureName(forSpecAt:)) + others)
    }

    /// Whether a spec of the run (or another known one) is the feature `name`.
    package func contains(_ name: String) -> Bool {
        names.contains(name)
    }

    /// Errors for specs of one run that would write the same files: two specs of one feature
    /// (`a/TeamChat.yaml` and `b/TeamChat.yml`), or of features whose names differ only in
    /// case (`Todo` and `TODO`), whose files are one file on a case-insensitive file system
    /// (macOS's default).
    package static func duplicates(amongSpecsAt paths: [String]) -> [Diagnostic] {
        var first: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        for path in paths {
            let name = SpecValidator.featureName(forSpecAt: path)
            let folded = name.lowercased()
            guard let earlier = first[folded] else {
                first[folded] = path
                continue
            }
            let earlierName = SpecValidator.featureName(forSpecAt: earlier)
            let message =
                earlierName == name
                ? "the feature '\(name)' is also generated from \(earlier); each feature needs one spec in a run"
                : "the feature '\(name)' writes the files of '\(earlierName)' (\(earlier)) on a case-insensitive file system "
                    + "such as macOS's: their names differ only in case; rename one of the specs"
            diagnostics.append(.error(
                message, at: SourceLocation(path: path, line: 1, column: 1),
                notes: [.note("the other spec of '\(earlierName)'", at: SourceLocation(path: earlier, line: 1, column: 1))]))
        }
        return diagnostics
    }
}
