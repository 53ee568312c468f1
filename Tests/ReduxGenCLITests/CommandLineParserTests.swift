import XCTest

@testable import ReduxGenCLI

/// `CommandLineParser`: every command line `reduxgen` accepts, what it means, and the error
/// of every one it rejects, without running a process.
final class CommandLineParserTests: XCTestCase {
    private func parse(_ arguments: [String]) throws -> ParsedCommandLine {
        try CommandLineParser.parse(arguments)
    }

    /// The error `arguments` give; fails when they parse.
    private func error(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> CommandLineError? {
        do {
            let parsed = try CommandLineParser.parse(arguments)
            XCTFail("\(arguments) should be rejected, but mean \(parsed)", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    /// The help text `arguments` ask for; fails when they ask for something else.
    private func help(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> String {
        guard case .help(let text) = try parse(arguments) else {
            XCTFail("\(arguments) should ask for help", file: file, line: line)
            return ""
        }
        return text
    }

    // MARK: generate

    func testEveryAcceptedGenerateCommandLineMeansWhatItSays() throws {
        let accepted: [([String], GenerateOptions)] = [
            (["Specs", "--output", "Generated"], GenerateOptions(paths: ["Specs"], output: "Generated")),
            (["generate", "Specs", "--output", "Generated"], GenerateOptions(paths: ["Specs"], output: "Generated")),
            (
                ["Sources/Feature/Todo.yaml", "--output", "/tmp/plugin/Out", "--no-skeletons", "--quiet"],
                GenerateOptions(paths: ["Sources/Feature/Todo.yaml"], output: "/tmp/plugin/Out", noSkeletons: true, quiet: true)
            ),
            (
                ["a.yaml", "b.yml", "Specs", "-o", "Out", "--check"],
                GenerateOptions(paths: ["a.yaml", "b.yml", "Specs"], output: "Out", check: true)
            ),
            (["--output=Out", "Specs", "-q"], GenerateOptions(paths: ["Specs"], output: "Out", quiet: true)),
            (["Specs", "-o", "Out", "--watch"], GenerateOptions(paths: ["Specs"], output: "Out", watch: true)),
            (
                ["Specs", "-o", "Out", "--skeletons", "Logic", "--force-skeletons", "-v"],
                GenerateOptions(paths: ["Specs"], output: "Out", skeletons: "Logic", forceSkeletons: true, verbose: true)
            ),
            (
                ["Specs", "-o", "Out", "--templates", "MyTemplates", "--prune"],
                GenerateOptions(paths: ["Specs"], output: "Out", templates: "MyTemplates", prune: true)
            ),
            (
                ["Specs", "-o", "Out", "--no-prune", "--diagnostics-format", "json"],
                GenerateOptions(paths: ["Specs"], output: "Out", prune: false, diagnosticsFormat: .json)
            ),
            (
                ["Specs", "-o", "Out", "--diagnostics-format=text", "--skeletons=Logic", "--templates=T"],
                GenerateOptions(paths: ["Specs"], output: "Out", skeletons: "Logic", templates: "T", diagnosticsFormat: .text)
            ),
            (
                ["Specs", "--output", "Out dir/with spaces", "--verbose"],
                GenerateOptions(paths: ["Specs"], output: "Out dir/with spaces", verbose: true)
            ),
            // Paths anywhere among the options; words that name no subcommand are paths.
            (["-q", "A", "-o", "Out", "B", "templates", "help"], GenerateOptions(paths: ["A", "B", "templates", "help"], output: "Out", quiet: true)),
            (["generate", "generate", "-o", "Out"], GenerateOptions(paths: ["generate"], output: "Out")),
            // `-o=DIR`, an empty value after `=`, a value that starts with `-` after `=`, and `-` alone as a value or a path.
            (["Specs", "-o=Out"], GenerateOptions(paths: ["Specs"], output: "Out")),
            (["Specs", "--output="], GenerateOptions(paths: ["Specs"], output: "")),
            (["Specs", "--output=-weird"], GenerateOptions(paths: ["Specs"], output: "-weird")),
            (["-", "-o", "-"], GenerateOptions(paths: ["-"], output: "-")),
            // Combined short flags, with a value option among them taking the next argument.
            (["Specs", "-qo", "Out"], GenerateOptions(paths: ["Specs"], output: "Out", quiet: true)),
            (["Specs", "-vo=Out"], GenerateOptions(paths: ["Specs"], output: "Out", verbose: true)),
        ]
        for (arguments, expected) in accepted {
            XCTAssertEqual(try parse(arguments), .generate(expected), "\(arguments)")
        }
    }

    func testTheBuildPluginsCommandLine() throws {
        XCTAssertEqual(
            try parse(["Todo.yaml", "--output", "Out", "--no-skeletons", "--quiet"]),
            .generate(GenerateOptions(paths: ["Todo.yaml"], output: "Out", noSkeletons: true, quiet: true)))
    }

    func testDoubleDashEndsOptions() throws {
        XCTAssertEqual(
            try parse(["-o", "Out", "--", "-q", "--check", "-h", "--version", "--"]),
            .generate(GenerateOptions(paths: ["-q", "--check", "-h", "--version", "--"], output: "Out")))
        XCTAssertEqual(try parse(["Specs", "-o", "Out", "--"]), .generate(GenerateOptions(paths: ["Specs"], output: "Out")))
        XCTAssertEqual(error(["-o", "Out", "--"])?.message, "Missing expected argument '<path> ...'")
        XCTAssertEqual(error(["Specs", "--", "-o", "Out"])?.message, "Missing expected argument '--output <dir>'")
    }

    func testAnArgumentThatStartsWithADashIsAnOptionWithAHintWhenItLooksLikeAPath() throws {
        let hint = { (argument: String) in
            "Unknown option '\(argument)'. An argument that starts with '-' is read as an option: write './\(argument)' for a file or folder of that name, or put it after '--'"
        }
        let rejected: [([String], String, String)] = [
            (["generate", "-Dash.yaml"], hint("-Dash.yaml"), "reduxgen generate"),
            (["-Dash.yaml", "-o", "Out"], hint("-Dash.yaml"), "reduxgen generate"),
            (["Specs", "-o", "Out", "-h.yaml"], hint("-h.yaml"), "reduxgen generate"),
            (["Specs", "-o", "Out", "--specs/a.yaml"], hint("--specs/a.yaml"), "reduxgen generate"),
            (["outputs", "-Dash.yml", "-o", "Out"], hint("-Dash.yml"), "reduxgen outputs"),
            (["init", "-Chat.yaml"], hint("-Chat.yaml"), "reduxgen init"),
            (["Specs", "-o", "Out", "-Dash"], hint("-Dash"), "reduxgen generate"),
            (["Specs", "-o", "Out", "-xq"], hint("-xq"), "reduxgen generate"),
            (["Specs", "-o", "Out", "-qx"], "Unknown option '-x'", "reduxgen generate"),
            (["templates", "list", "-Dash"], "Unknown option '-Dash'", "reduxgen templates list"),
            (["schema", "-x.json"], "Unknown option '-x.json'", "reduxgen schema"),
        ]
        for (arguments, message, command) in rejected {
            let error = error(arguments)
            XCTAssertEqual(error?.message, message, "\(arguments)")
            XCTAssertEqual(error?.command.fullName, command, "\(arguments)")
        }
        XCTAssertEqual(try parse(["-o", "Out", "--", "-Dash.yaml"]), .generate(GenerateOptions(paths: ["-Dash.yaml"], output: "Out")))
        XCTAssertEqual(try parse(["generate", "./-Dash.yaml", "-o", "Out"]), .generate(GenerateOptions(paths: ["./-Dash.yaml"], output: "Out")))
        XCTAssertEqual(try help(["Specs", "-hq"]), HelpText.render(ReduxgenCommands.generate))
        XCTAssertEqual(try help(["-o", "Out", "-vh", "--", "-Dash.yaml"]), HelpText.render(ReduxgenCommands.generate))
    }

    func testEveryRejectedGenerateCommandLineSaysWhy() {
        let rejected: [([String], String)] = [
            (["Specs"], "Missing expected argument '--output <dir>'"),
            (["--output", "Out"], "Missing expected argument '<path> ...'"),
            (["generate"], "Missing expected argument '<path> ...'"),
            (["Specs", "-o"], "Missing value for '-o <dir>'"),
            (["Specs", "--output"], "Missing value for '--output <dir>'"),
            (["Specs", "-o", "--check"], "Missing value for '-o <dir>'"),
            (["Specs", "-o", "Out", "--skeletons", "-v"], "Missing value for '--skeletons <dir>'"),
            (["Specs", "-o", "Out", "-qv"], "--quiet and --verbose cannot be used together."),
            (["Specs", "-o", "Out", "--quiet", "--verbose"], "--quiet and --verbose cannot be used together."),
            (["Specs", "-o", "Out", "--no-skeletons", "--force-skeletons"], "--no-skeletons cannot be used with --force-skeletons or --skeletons."),
            (["Specs", "-o", "Out", "--no-skeletons", "--skeletons", "S"], "--no-skeletons cannot be used with --force-skeletons or --skeletons."),
            (["Specs", "-o", "Out", "--check", "--force-skeletons"], "--check writes nothing, so --force-skeletons has no effect with it."),
            (["Specs", "-o", "Out", "--watch", "--check"], "--watch generates at every change; --check writes nothing: use one or the other."),
            (["Specs", "-o", "Out", "--prune", "--no-prune"], "--prune and --no-prune cannot be used together."),
            (["Specs", "-o", "Out", "--no-prune", "--prune"], "--no-prune and --prune cannot be used together."),
            (["Specs", "-o", "Out", "--check", "--check"], "The option '--check' was given more than once."),
            (["Specs", "-o", "Out", "-qq"], "The option '--quiet' was given more than once."),
            (["Specs", "-o", "A", "-o", "B"], "The option '--output <dir>' was given more than once."),
            (["Specs", "-o", "A", "--output=B"], "The option '--output <dir>' was given more than once."),
            (["Specs", "-o", "Out", "--prune", "--prune"], "The option '--prune' was given more than once."),
            (
                ["Specs", "-o", "Out", "--diagnostics-format", "xml"],
                "The value 'xml' is invalid for '--diagnostics-format <format>'. Please provide one of 'text' and 'json'."
            ),
            (["Specs", "-o", "Out", "--unknown"], "Unknown option '--unknown'"),
            (["Specs", "-o", "Out", "--bogus"], "Unknown option '--bogus'"),
            (["Specs", "-o", "Out", "--qiet"], "Unknown option '--qiet'. Did you mean '--quiet'?"),
            (["Specs", "--outptu=Out"], "Unknown option '--outptu'. Did you mean '--output'?"),
            (["Specs", "-o", "Out", "-x"], "Unknown option '-x'"),
            (["Specs", "-o", "Out", "-qx"], "Unknown option '-x'"),
            (["Specs", "-o", "Out", "-=x"], "Unknown option '-=x'"),
            (["Specs", "-o", "Out", "--check=yes"], "The option '--check' does not take any value, but 'yes' was specified."),
            (["Specs", "-o", "Out", "-q=1"], "The option '-q' does not take any value, but '1' was specified."),
            (["Specs", "-o", "Out", "--version=1"], "The option '--version' does not take any value, but '1' was specified."),
        ]
        for (arguments, message) in rejected {
            let error = error(arguments)
            XCTAssertEqual(error?.message, message, "\(arguments)")
            XCTAssertEqual(error?.command.fullName, "reduxgen generate", "\(arguments)")
            XCTAssertEqual(error?.showsHelp, false, "\(arguments)")
        }
    }

    func testAnErrorReportsLikeArgumentParserDid() throws {
        let report = try XCTUnwrap(error(["Specs", "-o", "Out", "--bogus"])).report
        XCTAssertEqual(report, """
            Error: Unknown option '--bogus'
            Usage: reduxgen generate <path> ... --output <dir> [--skeletons <dir>] [--no-skeletons] [--only-skeletons] [--force-skeletons] \
            [--tests <dir>] [--tests-module <module>] [--model-sources <dir>] [--known-features <names>] \
            [--templates <dir>] [--check] [--watch] [--prune] [--no-prune] [--diagnostics-format <format>] \
            [--diagnostics-reported-elsewhere] [--quiet] [--verbose]
              See 'reduxgen generate --help' for more information.
            """)
    }

    func testNoArgumentsAtAllShowTheOverviewAfterTheError() throws {
        let error = try XCTUnwrap(error([]))
        XCTAssertEqual(error.message, "Missing expected argument '<path> ...'")
        XCTAssertEqual(error.command.fullName, "reduxgen")
        XCTAssertEqual(error.report, "Error: Missing expected argument '<path> ...'\n\n" + HelpText.render(ReduxgenCommands.root))
        XCTAssertTrue(error.report.contains("reduxgen Specs --output Generated"))
    }

    // MARK: templates

    func testTemplatesListAndCat() throws {
        XCTAssertEqual(try parse(["templates"]), .listTemplates)
        XCTAssertEqual(try parse(["templates", "list"]), .listTemplates)
        XCTAssertEqual(try parse(["templates", "cat", "State"]), .catTemplate(name: "State"))
        XCTAssertEqual(try parse(["templates", "cat", "ReducerLogic.mustache"]), .catTemplate(name: "ReducerLogic"))
        XCTAssertEqual(try parse(["templates", "cat", "--", "Loader"]), .catTemplate(name: "Loader"))
    }

    func testRejectedTemplatesCommandLines() {
        let rejected: [([String], String, String)] = [
            (["templates", "cat", "Stat"], "no template named 'Stat'; did you mean 'State'?", "reduxgen templates cat"),
            (["templates", "cat", "Stat.mustache"], "no template named 'Stat.mustache'; did you mean 'State'?", "reduxgen templates cat"),
            (
                ["templates", "cat", "Nothing"],
                "no template named 'Nothing'; expected 'State', 'Action', 'Reducer', 'ReducerLogic', 'Loader', 'ViewModel', 'PropsLogic', 'Routing', 'Predictions', 'ServiceMock', 'TransitionTests' or 'TestSamples'",
                "reduxgen templates cat"
            ),
            (["templates", "cat"], "Missing expected argument '<name>'", "reduxgen templates cat"),
            (["templates", "cat", "State", "Action"], "Unexpected argument 'Action'", "reduxgen templates cat"),
            (["templates", "bogus"], "Unexpected argument 'bogus'", "reduxgen templates list"),
            (["templates", "help", "cat"], "2 unexpected arguments: 'help', 'cat'", "reduxgen templates list"),
            (["templates", "--bogus"], "Unknown option '--bogus'", "reduxgen templates list"),
            (["templates", "cat", "-o", "State"], "Unknown option '-o'", "reduxgen templates cat"),
        ]
        for (arguments, message, command) in rejected {
            let error = error(arguments)
            XCTAssertEqual(error?.message, message, "\(arguments)")
            XCTAssertEqual(error?.command.fullName, command, "\(arguments)")
        }
    }

    // MARK: init, schema, help spec

    func testOutputs() throws {
        XCTAssertEqual(try parse(["outputs", "Specs", "-o", "Out"]), .outputs(OutputsOptions(paths: ["Specs"], output: "Out")))
        XCTAssertEqual(try parse(["outputs", "--output=Out", "a.yaml", "--", "-b.yaml"]), .outputs(OutputsOptions(paths: ["a.yaml", "-b.yaml"], output: "Out")))
        XCTAssertEqual(try help(["help", "outputs"]), HelpText.render(ReduxgenCommands.outputs))
        XCTAssertEqual(error(["outputs", "Specs"])?.message, "Missing expected argument '--output <dir>'")
        XCTAssertEqual(error(["outputs", "-o", "Out"])?.message, "Missing expected argument '<path> ...'")
        XCTAssertEqual(error(["outputs", "Specs", "-o", "Out", "--check"])?.message, "Unknown option '--check'")
    }

    func testDiagram() throws {
        XCTAssertEqual(try parse(["diagram", "Specs/TeamChat.yaml"]), .diagram(path: "Specs/TeamChat.yaml"))
        XCTAssertEqual(try help(["help", "diagram"]), HelpText.render(ReduxgenCommands.diagram))
        XCTAssertEqual(error(["diagram"])?.message, "Missing expected argument '<spec>'")
        XCTAssertEqual(error(["diagram", "A.yaml", "B.yaml"])?.message, "Unexpected argument 'B.yaml'")
    }

    func testInitSchemaAndHelpSpec() throws {
        XCTAssertEqual(try parse(["init", "TeamChat"]), .initSpec(InitOptions(name: "TeamChat", output: nil)))
        XCTAssertEqual(try parse(["init", "TeamChat.yml", "-o", "Specs"]), .initSpec(InitOptions(name: "TeamChat", output: "Specs")))
        XCTAssertEqual(try parse(["init", "--output=Specs", "Über"]), .initSpec(InitOptions(name: "Über", output: "Specs")))
        XCTAssertEqual(try parse(["schema"]), .schema)
        XCTAssertEqual(try parse(["help", "spec"]), .specReference)
        XCTAssertEqual(try help(["help", "schema"]), HelpText.render(ReduxgenCommands.schema))
        XCTAssertEqual(try help(["init", "-h"]), HelpText.render(ReduxgenCommands.initSpec))
    }

    func testRejectedInitAndSchemaCommandLines() {
        let rejected: [([String], String, String)] = [
            (["init"], "Missing expected argument '<name>'", "reduxgen init"),
            (["init", "chat"], "'chat' cannot name a feature: it must start with an uppercase letter, as a Swift type does, like 'Chat'", "reduxgen init"),
            (["init", ".yaml"], "'.yaml' cannot name a feature: a name cannot be empty", "reduxgen init"),
            (["init", "A", "B"], "Unexpected argument 'B'", "reduxgen init"),
            (["init", "A", "--force"], "Unknown option '--force'", "reduxgen init"),
            (["schema", "Specs"], "Unexpected argument 'Specs'", "reduxgen schema"),
        ]
        for (arguments, message, command) in rejected {
            let error = error(arguments)
            XCTAssertEqual(error?.message, message, "\(arguments)")
            XCTAssertEqual(error?.command.fullName, command, "\(arguments)")
        }
    }

    // MARK: help and version

    func testHelpAsksForTheChosenCommandsHelpAnywhere() throws {
        let root = HelpText.render(ReduxgenCommands.root)
        let generate = HelpText.render(ReduxgenCommands.generate)
        let templates = HelpText.render(ReduxgenCommands.templates)
        let cat = HelpText.render(ReduxgenCommands.catTemplate)
        let list = HelpText.render(ReduxgenCommands.listTemplates)
        let asked: [([String], String)] = [
            (["--help"], root), (["-h"], root), (["help"], root), (["help", "bogus"], root), (["help", "-h"], root),
            (["help", "help"], root), (["-h", "--help"], root),
            (["generate", "--help"], generate), (["help", "generate"], generate), (["help", "generate", "extra"], generate),
            (["Specs", "-h"], generate), (["-h", "Specs"], generate), (["generate", "-h"], generate),
            (["Specs", "-o", "Out", "--bogus", "--help"], generate), (["Specs", "-o", "-h"], generate), (["Specs", "-qh"], generate),
            (["templates", "--help"], templates), (["help", "templates"], templates),
            (["templates", "cat", "--help"], cat), (["templates", "cat", "State", "-h"], cat), (["help", "templates", "cat"], cat),
            (["templates", "list", "-h"], list), (["templates", "bogus", "-h"], list),
        ]
        for (arguments, expected) in asked {
            XCTAssertEqual(try help(arguments), expected, "\(arguments)")
        }
        XCTAssertEqual(try help(["help", "generate"]), try help(["generate", "--help"]))
        XCTAssertEqual(try help(["help", "templates", "cat"]), try help(["templates", "cat", "--help"]))
    }

    func testVersion() throws {
        for arguments in [["--version"], ["generate", "--version"], ["Specs", "-o", "Out", "--version"], ["templates", "cat", "--version"], ["help", "--version"]] {
            XCTAssertEqual(try parse(arguments), .version, "\(arguments)")
        }
        // Help comes first; as with any other argument beside it, it is the default subcommand's.
        XCTAssertEqual(try parse(["--version", "--help"]), .help(HelpText.render(ReduxgenCommands.generate)))
    }

    func testTheHelpCommandRejectsOptions() throws {
        let error = try XCTUnwrap(error(["help", "generate", "--bogus"]))
        XCTAssertEqual(error.report, "Error: Unknown option '--bogus'\nUsage: reduxgen help [<subcommands> ...]")
    }

    func testEveryCommandsHelpListsItsArgumentsAndOptions() throws {
        let commands = [
            ReduxgenCommands.root, ReduxgenCommands.generate, ReduxgenCommands.templates, ReduxgenCommands.listTemplates,
            ReduxgenCommands.catTemplate, ReduxgenCommands.initSpec, ReduxgenCommands.schema, ReduxgenCommands.outputs,
            ReduxgenCommands.diagram,
        ]
        for command in commands {
            let text = HelpText.render(command)
            XCTAssertTrue(text.hasPrefix("OVERVIEW: "), command.fullName)
            XCTAssertTrue(text.contains("USAGE: \(HelpText.usage(command))\n"), command.fullName)
            for argument in command.arguments {
                XCTAssertTrue(text.contains("  <\(argument.valueName)>  "), "\(command.fullName) lacks <\(argument.valueName)>")
            }
            for option in command.allOptions {
                XCTAssertTrue(text.contains(option.longSpelling), "\(command.fullName) lacks \(option.longSpelling)")
                XCTAssertTrue(text.contains(String(option.help.prefix(30))), "\(command.fullName) lacks the help of \(option.longSpelling)")
            }
            for subcommand in command.subcommands where !subcommand.isHidden {
                XCTAssertTrue(text.contains("\n  \(subcommand.name)"), "\(command.fullName) lacks \(subcommand.name)")
            }
            for line in text.split(separator: "\n") where !line.hasPrefix("USAGE: ") {
                XCTAssertLessThanOrEqual(line.count, 80, "\(command.fullName): \(line)")
            }
        }
        let generate = HelpText.render(ReduxgenCommands.generate)
        for expected in [
            "  -o, --output <dir>      The folder", "  --prune/--no-prune      Remove", "        On by default when every path",
            "(values:\n                          text, json; default: text)", "EXIT STATUS:",
        ] {
            XCTAssertTrue(generate.contains(expected), "generate --help lacks \(expected)")
        }
        XCTAssertFalse(generate.contains("SUBCOMMANDS"))
        XCTAssertFalse(HelpText.render(ReduxgenCommands.root).contains("  help "), "the help command is not listed")
    }

    /// The root's help: its files named from the generator's table of parts.
    func testTheRootHelp() {
        XCTAssertEqual(HelpText.render(ReduxgenCommands.root), """
            OVERVIEW: Generates Swift Redux boilerplate (state, actions, reducer, loader
            middleware) from YAML feature specs.

            A spec describes one feature: its state, its actions and its async requests.
            reduxgen writes <Feature>State.swift, <Feature>Action.swift,
            <Feature>Reducer.swift, <Feature>Loader.swift and <Feature>ViewModel.swift from
            it, and the skeletons the spec needs among <Feature>ReducerLogic.swift,
            <Feature>PropsLogic.swift, <Feature>Routing.swift and
            <Feature>Predictions.swift when they do not exist yet: those are yours to fill
            in and are never overwritten.

            EXAMPLES:
              reduxgen init TeamChat                     start a spec: TeamChat.yaml
              reduxgen Specs --output Generated          generate from every spec in Specs/
              reduxgen Specs --output Generated --check  in CI: fail if Generated/ is stale
              reduxgen Specs --output Generated --watch  generate at every change of a spec
              reduxgen templates cat State > MyTemplates/State.mustache
                                                         start a template of your own
              reduxgen schema > reduxgen.schema.json     JSON Schema of specs, for editors
              reduxgen help spec                         every key of a spec, with examples
              reduxgen diagram Specs/TeamChat.yaml       requests' state diagram, for docs

            USAGE: reduxgen <subcommand>

            OPTIONS:
              --version               Show the version.
              -h, --help              Show help information.

            SUBCOMMANDS:
              generate (default)      Generate Swift files from feature specs (the default
                                      subcommand).
              init                    Write a commented starter spec, <name>.yaml, to edit
                                      into your feature.
              diagram                 Print a feature's requests and streams as a Mermaid
                                      state diagram, for docs and reviews.
              schema                  Print a JSON Schema (draft-07) of feature specs, for
                                      completion and checks in editors.
              templates               List the default templates, print one to start your
                                      own from, or print the names they use.
              outputs                 Print the path of every file that generate writes for
                                      these specs at every run.

              See 'reduxgen help <subcommand>' for detailed help.
            """)
    }

    /// `templates cat`'s help names every default template (the final empty line is the end
    /// of the OPTIONS section).
    func testTheTemplatesCatHelpNamesEveryTemplate() {
        XCTAssertEqual(HelpText.render(ReduxgenCommands.catTemplate), """
            OVERVIEW: Print a default template.

            USAGE: reduxgen templates cat <name>

            ARGUMENTS:
              <name>                  The template's name: State, Action, Reducer,
                                      ReducerLogic, Loader, ViewModel, PropsLogic, Routing,
                                      Predictions, ServiceMock, TransitionTests or
                                      TestSamples.

            OPTIONS:
              --version               Show the version.
              -h, --help              Show help information.

            """)
    }
}

/// `TextWrapping`: lines shorter than the width, broken at spaces, line breaks kept.
final class TextWrappingTests: XCTestCase {
    func testBreaksAtTheLastSpaceThatFits() {
        XCTAssertEqual(TextWrapping.wrap("aaa bbb ccc", width: 8), "aaa bbb\nccc")
        XCTAssertEqual(TextWrapping.wrap("aaa bbb", width: 7), "aaa\nbbb", "a line is shorter than the width")
        XCTAssertEqual(TextWrapping.wrap("aaa bbb", width: 8), "aaa bbb")
    }

    func testKeepsLineBreaksAndEmptyLines() {
        XCTAssertEqual(TextWrapping.wrap("a\n\nb c d", width: 4), "a\n\nb c\nd")
    }

    func testALongWordStaysWhole() {
        XCTAssertEqual(TextWrapping.wrap("abcdefghij k", width: 4), "abcdefghij\nk")
        XCTAssertEqual(TextWrapping.wrap("abcdefghij", width: 4), "abcdefghij")
    }

    func testIndentsEveryNonEmptyLine() {
        XCTAssertEqual(TextWrapping.wrap("aa bb\n\ncc", width: 6, indent: 2), "  aa\n  bb\n\n  cc")
    }
}
