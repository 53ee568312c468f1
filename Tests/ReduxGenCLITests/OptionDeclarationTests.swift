import Foundation
import XCTest

@testable import ReduxGenCLI

/// Each option is declared once (`DeclaredOption`): what `--help` prints, what the parser
/// accepts and the property it sets come from its declaration. These tests hold every
/// command's declarations to that — an option's help, parse and read agree — and check that
/// every option name written elsewhere (help texts, error messages, the plugins' command
/// lines, the build-phase script) is one the parser accepts.
final class OptionDeclarationTests: XCTestCase {
    /// A command's declared options, with what it takes to parse a command line of it into
    /// its options' properties.
    private struct Declared {
        var command: CommandDescription
        /// The options, each with the name of the property it sets.
        var options: [(description: OptionDescription, property: String)]
        /// The positional arguments every command line of the tests gives, and the property
        /// they fill.
        var positionals: [String]
        var positionalProperty: String
        /// What an option needs to be given with, by its long spelling (`--tests` for
        /// `--tests-module`): given both without it and with it.
        var needs: [String: [String]] = [:]
        /// Every stored property of the command's options.
        var properties: [String]
        /// The properties `arguments` set, by name, as text.
        var parse: ([String]) throws -> [String: String]
    }

    /// The properties of `options`, by name, as text.
    private static func values(of options: Any) -> [String: String] {
        Dictionary(uniqueKeysWithValues: Mirror(reflecting: options).children.map { ($0.label ?? "", String(describing: $0.value)) })
    }

    /// The declarations of `command`, whose command lines `parsed` turns into its options.
    private static func declared<Options>(
        _ command: CommandDescription, _ declarations: [DeclaredOption<Options>], positionals: [String], positionalProperty: String,
        needs: [String: [String]] = [:], empty: Options, parsed: @escaping (ParsedCommandLine) -> Options?
    ) -> Declared {
        Declared(
            command: command,
            options: declarations.map { ($0.description, String(String(describing: $0.property).split(separator: ".").last ?? "")) },
            positionals: positionals, positionalProperty: positionalProperty, needs: needs,
            properties: Mirror(reflecting: empty).children.compactMap(\.label),
            parse: { arguments in
                let result = try CommandLineParser.parse(arguments)
                guard let options = parsed(result) else { throw CommandLineError("parsed as \(result)", command: command) }
                return values(of: options)
            })
    }

    private let commands: [Declared] = [
        declared(
            ReduxgenCommands.generate, ReduxgenCommands.generateOptions, positionals: ["generate", "Specs"], positionalProperty: "paths",
            needs: ["--tests-module": ["--tests", "base"], "--model-sources": ["--tests", "base"], "--diagnostics-reported-elsewhere": ["--tests", "base", "--no-skeletons"]],
            empty: GenerateOptions(paths: [], output: "")
        ) {
            if case .generate(let options) = $0 { options } else { nil }
        },
        declared(
            ReduxgenCommands.initSpec, ReduxgenCommands.initOptions, positionals: ["init", "Todo"], positionalProperty: "name",
            empty: InitOptions(name: "")
        ) {
            if case .initSpec(let options) = $0 { options } else { nil }
        },
        declared(
            ReduxgenCommands.outputs, ReduxgenCommands.outputsOptions, positionals: ["outputs", "Specs"], positionalProperty: "paths",
            empty: OutputsOptions(paths: [], output: "")
        ) {
            if case .outputs(let options) = $0 { options } else { nil }
        },
    ]

    /// `only-skeletons` → `onlySkeletons`.
    private func propertyName(ofOption longName: String) -> String {
        let words = longName.split(separator: "-")
        return words.prefix(1).joined() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The arguments that give `option` spelt as `spelling`, with a value that is not its
    /// default.
    private func arguments(giving option: OptionDescription, spelledAs spelling: String) -> [String] {
        guard option.takesValue else { return [spelling] }
        return [spelling, option.allowedValues.first { $0 != option.defaultValue } ?? "given,value"]
    }

    /// A command line of `declared` that gives its required options (but `option`) and the
    /// options `option` needs, then `extra`.
    private func commandLine(_ declared: Declared, without option: OptionDescription? = nil, _ extra: [String] = []) -> [String] {
        var line = declared.positionals
        for (required, _) in declared.options where required.isRequired && required != option {
            line += [required.longSpelling, "base"]
        }
        if let option { line += declared.needs[option.longSpelling] ?? [] }
        return line + extra
    }

    func testEachOptionSetsThePropertyOfItsNameAndNoOther() throws {
        for declared in commands {
            let help = HelpText.render(declared.command)
            for (option, property) in declared.options {
                let baseline = try declared.parse(option.isRequired ? commandLine(declared) : commandLine(declared, without: option))
                XCTAssertEqual(property, propertyName(ofOption: option.longName), "\(option.longSpelling) sets the property '\(property)'")
                XCTAssertTrue(help.contains(option.longSpelling), "\(declared.command.fullName) --help lacks \(option.longSpelling)")
                for spelling in option.spellings {
                    let given = try declared.parse(commandLine(declared, without: option, arguments(giving: option, spelledAs: spelling)))
                    let changed = Set(baseline.keys).filter { baseline[$0] != given[$0] }
                    XCTAssertEqual(changed, [property], "\(declared.command.fullName) \(spelling) changes \(changed.sorted()), not just '\(property)'")
                }
            }
        }
    }

    func testEveryPropertyOfACommandsOptionsIsSetByAnOption() {
        for declared in commands {
            XCTAssertEqual(
                Set(declared.properties), Set(declared.options.map(\.property) + [declared.positionalProperty]),
                "each property of \(declared.command.fullName)'s options is an option's, declared in ReduxgenCommands")
        }
    }

    /// Every `--name` in the help, in the messages of options that conflict, in the plugins'
    /// command lines and in the build-phase script, is a spelling the parser accepts.
    func testEveryOptionNameWrittenElsewhereIsDeclared() throws {
        let accepted = Set(([ReduxgenCommands.root] + ReduxgenCommands.root.subcommands + ReduxgenCommands.templates.subcommands)
            .flatMap(\.allOptions).flatMap(\.spellings))
        var texts: [(where: String, text: String)] = []
        for command in [ReduxgenCommands.root] + ReduxgenCommands.root.subcommands + ReduxgenCommands.templates.subcommands {
            texts.append(("\(command.fullName) --help", HelpText.render(command)))
        }
        let generate = commands[0]
        let singles = generate.options.map { [$0.description] }
        let pairs = generate.options.indices.flatMap { first in
            generate.options.indices.filter { $0 > first }.map { [generate.options[first].description, generate.options[$0].description] }
        }
        for options in singles + pairs {
            let extra = options.flatMap { arguments(giving: $0, spelledAs: $0.longSpelling) }
            do {
                _ = try CommandLineParser.parse(generate.positionals + ["-o", "Out"] + extra)
            } catch {
                texts.append(("the error of \(extra)", error.message))
            }
        }
        let root = CLIHarness.repositoryRoot
        // The string literals that are an option, `"--quiet"`, of the plugins' sources (each
        // plugin's `Shared` folder is a link to Plugins/Shared, read once); their comments
        // name their own options too, which are the plugins' (`--target`).
        let literal = try NSRegularExpression(pattern: "\"(--[a-z][a-z-]*)\"")
        let pluginSources = try FileManager.default.subpathsOfDirectory(atPath: root.appendingPathComponent("Plugins").path)
            .filter { $0.hasSuffix(".swift") && !$0.contains("/Shared/") }
        XCTAssertTrue(pluginSources.contains("ReduxGenPlugin/ReduxGenPlugin.swift"), "\(pluginSources)")
        for path in pluginSources {
            let source = try String(contentsOf: root.appendingPathComponent("Plugins/\(path)"), encoding: .utf8)
            let options = literal.matches(in: source, range: NSRange(source.startIndex..., in: source)).map { source[Range($0.range(at: 1), in: source)!] }
            texts.append(("Plugins/\(path)", options.joined(separator: " ")))
        }
        let script = try String(contentsOf: root.appendingPathComponent("Scripts/reduxgen-build-phase.sh"), encoding: .utf8)
        texts.append(("Scripts/reduxgen-build-phase.sh", script.split(separator: "\n").filter { !$0.contains("swift build") }.joined(separator: "\n")))

        let optionName = try NSRegularExpression(pattern: "(?<![\\w-])--[a-z][a-z-]*[a-z]")
        var checked = 0
        for (place, text) in texts {
            for match in optionName.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let name = String(text[Range(match.range, in: text)!])
                XCTAssertTrue(accepted.contains(name), "\(place) names \(name), which no command accepts")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 40, "the texts name options")
    }
}
