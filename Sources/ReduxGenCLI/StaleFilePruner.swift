import ReduxGenCore

/// Removes the generated files of specs that are gone: when a spec is deleted or renamed,
/// its files in the output folder no longer belong to any spec of the run. Only files that
/// carry reduxgen's generated header are touched; skeletons and anything else never are.
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
        let features = Set(specs.map(SpecValidator.featureName(forSpecAt:)))
        let suffixes = FilePart.allCases.map { $0.fileName(for: "") }
        // A name some spec of the run produces: a feature's name and a part's suffix.
        func isProduced(_ name: String) -> Bool {
            suffixes.contains { name.hasSuffix($0) && features.contains(String(name.dropLast($0.count))) }
        }
        let names: [String]
        do {
            names = try FileSystem.contents(ofDirectory: outputFolder)
        } catch {
            report.diagnostics.append(.error(error.description, at: nil))
            return report
        }
        // Only the few candidates are sorted, for a stable report; the listing is not.
        for name in names.filter({ $0.hasSuffix(".swift") && !isProduced($0) }).sorted() {
            let path = FileSystem.join(outputFolder, name)
            do {
                guard FileSystem.kind(of: path) == .file, GeneratedHeader.isGenerated(try FileSystem.readFile(path).prefix(1024)) else {
                    continue
                }
                if checkOnly {
                    report.files.append((path, .obsolete))
                } else {
                    try FileSystem.removeFile(path)
                    report.files.append((path, .removed))
                }
            } catch {
                report.diagnostics.append(.error(error.description, at: nil))
            }
        }
        return report
    }
}
