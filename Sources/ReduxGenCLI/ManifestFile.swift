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
        if original.entries.isEmpty, let text = Self.textInOrder(of: reports) {
            if !text.isEmpty || !existed {
                try? FileSystem.writeAtomically(text[...], to: path)
            }
            return
        }
        var manifest = keepingOthers ? original : FingerprintManifest()
        for report in reports {
            manifest.entries[FileSystem.baseName(of: report.path)] = report.fingerprint
        }
        if manifest != original || !existed {
            try? FileSystem.writeAtomically(manifest.serialized[...], to: path)
        }
    }

    /// The manifest's text for the fingerprints of `reports`, written line by line as the
    /// reports come, when their spec file names come in strictly increasing order (the
    /// manifest's); `nil` otherwise.
    private static func textInOrder(of reports: [SpecReport]) -> [UInt8]? {
        var text: [UInt8] = []
        text.reserveCapacity(reports.count * FingerprintManifest.lineLengthEstimate)
        // Where the last line's name is in `text`.
        var previousName = 0..<0
        for report in reports {
            guard let fingerprint = report.fingerprint else { continue }
            var path = report.path
            let inOrder = path.withUTF8 { utf8 in
                let name = UnsafeBufferPointer(rebasing: utf8[PathComponents.lastComponentStart(utf8)...])
                if !previousName.isEmpty, !text[previousName].lexicographicallyPrecedes(name) { return false }
                previousName = text.count..<(text.count + name.count)
                FingerprintManifest.appendLine(name: name, entry: fingerprint, to: &text)
                return true
            }
            if !inOrder { return nil }
        }
        return text
    }
}
