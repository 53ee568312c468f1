/// A quick look, on the names' bytes, for a feature name that several specs of a run imply.
/// It can only tell that there is none, which is what nearly every run needs to know:
/// `Generator.duplicateFeatures(amongSpecsAt:)` then makes no `String` of a name and no
/// dictionary (for 1,000 specs, 1.57 M → 0.76 M instructions, on one core before any spec
/// is generated).
enum FeatureNameRepeats {
    /// Whether no two of `paths` imply the same feature name, as their bytes show; `false`
    /// when two do, and when a name is not ASCII (two `String`s are equal when they are
    /// canonically equivalent, which their bytes do not show).
    static func certainlyNone(amongSpecsAt paths: [String]) -> Bool {
        guard paths.count > 1 else { return true }
        var names = ByteNameTable(capacity: paths.count)
        for path in paths {
            var path = path
            let isNew = path.withUTF8 { bytes in
                let name = SpecValidator.featureName(inSpecPath: bytes)
                return ByteNameTable.isASCII(name) && names.insert(name)
            }
            guard isNew else { return false }
        }
        return true
    }
}
