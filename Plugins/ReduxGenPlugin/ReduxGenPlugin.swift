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
/// executable and whose outputs are its generated files (`GeneratorParts.generated`), declared
/// up front from the spec's file name. So the build runs reduxgen only for a spec (or a tool) that changed, and a rebuild
/// with no change runs nothing. The reducer skeletons (`<Feature>ReducerLogic.swift`) are
/// the user's sources and are not written here: see the `generate-redux-skeletons` command.
///
/// Applied to a test target, it generates the service mock of each spec of the targets the
/// test target depends on (`<Feature>ServiceMock.swift`, importing its target with
/// `@testable`), so that the mocks follow the specs at every build.
@main
struct ReduxGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "ReduxGenBuildTool")
        var commands = try Self.commands(
            tool: tool,
            workDirectory: context.pluginWorkDirectoryURL,
            files: target.sourceFiles,
            targetName: target.name
        )
        if target.kind == .test {
            commands += try Self.mockCommands(tool: tool, workDirectory: context.pluginWorkDirectoryURL, testTarget: target)
        }
        return commands
    }

    /// The commands that generate the service mocks of the specs of the targets
    /// `testTarget` depends on, into the build folder, where they are compiled with the tests.
    static func mockCommands(tool: PluginContext.Tool, workDirectory: URL, testTarget: SourceModuleTarget) throws -> [Command] {
        let mocks = workDirectory.appending(component: "GeneratedMocks", directoryHint: .isDirectory)
        var commands: [Command] = []
        for dependency in testTarget.dependencies {
            guard case .target(let dependency) = dependency, let module = dependency as? SourceModuleTarget, module.kind != .test else { continue }
            let specs = SpecFile.specs(in: module.sourceFiles)
            try SpecFile.checkUniqueFeatures(specs, targetName: module.name)
            // The feature files of these runs are the feature target's plugin's to compile.
            let discarded = workDirectory.appending(component: "FeatureFiles/\(module.name)", directoryHint: .isDirectory)
            for spec in specs where !spec.isApp {
                commands.append(.buildCommand(
                    displayName: "Generating \(spec.feature)ServiceMock from \(spec.fileName) with reduxgen",
                    executable: tool.url,
                    arguments: [
                        "generate", spec.path,
                        "--output", discarded.path(percentEncoded: false),
                        "--no-skeletons", "--quiet",
                        // The feature target's build reports the spec's errors.
                        "--diagnostics-reported-elsewhere",
                        "--known-features", specs.map(\.knownFeatureArgument).joined(separator: ","),
                        "--tests", mocks.path(percentEncoded: false),
                        "--tests-module", module.name,
                    ],
                    inputFiles: [spec.url, tool.url],
                    outputFiles: spec.fileNames(of: GeneratorParts.testSupport).map { mocks.appending(component: $0) }
                ))
            }
        }
        return commands
    }

    /// The build commands for the specs among `files`, shared with the Xcode project plugin.
    /// A spec whose reducer skeleton is not among the files gets a warning that says how to
    /// write it: without it, the build fails in a generated file (`cannot find 'reduceLogic'`).
    static func commands(
        tool: PluginContext.Tool,
        workDirectory: URL,
        files: FileList,
        targetName: String
    ) throws -> [Command] {
        let specs = SpecFile.specs(in: files)
        try SpecFile.checkUniqueFeatures(specs, targetName: targetName)
        for spec in specs where !spec.hasReducerLogic(among: files.map(\.url)) {
            Diagnostics.warning(
                "\(spec.path): \(spec.reducerSkeletonFileName), the skeleton that holds the feature's reducer logic, is not "
                    + "among the files of target '\(targetName)' yet: write it with `swift package "
                    + "--allow-writing-to-package-directory generate-redux-skeletons --target \(targetName)`",
                file: spec.path, line: 1)
        }
        let output = workDirectory.appending(component: "GeneratedSources", directoryHint: .isDirectory)
        return specs.map { buildCommand(for: $0, among: specs, tool: tool, output: output) }
    }

    /// The command that generates `spec`'s files into `output`. An app spec's command, and
    /// that of a feature with children, also gets the target's other specs, which it may list
    /// (unless they are apps) or hold as children, and re-runs when one of them changes (or goes).
    static func buildCommand(for spec: SpecFile, among specs: [SpecFile], tool: PluginContext.Tool, output: URL) -> Command {
        var arguments = [
            "generate", spec.path,
            "--output", output.path(percentEncoded: false),
            "--no-skeletons", "--quiet",
        ]
        var inputs = [spec.url, tool.url]
        if spec.isApp || spec.hasChildren {
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
}
