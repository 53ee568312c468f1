/// The `--help` text and the usage line of a command, printed from its
/// `CommandDescription`: overview, usage, arguments, options and subcommands, wrapped at
/// 80 columns with the descriptions in a column of their own.
enum HelpText {
    /// The width the text is wrapped to.
    static let width = 80
    /// The column where descriptions start; a longer label puts its description on the
    /// next line.
    static let descriptionColumn = 26
    /// The indentation of labels.
    private static let labelIndent = 2
    /// The indentation of an option's extra discussion.
    private static let discussionIndent = 8

    /// The full help of `command`, without a final line break.
    static func render(_ command: CommandDescription) -> String {
        var overview = "OVERVIEW: " + command.abstract
        if !command.discussion.isEmpty { overview += "\n\n" + command.discussion }
        var text = TextWrapping.wrap(overview, width: width) + "\n\n"
        text += "USAGE: " + usage(command) + "\n\n"
        text += sections(command).joined(separator: "\n")
        if command.subcommands.contains(where: { !$0.isHidden }) {
            var words = command.path
            words.insert("help", at: 1)
            text += "\n  See '\(words.joined(separator: " ")) <subcommand>' for detailed help."
        }
        return text
    }

    /// `reduxgen generate <path> ... --output <dir> [--check] …`: the arguments, then
    /// the options, the optional ones in brackets; `<subcommand>` for a command that has
    /// subcommands.
    static func usage(_ command: CommandDescription) -> String {
        var words = [command.fullName]
        for argument in command.arguments {
            words.append(argument.isOptional ? "[\(argument.synopsis)]" : argument.synopsis)
        }
        for option in command.options {
            let spellings = [option.longSpelling, option.invertedSpelling].compactMap { $0 }
            for spelling in spellings {
                let synopsis = option.synopsis(spelledAs: spelling)
                words.append(option.isRequired ? synopsis : "[\(synopsis)]")
            }
        }
        if !command.subcommands.isEmpty { words.append("<subcommand>") }
        return words.joined(separator: " ")
    }

    /// The ARGUMENTS, OPTIONS and SUBCOMMANDS sections that have entries.
    private static func sections(_ command: CommandDescription) -> [String] {
        let arguments = command.arguments.map { entry(label: "<\($0.valueName)>", description: $0.help) }
        let options = command.allOptions.map { entry(label: label(of: $0), description: description(of: $0), discussion: $0.discussion) }
        let subcommands = command.subcommands.filter { !$0.isHidden }.map { subcommand in
            let marker = subcommand.name == command.defaultSubcommand ? " (default)" : ""
            return entry(label: subcommand.name + marker, description: subcommand.abstract)
        }
        return [("ARGUMENTS", arguments), ("OPTIONS", options), ("SUBCOMMANDS", subcommands)]
            .filter { !$0.1.isEmpty }
            .map { title, entries in "\(title):\n" + entries.joined() }
    }

    /// `-o, --output <dir>`, `--prune/--no-prune`.
    private static func label(of option: OptionDescription) -> String {
        switch option.kind {
        case .invertibleFlag:
            return [option.longSpelling, option.invertedSpelling].compactMap { $0 }.joined(separator: "/")
        case .flag, .value:
            let names = [option.shortSpelling, option.longSpelling].compactMap { $0 }.joined(separator: ", ")
            return option.synopsis(spelledAs: names)
        }
    }

    /// The option's help, with its choices and default: `… (values: text, json; default: text)`.
    private static func description(of option: OptionDescription) -> String {
        var notes: [String] = []
        if !option.allowedValues.isEmpty { notes.append("values: " + option.allowedValues.joined(separator: ", ")) }
        if let defaultValue = option.defaultValue { notes.append("default: " + defaultValue) }
        return notes.isEmpty ? option.help : option.help + " (" + notes.joined(separator: "; ") + ")"
    }

    /// One entry of a section: the label, its description from the description column
    /// (or the next line), then any discussion, indented further.
    private static func entry(label: String, description: String, discussion: String = "") -> String {
        let indentedLabel = String(repeating: " ", count: labelIndent) + label
        let wrapped = TextWrapping.wrap(description, width: width, indent: descriptionColumn)
        var text = indentedLabel
        if indentedLabel.count < descriptionColumn {
            text += wrapped.dropFirst(indentedLabel.count)
        } else {
            text += "\n" + wrapped
        }
        text += "\n"
        if !discussion.isEmpty { text += TextWrapping.wrap(discussion, width: width, indent: discussionIndent) + "\n" }
        return text
    }
}
