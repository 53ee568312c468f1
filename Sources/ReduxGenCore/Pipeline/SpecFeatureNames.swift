extension ByteNameTable {
    /// The feature names that the specs at `paths` imply (`SpecValidator.featureName(forSpecAt:)`),
    /// kept by their bytes, and whether one of them repeats; `nil` when a name is not ASCII
    /// (two `String`s are equal when they are canonically equivalent, which bytes do not
    /// show, so such names must be compared as strings).
    ///
    /// A run makes them once, on one core, for thousands of specs, and asks them two things:
    /// whether two specs imply the same feature (`Generator.duplicateFeatures`, which then
    /// needs no `String` of a name and no dictionary: for 1,000 specs 1.57 M → 0.76 M
    /// instructions), and which files in the output folder the specs produce (the
    /// stale-file pruner).
    public static func featureNames(ofSpecsAt paths: [String]) -> (names: ByteNameTable, hasRepeats: Bool)? {
        var names = ByteNameTable(capacity: paths.count)
        var hasRepeats = false
        for path in paths {
            var path = path
            let isASCII = path.withUTF8 { bytes in
                let name = SpecValidator.featureName(inSpecPath: bytes)
                guard ByteNameTable.isASCII(name) else { return false }
                if !names.insert(name) { hasRepeats = true }
                return true
            }
            if !isASCII { return nil }
        }
        return (names, hasRepeats)
    }
}
