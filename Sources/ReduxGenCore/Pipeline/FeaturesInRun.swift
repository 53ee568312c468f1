/// The feature names of a run's specs (and of specs in other runs the caller knows of),
/// which an app spec's features must be among.
///
/// It asks the byte table a run already makes of its specs' names
/// (`ByteNameTable.featureNames(ofSpecsAt:)`), so a run makes no `String` of a name unless an
/// app spec lists a feature that is not there (for the suggestion).
public struct FeaturesInRun: Sendable {
    private let specPaths: [String]
    /// The names of `specPaths` by their bytes; `nil` when one is not ASCII, and names are
    /// then compared as strings.
    private let table: ByteNameTable?
    private let others: [String]

    /// The features of the specs at `specPaths`, whose names `table` holds when they are all
    /// ASCII, and `others`.
    public init(specPaths: [String], table: ByteNameTable?, others: [String] = []) {
        self.specPaths = specPaths
        self.table = table
        self.others = others
    }

    /// Whether a spec of the run (or another known one) is the feature `name`.
    func contains(_ name: String) -> Bool {
        if others.contains(name) { return true }
        if let table {
            // The table's names are all ASCII: a name that is not is none of them.
            var name = name
            return name.withUTF8 { table.contains($0) }
        }
        return specPaths.contains { SpecValidator.featureName(forSpecAt: $0) == name }
    }

    /// Every name, for a suggestion.
    var names: [String] { specPaths.map(SpecValidator.featureName(forSpecAt:)) + others }
}
