import Foundation
import PackagePlugin

/// The folder `--tests` writes into, and the test target that compiles it: a folder in no
/// test target's folder would hold tests that nothing builds, so it is refused.
struct TestsFolder {
    /// The folder.
    let url: URL
    /// The name of the test target whose folder holds it.
    let targetName: String
    /// Whether the manifest applies the build plugin to that target, which generates the
    /// service mocks the tests use.
    let targetAppliesBuildPlugin: Bool

    /// The folder `path` (relative to the package) of `package`.
    /// - Throws: When no test target's folder holds it.
    init(path: String, in package: Package) throws {
        url = package.directoryURL.appending(path: path, directoryHint: .isDirectory).standardizedFileURL
        let manifest = (try? String(contentsOf: package.directoryURL.appending(component: "Package.swift"), encoding: .utf8)) ?? ""
        // A test target without files yet is not among the package's targets: its folder is
        // read from the manifest.
        let folders = package.targets.compactMap { $0 as? SourceModuleTarget }.filter { $0.kind == .test }
            .map { (name: $0.name, folder: Self.folderPath(of: $0)) }
        let declared = Self.testTargetFolders(declaredIn: manifest, in: package).filter { declared in
            !folders.contains { $0.name == declared.name }
        }
        let folder = url.path(percentEncoded: false)
        guard let target = (folders + declared).first(where: { folder.hasPrefix($0.folder) }) else {
            let known = (folders + declared).map { "\(Self.relative($0.folder, to: package)) (\($0.name))" }
            throw PluginFailure(
                "--tests \(path) is in no test target's folder, so nothing would compile the tests written there; "
                    + (known.isEmpty
                        ? "add a test target to Package.swift and give its folder"
                        : "give the folder of the test target that tests the target: " + known.joined(separator: ", ")))
        }
        targetName = target.name
        targetAppliesBuildPlugin = Self.declaration(ofTarget: target.name, in: manifest)?.contains("ReduxGenPlugin") ?? false
    }

    /// The test targets the manifest declares (`.testTarget(name: "X"`, and its `path:`, or
    /// SwiftPM's `Tests/X`), with their folders.
    private static func testTargetFolders(declaredIn manifest: String, in package: Package) -> [(name: String, folder: String)] {
        var folders: [(name: String, folder: String)] = []
        var rest = manifest[...]
        while let call = rest.range(of: ".testTarget(") {
            rest = rest[call.upperBound...]
            guard let name = quoted(after: "name:", in: rest, before: ",") else { continue }
            let path = declaration(ofTarget: name, in: manifest).flatMap { quoted(after: "path:", in: $0) } ?? "Tests/\(name)"
            let folder = package.directoryURL.appending(path: path, directoryHint: .isDirectory).standardizedFileURL.path(percentEncoded: false)
            folders.append((name, folder.hasSuffix("/") ? folder : folder + "/"))
        }
        return folders
    }

    /// The string literal after `label` in `text`, when `label` comes before the first `end`.
    private static func quoted(after label: String, in text: Substring, before end: String? = nil) -> String? {
        guard let labelRange = text.range(of: label) else { return nil }
        if let end, let endRange = text.range(of: end), endRange.lowerBound < labelRange.lowerBound { return nil }
        let afterLabel = text[labelRange.upperBound...].drop { $0 == " " || $0 == "\n" }
        guard afterLabel.first == "\"", let close = afterLabel.dropFirst().firstIndex(of: "\"") else { return nil }
        return String(afterLabel[afterLabel.index(after: afterLabel.startIndex)..<close])
    }

    /// `/…/Tests/RepoSearchTests/`: the folder that holds a target's files, with a trailing
    /// slash so that a prefix match stops at a component.
    private static func folderPath(of target: SourceModuleTarget) -> String {
        let path = ReduxGenSkeletonsPlugin.commonFolder(of: target.sourceFiles.map(\.url)).standardizedFileURL.path(percentEncoded: false)
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
