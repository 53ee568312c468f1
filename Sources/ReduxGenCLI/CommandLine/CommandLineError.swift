/// A command line `reduxgen` cannot run: what is wrong, and which command's usage to show.
struct CommandLineError: Error, Equatable {
    /// What is wrong: `Missing expected argument '--output <dir>'`.
    var message: String
    /// The command whose usage line the report shows.
    var command: CommandDescription
    /// Whether the report ends with the command's whole help instead of its usage line,
    /// for a command line that gives nothing at all.
    var showsHelp = false

    init(_ message: String, command: CommandDescription, showsHelp: Bool = false) {
        self.message = message
        self.command = command
        self.showsHelp = showsHelp
    }

    /// What standard error shows, without a final line break:
    ///
    ///     Error: Unknown option '--bogus'
    ///     Usage: reduxgen generate <path> ... --output <dir> [--skeletons <dir>] …
    ///       See 'reduxgen generate --help' for more information.
    var report: String {
        if showsHelp { return "Error: \(message)\n\n" + HelpText.render(command) }
        var text = "Error: \(message)\nUsage: \(HelpText.usage(command))"
        if !command.isHidden { text += "\n  See '\(command.fullName) --help' for more information." }
        return text
    }
}
