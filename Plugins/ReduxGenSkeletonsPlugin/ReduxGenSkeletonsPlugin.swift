import Foundation
import PackagePlugin

/// The command plugin `generate-redux-skeletons`: writes the missing reducer skeletons
/// (`<Feature>ReducerLogic.swift`) of every spec into the target's sources, next to the spec.
///
/// ```
/// swift package --allow-writing-to-package-directory generate-redux-skeletons [--target NAME]... [--tests DIR]
/// ```
///
/// With `--tests DIR` (and one `--target`), each feature's service mock and transition tests
/// are written into DIR, a folder of the package's test target.
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
        let tests = testsFolders.first.map { context.package.directoryURL.appending(path: $0, directoryHint: .isDirectory) }
        let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        let generator = SkeletonGenerator(
            tool: try context.tool(named: "reduxgen"),
            scratch: context.pluginWorkDirectoryURL.appending(component: "discarded-output", directoryHint: .isDirectory),
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
            try generator.writeMissingSkeletons(of: specs, targetName: target.name, tests: tests)
            visited += 1
        }
        if visited == 0 {
            throw PluginFailure("no target of package '\(context.package.displayName)' has .yaml or .yml specs among its source files")
        }
    }
}
