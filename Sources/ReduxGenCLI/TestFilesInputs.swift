import ReduxGenCore

/// What a run with `--tests` reads besides the specs: the tests folder (which tests and
/// samples it has already) and the Swift files that declare the spec's types (from which the
/// samples are built).
enum TestFilesInputs {
    /// The planner of the run's test files; `specPaths` are the specs of the run and the
    /// known ones of other runs, where a feature's children are read for their tests.
    static func planner(testsFolder: String, modelSources: [String], specPaths: [String], writer: any TestFileWriter) -> any TestFilesPlanning {
        let names = (try? FileSystem.contents(ofDirectory: testsFolder)) ?? []
        // The Swift files of the folder's subfolders are the user's too (a sample written by
        // hand in `Support/Samples.swift`): named by their path in the folder.
        var nested: [String] = []
        var visited: Set<FileSystem.Identity> = []
        for name in names where !name.hasPrefix(".") && !name.hasSuffix(".swift") {
            collectSwiftFiles(under: FileSystem.join(testsFolder, name), into: &nested, visited: &visited)
        }
        let folderFiles = names.map { name in
            (name: name, text: name.hasSuffix(".swift") ? text(of: FileSystem.join(testsFolder, name)) : nil)
        } + nested.map { path in (name: String(path.dropFirst(testsFolder.count).drop { $0 == "/" }), text: text(of: path)) }
        var sources: [String] = []
        visited = []
        for path in modelSources { collectSwiftFiles(under: path, into: &sources, visited: &visited) }
        return writer.planner(folderFiles: folderFiles, modelSources: sources.compactMap(text), featureNamed: OtherSpecs.features(at: specPaths))
    }

    /// The module the test files import with `@testable` when `--tests-module` is not given:
    /// the target that `--output` is in, `RepoSearch` for `Sources/RepoSearch` or
    /// `Sources/RepoSearch/Generated`; `nil` for a folder outside any `Sources`.
    static func module(namedBy output: String) -> String? {
        let components = output.split(separator: "/").map(String.init)
        guard let index = components.lastIndex(of: "Sources"), index + 1 < components.count else { return nil }
        return components[index + 1]
    }

    /// The paths of the Swift files at `path` (a file, or a folder searched recursively,
    /// hidden entries and `.build` skipped).
    private static func collectSwiftFiles(under path: String, into files: inout [String], visited: inout Set<FileSystem.Identity>) {
        guard let status = try? FileSystem.status(of: path), visited.insert(status.identity).inserted else { return }
        switch status.kind {
        case .file where path.hasSuffix(".swift"):
            files.append(path)
        case .directory:
            for name in (try? FileSystem.contents(ofDirectory: path)) ?? [] where !name.hasPrefix(".") {
                collectSwiftFiles(under: FileSystem.join(path, name), into: &files, visited: &visited)
            }
        default:
            break
        }
    }

    private static func text(of path: String) -> String? {
        (try? FileSystem.readFile(path)).map { String(decoding: $0, as: UTF8.self) }
    }
}
