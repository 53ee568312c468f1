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
        // Every name's bytes end to end, and where each one ends.
        var names: [UInt8] = []
        names.reserveCapacity(paths.count * 16)
        var ends: [Int] = []
        ends.reserveCapacity(paths.count)
        for path in paths {
            var path = path
            let isASCII = path.withUTF8 { bytes in
                let name = SpecValidator.featureName(inSpecPath: bytes)
                names.append(contentsOf: name)
                return name.allSatisfy { $0 < 0x80 }
            }
            guard isASCII else { return false }
            ends.append(names.count)
        }
        return names.withUnsafeBufferPointer { names in
            ends.withUnsafeBufferPointer { ends in
                let name = { (index: Int) in
                    UnsafeBufferPointer(rebasing: names[(index == 0 ? 0 : ends[index - 1])..<ends[index]])
                }
                // Open addressing: each slot holds 1 + the index of a name, or 0.
                var slotCount = 4
                while slotCount < 2 * ends.count { slotCount *= 2 }
                var slots = [Int](repeating: 0, count: slotCount)
                for index in ends.indices {
                    let bytes = name(index)
                    var slot = Int(truncatingIfNeeded: Fingerprint.hash(bytes)) & (slotCount - 1)
                    while slots[slot] != 0 {
                        if name(slots[slot] - 1).elementsEqual(bytes) { return false }
                        slot = (slot + 1) & (slotCount - 1)
                    }
                    slots[slot] = index + 1
                }
                return true
            }
        }
    }
}
