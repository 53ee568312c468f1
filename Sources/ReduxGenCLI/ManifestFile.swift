import ReduxGenCore

/// The output folder's `FingerprintManifest`, read at the start of a run and written back
/// at its end when it changed. Failing to read or write it only costs the next run time.
struct ManifestFile {
    /// Where the manifest lives.
    let path: String
    /// The manifest as the run found it.
    let original: FingerprintManifest
    private let existed: Bool

    /// Reads the manifest of `outputFolder`, or starts an empty one.
    init(outputFolder: String) {
        path = FileSystem.join(outputFolder, FingerprintManifest.fileName)
        let bytes = (try? FileSystem.readFileIfPresent(path)) ?? nil
        existed = bytes != nil
        original = bytes.map(FingerprintManifest.init(parsing:)) ?? FingerprintManifest()
    }

    /// Records the fingerprints of this run's specs and writes the manifest if it changed;
    /// entries of specs outside the run are kept unless the run pruned their files.
    func save(_ reports: [SpecReport], keepingOthers: Bool) {
        var manifest = keepingOthers ? original : FingerprintManifest()
        for report in reports {
            manifest.entries[FileSystem.baseName(of: report.path)] = report.fingerprint
        }
        if !existed || manifest != original {
            try? FileSystem.writeAtomically(manifest.serialized, to: path)
        }
    }
}
