#if canImport(XcodeProjectPlugin)
import PackagePlugin
import XcodeProjectPlugin

/// The same build commands for a target of an Xcode project that applies the plugin.
extension ReduxGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try Self.commands(
            tool: context.tool(named: "ReduxGenBuildTool"),
            workDirectory: context.pluginWorkDirectoryURL,
            files: target.inputFiles,
            targetName: target.displayName
        )
    }
}
#endif
