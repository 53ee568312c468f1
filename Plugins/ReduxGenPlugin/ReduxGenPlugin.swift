import PackagePlugin

#if canImport(FoundationEssentials)
import struct FoundationEssentials.URL
#else
import struct Foundation.URL
#endif

/// The build-tool plugin: generates the files of every spec (`*.yaml`, `*.yml`) among a
/// target's source files, at build time.
///
/// Each spec gets its own build command, whose inputs are the spec and the `reduxgen`
/// executable and whose outputs are its generated files (`SpecFile.generatedParts`), declared
/// up front from the spec's file name. So the build runs reduxgen only for a spec (or a tool) that changed, and a rebuild
/// with no change runs nothing. The reducer skeletons (`<Feature>ReducerLogic.swift`) are
/// the user's sources and are not written here: see the `generate-redux-skeletons` command.
/// The plugin warns only about a feature whose reducer logic no file of the target defines.
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
        var logicSearch = ReducerLogicSearch(files: files)
        let output = workDirectory.appending(component: "GeneratedSources", directoryHint: .isDirectory)
        return specs.map { spec in
            if !logicSearch.definesLogic(of: spec) {
                Diagnostics.warning(Self.missingSkeletonMessage(spec, targetName: targetName), file: spec.path)
            }
            return buildCommand(for: spec, among: specs, tool: tool, output: output)
        }
    }

    /// The command that generates `spec`'s files into `output`. An app spec's command also
    /// gets the target's other specs, whose features it may list unless they are apps, and
    /// re-runs when one of them changes (or goes).
    static func buildCommand(for spec: SpecFile, among specs: [SpecFile], tool: PluginContext.Tool, output: URL) -> Command {
        var arguments = [
            "generate", spec.path,
            "--output", output.path(percentEncoded: false),
            "--no-skeletons", "--quiet",
        ]
        var inputs = [spec.url, tool.url]
        if spec.isApp {
            let others = specs.filter { $0 != spec }
            arguments += ["--known-features", others.map(\.knownFeatureArgument).joined(separator: ",")]
            inputs += others.map(\.url)
        }
        return .buildCommand(
            displayName: "Generating \(spec.feature) from \(spec.fileName) with reduxgen",
            executable: tool.url,
            arguments: arguments,
            inputFiles: inputs,
            outputFiles: spec.generatedFileNames.map { output.appending(component: $0) }
        )
    }

    /// The warning for a spec whose reducer logic is nowhere in the target: no
    /// `<Feature>ReducerLogic.swift`, and no file of the user's that extends the reducer with
    /// `reduceLogic(_:_:)`, which the generated reducer calls. A skeleton that is the user's
    /// file, under any name, gets no warning.
    static func missingSkeletonMessage(_ spec: SpecFile, targetName: String) -> String {
        "no file of target '\(targetName)' defines \(spec.feature)Reducer.reduceLogic(_:_:), which the generated "
            + "\(spec.feature)Reducer calls. Create the skeleton, \(spec.skeletonFileName), with `swift package "
            + "--allow-writing-to-package-directory generate-redux-skeletons --target \(targetName)`."
    }
}
