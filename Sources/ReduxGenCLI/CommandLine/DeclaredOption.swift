/// One option of a command, declared once: what the scanner reads and `--help` prints
/// (`description`), and the property of the command's options that it sets. The option's
/// name is spelt only here and its property is a key path, so a command cannot read an
/// option under a misspelt name, nor list an option it does not read.
///
/// ```swift
/// static let generateOptions: [DeclaredOption<GenerateOptions>] = [
///     .flag("check", help: "Write nothing; exit with status 2 …", \.check),
/// ]
/// let options = generateOptions.read(scanned, into: GenerateOptions(paths: scanned.positionals, output: ""))
/// ```
struct DeclaredOption<Options>: Sendable {
    /// The option as the scanner and `--help` see it.
    let description: OptionDescription
    /// The property of `Options` the option sets, which tests hold to the option's name.
    let property: PartialKeyPath<Options> & Sendable
    /// Sets the property from what the command line gave.
    fileprivate let apply: @Sendable (ScannedArguments, inout Options) -> Void

    private init<Value>(
        _ description: OptionDescription, _ property: WritableKeyPath<Options, Value> & Sendable,
        value: @escaping @Sendable (ScannedArguments) -> Value
    ) {
        self.description = description
        self.property = property
        self.apply = { scanned, options in options[keyPath: property] = value(scanned) }
    }

    /// `--check`: `true` when given.
    static func flag(
        _ longName: String, short: Character? = nil, help: String, discussion: String = "", _ property: WritableKeyPath<Options, Bool> & Sendable
    ) -> Self {
        Self(OptionDescription(longName: longName, shortName: short, kind: .flag, help: help, discussion: discussion), property) {
            $0.flags[longName] == true
        }
    }

    /// `--prune` and `--no-prune`: `true` or `false`, `nil` when neither is given.
    static func invertibleFlag(_ longName: String, help: String, discussion: String = "", _ property: WritableKeyPath<Options, Bool?> & Sendable) -> Self {
        Self(OptionDescription(longName: longName, kind: .invertibleFlag, help: help, discussion: discussion), property) { $0.flags[longName] }
    }

    /// `--templates <dir>`: the value, `nil` when not given.
    static func value(
        _ longName: String, short: Character? = nil, valueName: String, help: String, defaultValue: String? = nil,
        _ property: WritableKeyPath<Options, String?> & Sendable
    ) -> Self {
        let description = OptionDescription(longName: longName, shortName: short, kind: .value(name: valueName), help: help, defaultValue: defaultValue)
        return Self(description, property) { $0.values[longName] }
    }

    /// `--output <dir>`, which the command line must give (the scanner checks that it does).
    static func required(
        _ longName: String, short: Character? = nil, valueName: String, help: String, _ property: WritableKeyPath<Options, String> & Sendable
    ) -> Self {
        let description = OptionDescription(longName: longName, shortName: short, kind: .value(name: valueName), help: help, isRequired: true)
        return Self(description, property) { $0.values[longName] ?? "" }
    }

    /// `--known-features <names>`: the values separated by commas, none when not given.
    static func list(_ longName: String, valueName: String, help: String, _ property: WritableKeyPath<Options, [String]> & Sendable) -> Self {
        Self(OptionDescription(longName: longName, kind: .value(name: valueName), help: help), property) {
            ($0.values[longName] ?? "").split(separator: ",").map(String.init)
        }
    }

    /// `--diagnostics-format <format>`: one of the choices' raw values (the scanner refuses
    /// any other), `defaultChoice` when not given.
    static func choice<Choice: CaseIterable & RawRepresentable<String> & Sendable>(
        _ longName: String, valueName: String, help: String, default defaultChoice: Choice, _ property: WritableKeyPath<Options, Choice> & Sendable
    ) -> Self {
        let description = OptionDescription(
            longName: longName, kind: .value(name: valueName), help: help,
            allowedValues: Choice.allCases.map(\.rawValue), defaultValue: defaultChoice.rawValue)
        return Self(description, property) { $0.values[longName].flatMap(Choice.init(rawValue:)) ?? defaultChoice }
    }
}

extension Array {
    /// `options` with the property of every declared option set from `scanned`.
    func read<Options>(_ scanned: ScannedArguments, into options: Options) -> Options where Element == DeclaredOption<Options> {
        var options = options
        for option in self { option.apply(scanned, &options) }
        return options
    }
}
