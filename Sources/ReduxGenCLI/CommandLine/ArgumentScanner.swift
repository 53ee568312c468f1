import ReduxGenCore

/// The positional arguments, option values and flags of one command's part of a command
/// line, as `ArgumentScanner` found them. A command reads its options through their
/// declarations (`DeclaredOption`), never by name.
struct ScannedArguments {
    /// The positional arguments, in order.
    var positionals: [String] = []
    /// The value of each option given, by long name.
    var values: [String: String] = [:]
    /// Each flag given, by long name: `true`, or `false` for the negative spelling of an
    /// invertible flag (`--no-prune`).
    var flags: [String: Bool] = [:]
}

/// Reads one command's arguments against its `CommandDescription`: `--name value`,
/// `--name=value`, `-o value`, `-o=value`, combined short flags (`-qv`), `--` before
/// arguments that are never options. A value that starts with `-` is not taken as a value
/// (except `-` alone). Unknown options, missing values, options given twice, values an
/// option does not accept, missing arguments and extra ones are errors.
struct ArgumentScanner {
    /// The command whose arguments are read.
    let command: CommandDescription
    /// The arguments not read yet.
    private var remaining: ArraySlice<String>
    private var scanned = ScannedArguments()
    /// The spelling each option was given with, by long name, to catch repeats.
    private var givenSpellings: [String: String] = [:]

    private init(command: CommandDescription, arguments: ArraySlice<String>) {
        self.command = command
        self.remaining = arguments
    }

    /// What `arguments` give `command`, checked: every required argument and option is
    /// there, and no more positional arguments than the command takes.
    static func scan(_ arguments: ArraySlice<String>, for command: CommandDescription) throws(CommandLineError) -> ScannedArguments {
        var scanner = ArgumentScanner(command: command, arguments: arguments)
        try scanner.readAll()
        try scanner.checkCounts()
        return scanner.scanned
    }

    private mutating func readAll() throws(CommandLineError) {
        while let argument = remaining.popFirst() {
            if argument == "--" {
                scanned.positionals += remaining
                remaining = []
            } else if argument.hasPrefix("--") {
                try readLongOption(argument)
            } else if argument.hasPrefix("-") && argument != "-" {
                try readShortOptions(argument)
            } else {
                scanned.positionals.append(argument)
            }
        }
    }

    /// `--output`, `--output=DIR`, `--no-prune`.
    private mutating func readLongOption(_ argument: String) throws(CommandLineError) {
        let (spelling, attachedValue) = Self.splitAtEquals(argument)
        guard let option = command.allOptions.first(where: { $0.longSpelling == spelling || $0.invertedSpelling == spelling }) else {
            throw unknownOption(spelling)
        }
        try record(option, spelledAs: spelling, attachedValue: attachedValue)
    }

    /// `-q`, `-qv`, `-o DIR`, `-o=DIR`: each letter is an option; one that takes a value
    /// takes the next argument, or the value after `=` when it is the last letter.
    private mutating func readShortOptions(_ argument: String) throws(CommandLineError) {
        let (spelling, attachedValue) = Self.splitAtEquals(argument)
        let letters = spelling.dropFirst()
        // An argument whose first letter is no option (`-Specs`), or that has a character no
        // option has (`-Dash.yaml`), is taken for a path given by mistake.
        let startsWithAnOption = letters.first.map { letter in command.allOptions.contains { $0.shortName == letter } } ?? false
        if !startsWithAnOption || Self.looksLikeAPath(argument) {
            throw unknownOption(argument, mayBeAPath: letters.count > 1)
        }
        for (offset, letter) in letters.enumerated() {
            guard let option = command.allOptions.first(where: { $0.shortName == letter }) else {
                throw unknownOption("-\(letter)")
            }
            let isLast = offset == letters.count - 1
            try record(option, spelledAs: "-\(letter)", attachedValue: isLast ? attachedValue : nil)
        }
    }

    private mutating func record(_ option: OptionDescription, spelledAs spelling: String, attachedValue: String?) throws(CommandLineError) {
        guard option.takesValue else {
            if let attachedValue {
                throw CommandLineError("The option '\(spelling)' does not take any value, but '\(attachedValue)' was specified.", command: command)
            }
            try noteGiven(option, spelledAs: spelling)
            scanned.flags[option.longName] = spelling != option.invertedSpelling
            return
        }
        guard let value = attachedValue ?? takeValue() else {
            throw CommandLineError("Missing value for '\(option.synopsis(spelledAs: spelling))'", command: command)
        }
        if !option.allowedValues.isEmpty && !option.allowedValues.contains(value) {
            let choices = Self.listing(option.allowedValues)
            throw CommandLineError(
                "The value '\(value)' is invalid for '\(option.synopsis(spelledAs: spelling))'. Please provide one of \(choices).",
                command: command)
        }
        try noteGiven(option, spelledAs: spelling)
        scanned.values[option.longName] = value
    }

    /// The next argument as an option's value, unless it looks like an option itself.
    private mutating func takeValue() -> String? {
        guard let next = remaining.first, next == "-" || !next.hasPrefix("-") else { return nil }
        return remaining.removeFirst()
    }

    /// Remembers that `option` was given; an option given twice, or both spellings of an
    /// invertible flag, is an error.
    private mutating func noteGiven(_ option: OptionDescription, spelledAs spelling: String) throws(CommandLineError) {
        if let earlier = givenSpellings[option.longName] {
            if option.kind == .invertibleFlag && earlier != spelling {
                throw CommandLineError("\(earlier) and \(spelling) cannot be used together.", command: command)
            }
            throw CommandLineError("The option '\(option.synopsis(spelledAs: option.longSpelling))' was given more than once.", command: command)
        }
        givenSpellings[option.longName] = spelling
    }

    /// Every required argument and option is given, and no extra positional argument.
    private func checkCounts() throws(CommandLineError) {
        let required = command.arguments.filter { !$0.isOptional }
        if scanned.positionals.count < required.count {
            throw CommandLineError("Missing expected argument '\(required[scanned.positionals.count].synopsis)'", command: command)
        }
        if let option = command.options.first(where: { $0.isRequired && scanned.values[$0.longName] == nil }) {
            throw CommandLineError("Missing expected argument '\(option.synopsis(spelledAs: option.longSpelling))'", command: command)
        }
        guard !command.arguments.contains(where: \.repeats), scanned.positionals.count > command.arguments.count else { return }
        let extra = scanned.positionals.dropFirst(command.arguments.count)
        let message =
            extra.count == 1
            ? "Unexpected argument '\(extra[extra.startIndex])'"
            : "\(extra.count) unexpected arguments: " + extra.map { "'\($0)'" }.joined(separator: ", ")
        throw CommandLineError(message, command: command)
    }

    /// `Unknown option '--qiet'. Did you mean '--quiet'?`: a suggestion only for long
    /// options, as every one-letter option is close to every other. An argument that may be
    /// a path (`-Dash.yaml`, `-Specs`) gets the two ways to give it instead, when the command
    /// takes arguments.
    private func unknownOption(_ spelling: String, mayBeAPath: Bool = false) -> CommandLineError {
        var message = "Unknown option '\(spelling)'"
        let candidates = command.allOptions.flatMap { [$0.longSpelling, $0.invertedSpelling].compactMap { $0 } }
        if spelling.hasPrefix("--"), let match = Suggestions.closest(to: spelling, among: candidates) {
            message += ". Did you mean '\(match)'?"
        } else if mayBeAPath || Self.looksLikeAPath(spelling), !command.arguments.isEmpty {
            message += ". An argument that starts with '-' is read as an option: write './\(spelling)' for a file or "
                + "folder of that name, or put it after '--'"
        }
        return CommandLineError(message, command: command)
    }

    /// Whether `argument` has a character no option's name has (`-Dash.yaml`, `--specs/a`),
    /// before any `=value`.
    private static func looksLikeAPath(_ argument: String) -> Bool {
        splitAtEquals(argument).spelling.contains { $0 == "." || $0 == "/" || $0 == " " }
    }

    /// `--output=DIR` as `("--output", "DIR")`; an argument without `=` whole, without a value.
    private static func splitAtEquals(_ argument: String) -> (spelling: String, value: String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// `'text' and 'json'`; `'a', 'b' and 'c'`.
    private static func listing(_ values: [String]) -> String {
        let quoted = values.map { "'\($0)'" }
        guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " and " + last
    }
}
