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
    /// Whether existing skeletons are overwritten.
    var forceSkeletons = false
    /// Whether the run only checks, writing nothing.
    var checkOnly = false

    /// The folder the files of `part` go to, or `nil` when the run writes no skeletons.
    private func folder(of part: FilePart) -> String? {
        part.isTest ? testsFolder : part.isSkeleton ? skeletonFolder : outputFolder
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
    /// says how it differs), atomically: a reader, or a run killed midway, sees the old file
    /// or the new one, never half of one. Returns `nil` for a skeleton the run does not
    /// write.
    func apply(_ file: GeneratedFile) throws(FileSystemError) -> FileResult? {
        guard let folder = folder(of: file.part) else { return nil }
        let bytes = Array(file.bytes)
        let path = file.part.path(for: file.featureName, in: folder)
        let result = { (outcome: FileOutcome) in FileResult(path: path, outcome: outcome) }
        let existing = try FileSystem.readFileIfPresent(path)
        if file.part.isSkeleton, existing != nil, !forceSkeletons { return result(.skeletonKept) }
        if existing == bytes { return result(.unchanged) }
        if checkOnly { return result(existing == nil ? .missing : .stale) }
        try FileSystem.writeAtomically(bytes, to: path)
        return result(.written)
    }
}
