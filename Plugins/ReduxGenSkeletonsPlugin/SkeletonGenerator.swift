import Foundation
import PackagePlugin

/// Runs reduxgen so that it writes only the missing skeletons into the specs' folders.
///
/// The tool writes the generated files of a run into `--output` (here a scratch folder
/// that is thrown away: the build plugin makes those) and a skeleton into `--skeletons`
/// only when none exists there.
struct SkeletonGenerator {
    /// The `reduxgen` executable.
    let tool: PluginContext.Tool
    /// A folder of the plugin's own for the generated files that are not wanted.
    let scratch: URL
    /// The package's folder, which the messages give paths relative to.
    let packageDirectory: URL

    /// Writes the skeleton of each spec in `specs` that has none next to it, and says which
    /// it wrote and which it kept.
    ///
    /// With `tests`, each feature's service mock and transition tests go there too, importing
    /// the target with `@testable` (the tool's `--tests`).
    func writeMissingSkeletons(of specs: [SpecFile], targetName: String, tests: URL? = nil) throws {
        // Every run knows the target's features, which its app specs may list.
        var arguments = ["--known-features", specs.map(\.knownFeatureArgument).joined(separator: ",")]
        if let tests {
            arguments += ["--tests", tests.path(percentEncoded: false), "--tests-module", targetName]
        }
        let byFolder = Dictionary(grouping: specs, by: \.folder)
        for folder in byFolder.keys.sorted(by: { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }) {
            let specsHere = byFolder[folder]!
            var skeletons = specsHere.flatMap(\.skeletonFileNames).map { folder.appending(component: $0) }
            // The transition tests are written once, like skeletons; the mocks are generated.
            let mocks = tests.map { tests in specsHere.flatMap { $0.fileNames(of: SpecFile.testParts) }.map { tests.appending(component: $0) } } ?? []
            if let tests {
                skeletons += specsHere.flatMap { $0.fileNames(of: SpecFile.testSkeletonParts) }.map { tests.appending(component: $0) }
            }
            let existing = Set(skeletons.filter(Self.exists))
            let succeeded = try run(specsHere, skeletonFolder: folder, arguments: arguments)
            for skeleton in skeletons {
                let path = relativePath(of: skeleton)
                if existing.contains(skeleton) {
                    print("\(targetName): kept \(path) (it exists and is yours)")
                } else if Self.exists(skeleton) {
                    print("\(targetName): wrote \(path)")
                }
            }
            for mock in mocks where Self.exists(mock) {
                print("\(targetName): generated \(relativePath(of: mock))")
            }
            guard succeeded else {
                throw PluginFailure("reduxgen reported errors for target '\(targetName)' (see above); no skeleton was written for a spec with errors")
            }
        }
    }

    /// Runs the tool on `specs`, with the skeletons going to `skeletonFolder`; its diagnostics
    /// go to this process's standard error. Returns whether it succeeded.
    private func run(_ specs: [SpecFile], skeletonFolder: URL, arguments: [String]) throws -> Bool {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["generate"] + specs.map(\.path) + [
            "--output", scratch.path(percentEncoded: false),
            "--skeletons", skeletonFolder.path(percentEncoded: false),
            "--quiet",
        ] + arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationReason == .exit && process.terminationStatus == 0
    }

    /// `url`'s path relative to the package's folder when it is inside it.
    private func relativePath(of url: URL) -> String {
        let path = url.path(percentEncoded: false)
        var base = packageDirectory.path(percentEncoded: false)
        if !base.hasSuffix("/") { base += "/" }
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    private static func exists(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.path(percentEncoded: false))
    }
}
