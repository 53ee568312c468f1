import PackagePlugin

#if canImport(FoundationEssentials)
import struct FoundationEssentials.URL
#else
import struct Foundation.URL
#endif

/// The build-tool plugin: generates the State, Action, Reducer, Loader and ViewModel files of every
/// spec (`*.yaml`, `*.yml`) among a target's source files, at build time.
///
/// Each spec gets its own build command, whose inputs are the spec and the `reduxgen`
/// executable and whose outputs are its five files, declared up front from the spec's file
/// name. So the build runs reduxgen only for a spec (or a tool) that changed, and a rebuild
/// with no change runs nothing. The reducer skeletons (`<Feature>ReducerLogic.swift`) are
/// the user's sources and are not written here: see the `generate-redux-skeletons` command.
@main
struct ReduxGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try Self.commands(
            tool: context.tool(named: "reduxgen"),
            workDirectory: context.pluginWorkDirectoryURL,
            files: target.sourceFiles,
            targetName: target.name
        )
    }

    /// The build commands for the specs among `files`, shared with the Xcode project plugin.
    static func commands(
        tool: PluginContext.Tool,
        workDirectory: URL,
        files: FileList,
        targetName: String
    ) throws -> [Command] {
        let specs = SpecFile.specs(in: files)
        try SpecFile.checkUniqueFeatures(specs, targetName: targetName)
        let names = Set(files.map(\.url.lastPathComponent))
        let output = workDirectory.appending(component: "GeneratedSources", directoryHint: .isDirectory)
        return specs.map { spec in
            if !names.contains(spec.skeletonFileName) {
                Diagnostics.warning(Self.missingSkeletonMessage(spec, targetName: targetName), file: spec.path)
            }
            return buildCommand(for: spec, tool: tool, output: output)
        }
    }

    /// The command that generates `spec`'s files into `output`.
    static func buildCommand(for spec: SpecFile, tool: PluginContext.Tool, output: URL) -> Command {
        .buildCommand(
            displayName: "Generating \(spec.feature) from \(spec.fileName) with reduxgen",
            executable: tool.url,
            arguments: [
                "generate", spec.path,
                "--output", output.path(percentEncoded: false),
                "--no-skeletons", "--quiet",
            ],
            inputFiles: [spec.url, tool.url],
            outputFiles: spec.generatedFileNames.map { output.appending(component: $0) }
        )
    }

    /// The warning for a spec whose reducer skeleton is not among the target's files: the
    /// generated reducer calls `reduceLogic(_:_:)`, which the skeleton defines.
    static func missingSkeletonMessage(_ spec: SpecFile, targetName: String) -> String {
        "\(spec.skeletonFileName) is missing from target '\(targetName)': the generated \(spec.feature)Reducer "
            + "needs its reduceLogic(_:_:). Create it with `swift package --allow-writing-to-package-directory "
            + "generate-redux-skeletons --target \(targetName)`."
    }
}
