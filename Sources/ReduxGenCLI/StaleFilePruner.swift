#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ReduxGenCore

/// Removes the generated files of specs that are gone: when a spec is deleted or renamed,
/// its files in the output folder no longer belong to any spec of the run. Only files that
/// carry reduxgen's generated header are touched; skeletons and anything else never are,
/// except the temporary files of killed runs (`LeftoverTemporaryFile`).
struct StaleFilePruner {
    /// The folder generated files are written to.
    var outputFolder: String
    /// Whether the run only checks, removing nothing.
    var checkOnly: Bool

    /// Removes (or, checking, lists) the generated files in the output folder that none of
    /// `specs` produces.
    ///
    /// `featureNames` are the specs' (`ByteNameTable.featureNames(ofSpecsAt:)`), `nil` when
    /// one is not ASCII.
    func prune(keepingOutputsOf specs: [String], featureNames: ByteNameTable?) -> SpecReport {
        var report = SpecReport(path: outputFolder)
        guard FileSystem.kind(of: outputFolder) == .directory else { return report }
        let listing: DirectoryListing
        do {
            listing = try DirectoryListing(ofDirectory: outputFolder)
        } catch {
            report.diagnostics.append(.error(error.description, at: nil))
            return report
        }
        let produced = ProducedFileNames(specs: specs, featureNames: featureNames, listedNamesAreASCII: listing.namesAreASCII)
        // Only the few candidates are sorted (as spec discovery sorts names), for a stable
        // report, and become paths.
        for candidate in listing.sortedByName(produced.unproduced(in: listing)) {
            let path = listing.withName(of: candidate) { PathComponents.path(in: outputFolder, nameBytes: $0) }
            do {
                guard (candidate.kind ?? FileSystem.kind(of: path)) == .file,
                    GeneratedHeader.isGenerated(try FileSystem.readFile(path).prefix(1024))
                else {
                    continue
                }
                if checkOnly {
                    report.record(FileResult(file: .path(path), outcome: .obsolete))
                } else {
                    try FileSystem.removeFile(path)
                    report.record(FileResult(file: .path(path), outcome: .removed))
                }
            } catch {
                report.diagnostics.append(.error(error.description, at: nil))
            }
        }
        if !checkOnly { removeLeftoverTemporaryFiles(in: listing, into: &report) }
        return report
    }

    /// Removes the temporary files that runs killed mid-write left (`LeftoverTemporaryFile`).
    private func removeLeftoverTemporaryFiles(in listing: DirectoryListing, into report: inout SpecReport) {
        for entry in listing.entries where listing.withName(of: entry, LeftoverTemporaryFile.isLeftover) {
            let path = listing.withName(of: entry) { PathComponents.path(in: outputFolder, nameBytes: $0) }
            do {
                try FileSystem.removeFile(path)
                report.record(FileResult(file: .path(path), outcome: .removed))
            } catch where error.code == ENOENT {
                // Another run removed it first.
            } catch {
                report.diagnostics.append(.error(error.description, at: nil))
            }
        }
    }
}
