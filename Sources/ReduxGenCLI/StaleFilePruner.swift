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
    func prune(keepingOutputsOf specs: [String]) -> SpecReport {
        var report = SpecReport(path: outputFolder)
        guard FileSystem.kind(of: outputFolder) == .directory else { return report }
        let names: [String]
        do {
            names = try FileSystem.contents(ofDirectory: outputFolder)
        } catch {
            report.diagnostics.append(.error(error.description, at: nil))
            return report
        }
        let produced = Set(specs.flatMap(Generator.outputFileNames(forSpecAt:)))
        for name in names where name.hasSuffix(FilePart.fileNameSuffix) && !produced.contains(name) {
            let path = FileSystem.join(outputFolder, name)
            do {
                guard FileSystem.kind(of: path) == .file, FileHeader.isRegenerated(try FileSystem.readFile(path).prefix(1024)) else {
                    continue
                }
                if checkOnly {
                    report.files.append(FileResult(path: path, outcome: .obsolete))
                } else {
                    try FileSystem.removeFile(path)
                    report.files.append(FileResult(path: path, outcome: .removed))
                }
            } catch {
                report.diagnostics.append(.error(error.description, at: nil))
            }
        }
        if !checkOnly { removeLeftoverTemporaryFiles(among: names, into: &report) }
        return report
    }

    /// Removes the temporary files that runs killed mid-write left (`LeftoverTemporaryFile`).
    private func removeLeftoverTemporaryFiles(among names: [String], into report: inout SpecReport) {
        for name in names where LeftoverTemporaryFile.isLeftover(name) {
            let path = FileSystem.join(outputFolder, name)
            do {
                try FileSystem.removeFile(path)
                report.files.append(FileResult(path: path, outcome: .removed))
            } catch where error.code == ENOENT {
                // Another run removed it first.
            } catch {
                report.diagnostics.append(.error(error.description, at: nil))
            }
        }
    }
}
