/// The command lines that builds run over and over, parsed without ArgumentParser.
///
/// A build plugin runs `reduxgen SPEC --output DIR --no-skeletons --quiet` once per spec
/// on every build. ArgumentParser's first parse in a process costs more than generating
/// a spec (it reflects over the command's properties, and the runtime's first protocol
/// conformance lookups scan every conformance record in the binary), so plain `generate`
/// command lines are read here instead. Anything this parser does not fully understand —
/// `--help`, `--version`, other subcommands, unknown, repeated or conflicting options,
/// values that look like options, `--` — returns `nil`, and ArgumentParser handles the
/// command line, with its messages and exit codes. A test checks that every command line
/// this parser accepts means the same to ArgumentParser.
enum QuickCommandLine {
    /// The options of `arguments` (without the program name) when they are a plain
    /// `generate` command line; `nil` when ArgumentParser should parse them.
    static func generateOptions(_ arguments: some Collection<String>) -> GenerateOptions? {
        var remaining = arguments[...]
        if remaining.first == "generate" { remaining.removeFirst() }
        var paths: [String] = []
        var values: [String: String] = [:]
        var flags: Set<String> = []
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("-") else {
                if subcommandNames.contains(argument) { return nil }
                paths.append(argument)
                continue
            }
            let (name, attachedValue) = split(argument)
            if let option = optionNames[name] {
                guard let value = attachedValue ?? remaining.popFirst(), !value.hasPrefix("-"), values[option] == nil else {
                    return nil
                }
                values[option] = value
            } else if let flag = flagNames[name], attachedValue == nil, flags.insert(flag).inserted {
                continue
            } else {
                return nil
            }
        }
        guard !paths.isEmpty, let output = values["output"], !(flags.contains("prune") && flags.contains("no-prune")) else {
            return nil
        }
        var options = GenerateOptions(paths: paths, output: output)
        options.skeletons = values["skeletons"]
        options.templates = values["templates"]
        if let format = values["diagnostics-format"] {
            guard let parsed = DiagnosticFormat(rawValue: format) else { return nil }
            options.diagnosticsFormat = parsed
        }
        options.noSkeletons = flags.contains("no-skeletons")
        options.forceSkeletons = flags.contains("force-skeletons")
        options.check = flags.contains("check")
        options.prune = flags.contains("prune") ? true : flags.contains("no-prune") ? false : nil
        options.quiet = flags.contains("quiet")
        options.verbose = flags.contains("verbose")
        return options.conflict == nil ? options : nil
    }

    /// Words ArgumentParser reads as subcommands rather than paths.
    private static let subcommandNames: Set<String> = ["generate", "templates", "help"]

    /// Spellings of options that take a value, and the option each names.
    private static let optionNames = [
        "--output": "output", "-o": "output", "--skeletons": "skeletons", "--templates": "templates",
        "--diagnostics-format": "diagnostics-format",
    ]

    /// Spellings of flags, and the flag each names.
    private static let flagNames = [
        "--no-skeletons": "no-skeletons", "--force-skeletons": "force-skeletons", "--check": "check", "--prune": "prune",
        "--no-prune": "no-prune", "--quiet": "quiet", "-q": "quiet", "--verbose": "verbose", "-v": "verbose",
    ]

    /// `--output=DIR` as `("--output", "DIR")`; other arguments whole, without a value.
    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
