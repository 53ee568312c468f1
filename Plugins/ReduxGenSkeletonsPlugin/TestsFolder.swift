import Foundation
import PackagePlugin

/// The folder `--tests` writes into, and the test target that compiles it: a folder in no
/// test target's folder would hold tests that nothing builds, so it is refused.
struct TestsFolder {
    /// The folder.
    let url: URL
    /// The test target whose folder holds it.
    let target: SourceModuleTarget
    /// Whether the manifest applies the build plugin to that target, which generates the
    /// service mocks the tests use.
    let targetAppliesBuildPlugin: Bool

    /// The folder `path` (relative to the package) of `package`.
    /// - Throws: When no test target's folder holds it.
    init(path: String, in package: Package) throws {
        url = package.directoryURL.appending(path: path, directoryHint: .isDirectory).standardizedFileURL
        let testTargets = package.targets.compactMap { $0 as? SourceModuleTarget }.filter { $0.kind == .test }
        let folder = url.path(percentEncoded: false)
        guard let target = testTargets.first(where: { folder.hasPrefix(Self.folderPath(of: $0, in: package)) }) else {
            let known = testTargets.map { "\(Self.relative(Self.folderPath(of: $0, in: package), to: package)) (\($0.name))" }
            throw PluginFailure(
                "--tests \(path) is in no test target's folder, so nothing would compile the tests written there; "
                    + (known.isEmpty
                        ? "add a test target to Package.swift and give its folder"
                        : "give the folder of the test target that tests the target: " + known.joined(separator: ", ")))
        }
        self.target = target
        let manifest = (try? String(contentsOf: package.directoryURL.appending(component: "Package.swift"), encoding: .utf8)) ?? ""
        targetAppliesBuildPlugin = Self.declaration(ofTarget: target.name, in: manifest)?.contains("ReduxGenPlugin") ?? false
    }

    /// `/…/Tests/RepoSearchTests/`: a target's folder (the one that holds its files, or
    /// SwiftPM's `Tests/<name>` for a target without files yet), with a trailing slash so that
    /// a prefix match stops at a component.
    private static func folderPath(of target: SourceModuleTarget, in package: Package) -> String {
        let files = target.sourceFiles.map(\.url)
        let folder = files.isEmpty
            ? package.directoryURL.appending(path: "Tests/\(target.name)", directoryHint: .isDirectory)
            : ReduxGenSkeletonsPlugin.commonFolder(of: files)
        let path = folder.standardizedFileURL.path(percentEncoded: false)
        return path.hasSuffix("/") ? path : path + "/"
    }

    private static func relative(_ path: String, to package: Package) -> String {
        var base = package.directoryURL.path(percentEncoded: false)
        if !base.hasSuffix("/") { base += "/" }
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    /// The text of the manifest's declaration of the target `name`: from the call that names
    /// it to the next target declaration.
    static func declaration(ofTarget name: String, in manifest: String) -> Substring? {
        guard let named = manifest.range(of: "name: \"\(name)\"") else { return nil }
        let rest = manifest[named.upperBound...]
        let end = [".target(", ".testTarget(", ".executableTarget(", ".plugin(", ".macro("]
            .compactMap { rest.range(of: $0)?.lowerBound }.min() ?? rest.endIndex
        return rest[..<end]
    }
}
