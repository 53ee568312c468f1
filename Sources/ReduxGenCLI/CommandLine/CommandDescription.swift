/// One command of `reduxgen` (`generate`, `templates cat`, …), described once: the parser
/// reads its options from here and the help text is printed from here, so the two cannot
/// drift apart.
struct CommandDescription: Equatable {
    /// Which command this is, so that the parser knows what to make of its arguments.
    enum Identity: Equatable {
        case root
        case generate
        case initSpec
        case diagram
        case schema
        case templates
        case listTemplates
        case catTemplate
        case templateNames
        case outputs
        case help
    }

    var identity: Identity
    /// The words that run the command: `["reduxgen", "templates", "cat"]`.
    var path: [String]
    /// One sentence: what the command does.
    var abstract: String
    /// Paragraphs for `--help`, after the abstract.
    var discussion = ""
    /// The positional arguments, in order.
    var arguments: [ArgumentDescription] = []
    /// The options and flags, in the order `--help` lists them; `--version` and
    /// `-h, --help` are every command's (see `OptionDescription.standard`).
    var options: [OptionDescription] = []
    /// The subcommands, in the order `--help` lists them.
    var subcommands: [CommandDescription] = []
    /// The name of the subcommand that runs when none is named.
    var defaultSubcommand: String?
    /// Whether `--help` leaves the command out of its parent's subcommands (`help` itself).
    var isHidden = false

    /// The word that names the command: `cat`.
    var name: String { path[path.count - 1] }

    /// The whole command as typed: `reduxgen templates cat`.
    var fullName: String { path.joined(separator: " ") }

    /// The subcommand called `name`, if there is one.
    func subcommand(named name: String) -> CommandDescription? {
        subcommands.first { $0.name == name }
    }

    /// The subcommand that runs when none is named.
    var defaultCommand: CommandDescription? {
        defaultSubcommand.flatMap(subcommand(named:))
    }

    /// The options the parser knows for this command: its own and the standard ones.
    var allOptions: [OptionDescription] { options + OptionDescription.standard }
}

/// A positional argument: `<path> ...`, `<name>`.
struct ArgumentDescription: Equatable {
    /// The word between angle brackets: `path`.
    var valueName: String
    /// What the argument is, for `--help`.
    var help: String
    /// Whether the argument takes every remaining positional value (`<path> ...`).
    var repeats = false
    /// Whether it may be left out.
    var isOptional = false

    /// `<path> ...`: the argument as usage lines and error messages show it.
    var synopsis: String { "<\(valueName)>" + (repeats ? " ..." : "") }
}

/// An option (`--output <dir>`) or a flag (`--check`, `--prune/--no-prune`).
struct OptionDescription: Equatable {
    /// What follows the option's name on the command line.
    enum Kind: Equatable {
        /// A flag: present or not.
        case flag
        /// A flag that has a negative spelling too: `--prune` and `--no-prune`.
        case invertibleFlag
        /// An option with a value: `--output <dir>`.
        case value(name: String)
    }

    /// The long name, without dashes: `output`.
    var longName: String
    /// The one-letter name, without the dash: `o`.
    var shortName: Character?
    var kind: Kind
    /// What the option does, for `--help`.
    var help: String
    /// More about the option, printed under it in `--help`.
    var discussion = ""
    /// Whether the command line must give the option.
    var isRequired = false
    /// The values the option accepts; empty when any value is fine.
    var allowedValues: [String] = []
    /// The value that applies when the option is not given, shown by `--help`.
    var defaultValue: String?

    /// `--output`.
    var longSpelling: String { "--" + longName }

    /// `--no-prune`, the negative spelling of an invertible flag.
    var invertedSpelling: String? { kind == .invertibleFlag ? "--no-" + longName : nil }

    /// `-o`.
    var shortSpelling: String? { shortName.map { "-\($0)" } }

    /// Every spelling the parser accepts for the option.
    var spellings: [String] { [shortSpelling, longSpelling, invertedSpelling].compactMap { $0 } }

    /// Whether the option takes a value.
    var takesValue: Bool {
        if case .value = kind { return true }
        return false
    }

    /// `spelling` with the value's name after it, as error messages name an option:
    /// `-o <dir>`, `--check`.
    func synopsis(spelledAs spelling: String) -> String {
        if case .value(let valueName) = kind { return "\(spelling) <\(valueName)>" }
        return spelling
    }

    /// `--version`: prints the version; every command has it.
    static let version = OptionDescription(longName: "version", kind: .flag, help: "Show the version.")

    /// `-h, --help`: prints the command's help; every command has it.
    static let help = OptionDescription(longName: "help", shortName: "h", kind: .flag, help: "Show help information.")

    /// The options every command has, listed last by `--help`.
    static let standard = [version, help]
}
