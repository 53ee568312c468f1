import ArgumentParser
import ReduxGenCore

/// `reduxgen`: the root command. `generate` is its default subcommand, so
/// `reduxgen Specs --output Generated` generates.
public struct ReduxgenCommand: ParsableCommand {
    /// The tool's version, printed by `--version`.
    public static let version = Generator.version

    public static let configuration = CommandConfiguration(
        commandName: "reduxgen",
        abstract: "Generates Swift Redux boilerplate (state, actions, reducer, loader middleware) from YAML feature specs.",
        discussion: """
            A spec describes one feature: its state, its actions and its async requests. \
            reduxgen writes <Feature>State.swift, <Feature>Action.swift, \
            <Feature>Reducer.swift and <Feature>Loader.swift, plus \
            <Feature>ReducerLogic.swift, the reducer skeleton that is yours to fill in and \
            is never overwritten.

            EXAMPLES:
              reduxgen Specs --output Generated          generate from every spec in Specs/
              reduxgen Specs --output Generated --check  in CI: fail if Generated/ is stale
              reduxgen templates cat State > MyTemplates/State.mustache
                                                         start a template of your own
            """,
        version: version,
        subcommands: [GenerateCommand.self, TemplatesCommand.self],
        defaultSubcommand: GenerateCommand.self
    )

    public init() {}
}
