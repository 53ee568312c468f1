import ReduxGenCore

/// Turns `reduxgen`'s arguments (without the program's name) into what they ask for, or
/// a `CommandLineError`. Pure: it reads nothing but its arguments and prints nothing.
///
/// Leading subcommand names choose the command (`templates cat`); a command with
/// subcommands runs its default one with the rest (`reduxgen Specs -o Out` generates, as
/// words that name no subcommand are paths). `-h`/`--help` (or `-h` among other one-letter
/// flags, `-qh`) anywhere before `--` asks for the chosen command's help, `--version` for
/// the version.
enum CommandLineParser {
    /// What `arguments` ask for; a `CommandLineError` when they are wrong.
    static func parse(_ arguments: [String]) throws(CommandLineError) -> ParsedCommandLine {
        var command = ReduxgenCommands.root
        var rest = arguments[...]
        while let word = rest.first, let subcommand = command.subcommand(named: word) {
            command = subcommand
            rest.removeFirst()
        }
        let beforeTerminator = rest.prefix { $0 != "--" }
        let isHelpRequest = { (argument: String) in Self.isHelpRequest(argument, for: command) }
        if command.identity != .help && beforeTerminator.contains(where: isHelpRequest) {
            return .help(HelpText.render(helpSubject(of: command, asked: beforeTerminator, isHelpRequest)))
        }
        if beforeTerminator.contains("--version") { return .version }
        return try result(of: command, arguments: rest)
    }

    /// `-h`, `--help`, or one-letter flags of `command` (or of its default subcommand) that
    /// include `h` (`-qh`). Anything else that starts with `-` (`-Dash.yaml`) is an unknown
    /// option, which the scanner reports.
    private static func isHelpRequest(_ argument: String, for command: CommandDescription) -> Bool {
        if argument == "--help" { return true }
        guard argument.hasPrefix("-"), !argument.hasPrefix("--"), argument.contains("h") else { return false }
        let letters = (command.allOptions + (command.defaultCommand?.allOptions ?? [])).compactMap(\.shortName)
        return argument.dropFirst().allSatisfy(letters.contains)
    }

    /// The command whose help `arguments` ask for: a command with subcommands, given
    /// anything besides the help request, means its default subcommand (`reduxgen Specs
    /// -h` is about `generate`).
    private static func helpSubject(
        of command: CommandDescription, asked arguments: ArraySlice<String>, _ isHelpRequest: (String) -> Bool
    ) -> CommandDescription {
        guard let defaultCommand = command.defaultCommand, arguments.contains(where: { !isHelpRequest($0) }) else { return command }
        return defaultCommand
    }

    /// What `arguments` ask `command` to do.
    private static func result(of command: CommandDescription, arguments: ArraySlice<String>) throws(CommandLineError) -> ParsedCommandLine {
        switch command.identity {
        case .root, .templates:
            guard let defaultCommand = command.defaultCommand else {
                throw CommandLineError("Missing expected argument '<subcommand>'", command: command)
            }
            do throws(CommandLineError) {
                return try result(of: defaultCommand, arguments: arguments)
            } catch {
                // `reduxgen` alone: say what is missing, and show the overview and examples.
                if command.identity == .root && arguments.isEmpty {
                    throw CommandLineError(error.message, command: command, showsHelp: true)
                }
                throw error
            }
        case .generate:
            return .generate(try generateOptions(ArgumentScanner.scan(arguments, for: command), command: command))
        case .initSpec:
            let scanned = try ArgumentScanner.scan(arguments, for: command)
            let name = try featureName(scanned.positionals.first ?? "", command: command)
            return .initSpec(ReduxgenCommands.initOptions.read(scanned, into: InitOptions(name: name)))
        case .diagram:
            let scanned = try ArgumentScanner.scan(arguments, for: command)
            return .diagram(path: scanned.positionals.first ?? "")
        case .schema:
            _ = try ArgumentScanner.scan(arguments, for: command)
            return .schema
        case .listTemplates:
            _ = try ArgumentScanner.scan(arguments, for: command)
            return .listTemplates
        case .templateNames:
            _ = try ArgumentScanner.scan(arguments, for: command)
            return .templateNames
        case .catTemplate:
            let scanned = try ArgumentScanner.scan(arguments, for: command)
            return .catTemplate(name: try templateName(scanned.positionals.first ?? "", command: command))
        case .outputs:
            let scanned = try ArgumentScanner.scan(arguments, for: command)
            return .outputs(ReduxgenCommands.outputsOptions.read(scanned, into: OutputsOptions(paths: scanned.positionals, output: "")))
        case .help:
            let names = try ArgumentScanner.scan(arguments, for: command).positionals
            if names == [SpecReference.topic] { return .specReference }
            return .help(HelpText.render(helpSubject(named: names)))
        }
    }

    /// `reduxgen help templates cat`: the command the names lead to, as far as they name
    /// subcommands (the root when the first does not).
    private static func helpSubject(named names: [String]) -> CommandDescription {
        var command = ReduxgenCommands.root
        for name in names {
            guard let subcommand = command.subcommand(named: name), !subcommand.isHidden else { break }
            command = subcommand
        }
        return command
    }

    /// The options of `generate`; conflicting ones are an error.
    private static func generateOptions(_ scanned: ScannedArguments, command: CommandDescription) throws(CommandLineError) -> GenerateOptions {
        // The scanner has checked that `--output` is there and the format is one it accepts.
        let options = ReduxgenCommands.generateOptions.read(scanned, into: GenerateOptions(paths: scanned.positionals, output: ""))
        if let conflict = options.conflict { throw CommandLineError(conflict, command: command) }
        return options
    }

    /// The feature name `init` is given (`TeamChat`, or `TeamChat.yaml` as the file it
    /// writes); a name that cannot name a feature is an error that says why.
    private static func featureName(_ name: String, command: CommandDescription) throws(CommandLineError) -> String {
        var wanted = name
        for suffix in [".yaml", ".yml"] where wanted.hasSuffix(suffix) { wanted = String(wanted.dropLast(suffix.count)) }
        if let problem = StarterSpec.problem(withFeatureName: wanted) {
            throw CommandLineError("'\(name)' cannot name a feature: \(problem)", command: command)
        }
        return wanted
    }

    /// The name of the default template `name` asks for (`State` for `State` or
    /// `State.mustache`); an unknown name is an error that suggests the closest.
    private static func templateName(_ name: String, command: CommandDescription) throws(CommandLineError) -> String {
        let suffix = "." + TemplateSet.fileExtension
        let wanted = name.hasSuffix(suffix) ? String(name.dropLast(suffix.count)) : name
        let names = TemplateCatalog.names
        guard names.contains(wanted) else {
            throw CommandLineError("no template named '\(name)'" + Suggestions.hint(for: wanted, among: names), command: command)
        }
        return wanted
    }
}
