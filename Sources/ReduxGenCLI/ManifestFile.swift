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
        // A first run into the folder (nothing to keep or compare with) whose specs come in
        // the manifest's order, as one folder's do, writes its lines as they are.
        if original.entries.isEmpty, let entries = Self.entriesInOrder(of: reports) {
            if !entries.isEmpty || !existed {
                try? FileSystem.writeAtomically(FingerprintManifest.serialized(entries), to: path)
            }
            return
        }
        var manifest = keepingOthers ? original : FingerprintManifest()
        for report in reports {
            manifest.entries[FileSystem.baseName(of: report.path)] = report.fingerprint
        }
        if manifest != original || !existed {
            try? FileSystem.writeAtomically(manifest.serialized, to: path)
        }
    }

    /// The fingerprints of `reports` by spec file name, when the names are in strictly
    /// increasing order (the manifest's); `nil` otherwise.
    private static func entriesInOrder(of reports: [SpecReport]) -> [(key: String, value: FingerprintManifest.Entry)]? {
        var entries: [(key: String, value: FingerprintManifest.Entry)] = []
        entries.reserveCapacity(reports.count)
        for report in reports {
            guard let fingerprint = report.fingerprint else { continue }
            let name = FileSystem.baseName(of: report.path)
            if let last = entries.last, !(last.key < name) { return nil }
            entries.append((name, fingerprint))
        }
        return entries
    }
}
