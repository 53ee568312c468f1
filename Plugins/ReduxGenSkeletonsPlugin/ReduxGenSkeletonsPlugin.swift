import Foundation
import PackagePlugin

/// The command plugin `generate-redux-skeletons`: writes the missing reducer skeletons
/// (`<Feature>ReducerLogic.swift`) of every spec into the target's sources, next to the spec.
///
/// ```
/// swift package --allow-writing-to-package-directory generate-redux-skeletons [--target NAME]... [--tests DIR]
/// ```
///
/// With `--tests DIR` (and one `--target`), each feature's transition tests and the samples
/// they need are written into DIR, a folder of the package's test target (its service mocks
/// come from the build plugin applied to the test target); a request added since the tests
/// were written gets a tests file of its own.
///
/// An existing skeleton is never overwritten: it holds the user's reducer logic. Without
/// `--target` every target with specs is visited.
@main
struct ReduxGenSkeletonsPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let testsFolders = extractor.extractOption(named: "tests")
        if let unknown = extractor.unextractedOptionsOrFlags.first ?? extractor.remainingArguments.first {
            throw PluginFailure("unknown argument '\(unknown)'; usage: generate-redux-skeletons [--target NAME]... [--tests DIR]")
        }
        if !testsFolders.isEmpty && (targetNames.count != 1 || testsFolders.count != 1) {
            throw PluginFailure("--tests DIR writes the tests of one target: give it once, with one --target NAME (the target the tests import)")
        }
        let tests = try testsFolders.first.map { try TestsFolder(path: $0, in: context.package) }
        let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        let generator = SkeletonGenerator(
            tool: try context.tool(named: "reduxgen"),
            packageDirectory: context.package.directoryURL
        )

        var visited = 0
        for target in targets {
            let specs = (target as? SourceModuleTarget).map { SpecFile.specs(in: $0.sourceFiles) } ?? []
            guard !specs.isEmpty else {
                if targetNames.contains(target.name) {
                    throw PluginFailure("target '\(target.name)' has no .yaml or .yml specs among its source files")
                }
                continue
            }
            try SpecFile.checkUniqueFeatures(specs, targetName: target.name)
            let files = (target as? SourceModuleTarget).map { Array($0.sourceFiles) } ?? []
            try generator.writeMissingSkeletons(of: specs, targetName: target.name, sources: Self.commonFolder(of: files.map(\.url)), tests: tests)
            visited += 1
        }
        if visited == 0 {
            throw PluginFailure("no target of package '\(context.package.displayName)' has .yaml or .yml specs among its source files")
        }
    }

    /// The innermost folder that holds every file of `urls`: a target's folder, from its files.
    static func commonFolder(of urls: [URL]) -> URL {
        let folders = urls.map { $0.deletingLastPathComponent().standardizedFileURL.pathComponents }
        guard var common = folders.first else { return URL(fileURLWithPath: ".") }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        return URL(fileURLWithPath: common.joined(separator: "/").replacingOccurrences(of: "//", with: "/"), isDirectory: true)
    }
}
