import Foundation

/// A package that a documentation test builds from a document's code, depending on this
/// repository by path, as a user's package depends on reduxgen.
///
/// It lives in `.build/documentation-examples/NAME` of the repository (out of git). Each
/// test starts it anew but keeps its `.build`, so a second run builds only what changed.
struct ExamplePackage {
    let folder: URL

    init(name: String) throws {
        folder = Shell.repositoryRoot.appendingPathComponent(".build/documentation-examples/\(name)")
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        for entry in try manager.contentsOfDirectory(atPath: folder.path) where entry != ".build" {
            try manager.removeItem(at: folder.appendingPathComponent(entry))
        }
    }

    /// `.package(name: "reduxgen", path: ...)` to this repository: the identity `reduxgen`
    /// that the documents' `package: "reduxgen"` references name, whatever the checkout's
    /// folder is called.
    static var reduxgenDependency: String {
        ".package(name: \"reduxgen\", path: \"\(Shell.repositoryRoot.path)\")"
    }

    func write(_ text: String, to path: String) throws {
        try Shell.write(text, to: path, in: folder)
    }

    /// Runs a command line in the package.
    func run(_ command: String) throws -> Shell.Result {
        try Shell.bash(command, in: folder)
    }

    /// `text` with the package's folder left out of paths, as a document shows them
    /// (`Sources/RepoSearch/Search.yaml:17:10: ...`).
    func relativePaths(_ text: String) -> String {
        text.replacingOccurrences(of: folder.path + "/", with: "")
    }
}
