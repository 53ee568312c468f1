import ReduxGenCore

/// The names of the files a run's specs produce, which the stale-file pruner asks about for
/// every name in the output folder (a no-op run over 1,000 specs lists some 5,000).
///
/// When every feature name and every listed name is ASCII (nearly always), a listed name is
/// produced when it is `<Feature><Part>.swift` for a feature in a `ByteNameTable`: no string
/// per listed name, and one entry per spec instead of a set of five strings per spec. Other
/// names are compared as `String`s, as before, since canonically equivalent names are equal.
struct ProducedFileNames {
    private enum Lookup {
        /// The specs' feature names, when they and the listed names are ASCII.
        case features(ByteNameTable)
        /// Every file name the specs produce.
        case fileNames(Set<String>)
    }

    private let lookup: Lookup

    /// `State.swift`, …: what each part's file name adds to its feature's name.
    private static let partSuffixes: [[UInt8]] = FilePart.allCases.map { Array(($0.templateName + FilePart.fileNameSuffix).utf8) }
    private static let swiftSuffix = Array(FilePart.fileNameSuffix.utf8)

    /// The names `specs` produce, for a listing whose names are all ASCII or not, given the
    /// specs' `featureNames` (`ByteNameTable.featureNames(ofSpecsAt:)`; `nil` when one is
    /// not ASCII).
    init(specs: [String], featureNames: ByteNameTable?, listedNamesAreASCII: Bool) {
        if listedNamesAreASCII, let features = featureNames {
            lookup = .features(features)
        } else {
            lookup = .fileNames(Set(specs.flatMap(Generator.outputFileNames(forSpecAt:))))
        }
    }

    /// The entries of `listing` named like generated files (`*.swift`) that none of the
    /// specs produces, in the listing's order.
    func unproduced(in listing: DirectoryListing) -> [DirectoryListing.Entry] {
        switch lookup {
        case .fileNames(let fileNames):
            return listing.entries.filter { entry in
                let name = listing.name(of: entry)
                return name.hasSuffix(FilePart.fileNameSuffix) && !fileNames.contains(name)
            }
        case .features(let features):
            return listing.entries.filter { entry in
                listing.withName(of: entry) { name in
                    guard Self.prefix(of: name, before: Self.swiftSuffix) != nil else { return false }
                    return !Self.partSuffixes.contains { suffix in
                        Self.prefix(of: name, before: suffix).map(features.contains) ?? false
                    }
                }
            }
        }
    }

    /// `name` without `suffix`, when it ends with it.
    private static func prefix(of name: UnsafeBufferPointer<UInt8>, before suffix: [UInt8]) -> UnsafeBufferPointer<UInt8>? {
        guard name.ends(with: suffix) else { return nil }
        return UnsafeBufferPointer(rebasing: name[..<(name.count - suffix.count)])
    }
}
