import ReduxGenCore

/// One file of a run and what happened to it.
///
/// A file of the report's own feature is named by its part, not by its path: a run writes
/// five files per spec and needs their paths as strings only to print them (`--verbose`,
/// `--check`, errors), when `OutputWriter.path(of:forSpecAt:)` makes them. Making and
/// keeping five path strings per spec cost about 2% of a cold run of 1,000 specs.
struct FileResult {
    /// Which file.
    enum File {
        /// The file of this part of the report's feature, in the run's output (or skeleton)
        /// folder.
        case part(FilePart)
        /// Any other file, such as a stale one the pruner found.
        case path(String)
    }

    var file: File
    var outcome: FileOutcome
}

/// The outcome of each part's file of one spec, kept in the spec's report itself: a run's
/// reports live to its end, and an array of files per report (one more allocation for each
/// spec, kept to the end of the run) measured 0.7–1.3% of a cold run of 1,000 specs.
struct PartOutcomes: Sendable {
    /// One byte per part, by `FilePart.index`: the outcome's raw value, or `none`; parts 8
    /// and on in the second word.
    private var words: (UInt64, UInt64) = (.max, .max)
    private static let none: UInt64 = 0xFF

    /// What happened to the file of `part`, if the run touched it.
    subscript(part: FilePart) -> FileOutcome? {
        get {
            let word = part.index < 8 ? words.0 : words.1
            let value = (word >> UInt64(8 * (part.index % 8))) & Self.none
            return value == Self.none ? nil : FileOutcome(rawValue: Int(value))
        }
        set {
            let shift = UInt64(8 * (part.index % 8))
            let value = newValue.map { UInt64($0.rawValue) } ?? Self.none
            if part.index < 8 {
                words.0 = words.0 & ~(Self.none << shift) | value << shift
            } else {
                words.1 = words.1 & ~(Self.none << shift) | value << shift
            }
        }
    }

    /// Calls `body` with each outcome recorded, in `FilePart` order.
    func forEachOutcome(_ body: (FileOutcome) -> Void) {
        // Every byte: the parts' and the unused ones, which stay `none`.
        for word in [words.0, words.1] {
            var rest = word
            for _ in 0..<MemoryLayout<UInt64>.size {
                if rest & Self.none != Self.none, let outcome = FileOutcome(rawValue: Int(rest & Self.none)) { body(outcome) }
                rest >>= 8
            }
        }
    }
}
