import ReduxGenCore

/// What happened to one generated file.
enum FileOutcome: Int, CaseIterable {
    /// Written because it was missing or its content changed.
    case written
    /// Already up to date: not rewritten, its timestamp untouched.
    case unchanged
    /// A reducer skeleton that exists and is the user's: not touched.
    case skeletonKept
    /// `--check`: the file does not exist.
    case missing
    /// `--check`: the file exists with other content.
    case stale
    /// Generated from a spec that is no longer part of the run, and removed.
    case removed
    /// `--check`: generated from a spec that is gone; a run would remove it.
    case obsolete
}

/// Where and how a run writes files.
struct OutputWriter {
    /// The folder for generated files.
    var outputFolder: String
    /// The folder for reducer skeletons, or `nil` to write none.
    var skeletonFolder: String?
    /// The folder for the service mocks and transition tests, or `nil` to write none.
    var testsFolder: String?
    /// Whether this run created the tests folder.
    var testsFolderIsNew = false
    /// Whether existing skeletons are overwritten.
    var forceSkeletons = false
    /// Whether the run only checks, writing nothing.
    var checkOnly = false
    /// Whether this run created the output folder. Nothing in it can be replaced, so its
    /// files are created in place rather than through a temporary file and a rename (which
    /// doubles a cold run's time: Benchmarks/README.md, "Hand-made parts"); the
    /// fingerprint manifest is written last, so if the run is interrupted, the next one
    /// compares every file and rewrites what is incomplete (for a skeleton, see
    /// `isCutOff(_:of:)`).
    var outputFolderIsNew = false
    /// Whether this run created the skeleton folder: no skeleton can be there to keep.
    var skeletonFolderIsNew = false

    /// The folder the files of `part` go to, or `nil` when the run writes no skeletons.
    private func folder(of part: FilePart) -> String? {
        part.isTest ? testsFolder : part.isSkeleton ? skeletonFolder : outputFolder
    }

    /// Whether this run created the folder of `part`, so that its file is written in place.
    private func isNewFolder(of part: FilePart) -> Bool {
        part.isTest ? testsFolderIsNew : part.isSkeleton ? skeletonFolderIsNew : outputFolderIsNew
    }

    /// The path the file of `part` of the feature `featureName` goes to, or `nil` when the
    /// run writes no skeletons.
    func path(of part: FilePart, featureName: String) -> String? {
        folder(of: part).map { part.path(for: featureName, in: $0) }
    }

    /// What the run finds of a spec whose files all still have the hashes of `entry` (see
    /// `FingerprintManifest`), found by reading them only; `nil` when any file is missing or
    /// different, and the spec must go through the whole pipeline.
    func upToDateFiles(featureName: String, entry: FingerprintManifest.Entry) throws(FileSystemError) -> [FileResult]? {
        if forceSkeletons || entry.files.count != FilePart.generatedParts.count { return nil }
        var files: [FileResult] = []
        for (part, expected) in zip(FilePart.generatedParts, entry.files) {
            guard let path = path(of: part, featureName: featureName),
                let bytes = try FileSystem.readFileIfPresent(path), Fingerprint.hash(bytes) == expected
            else { return nil }
            files.append(FileResult(path: path, outcome: .unchanged))
        }
        for part in FilePart.skeletonParts where entry.hasSkeleton(part) {
            guard let path = path(of: part, featureName: featureName) else { break }
            guard FileSystem.kind(of: path) != nil else { return nil }
            files.append(FileResult(path: path, outcome: .skeletonKept))
        }
        return files
    }

    /// Writes `file` if its content differs from what is on disk (or, in check mode,
    /// says how it differs). Returns `nil` for a skeleton the run does not write.
    func apply(_ file: GeneratedFile) throws(FileSystemError) -> FileResult? {
        guard let folder = folder(of: file.part) else { return nil }
        let bytes = Array(file.bytes)
        let path = FileSystem.join(folder, file.name)
        let result = { (outcome: FileOutcome) in FileResult(path: path, outcome: outcome) }
        if !checkOnly, isNewFolder(of: file.part), try FileSystem.createNewFile(bytes, at: path) {
            return result(.written)
        }
        let existing = try FileSystem.readFileIfPresent(path)
        if file.part.isSkeleton, let existing, !forceSkeletons, !Self.isCutOff(existing, of: bytes) {
            return result(.skeletonKept)
        }
        if existing == bytes { return result(.unchanged) }
        if checkOnly { return result(existing == nil ? .missing : .stale) }
        try FileSystem.writeAtomically(bytes, to: path)
        return result(.written)
    }

    /// Whether an existing skeleton is a cut-off copy of the one reduxgen writes: empty, or
    /// a strict beginning of it. Skeletons in a folder the run created are written in place,
    /// so a run interrupted mid-write leaves one; it is written again, not kept as the
    /// user's. A skeleton the user has edited is never a strict beginning of the generated
    /// one (that would be the generated code cut off mid-declaration).
    static func isCutOff(_ existing: [UInt8], of skeleton: [UInt8]) -> Bool {
        existing.count < skeleton.count && skeleton.starts(with: existing)
    }
}
