import ArgumentParser
import XCTest

@testable import ReduxGenCLI

/// The fast path for plain `generate` command lines must mean exactly what ArgumentParser
/// makes of them, and leave everything else to ArgumentParser.
final class QuickCommandLineTests: XCTestCase {
    /// What ArgumentParser makes of `arguments`, or `nil` when it rejects them.
    private func argumentParserOptions(_ arguments: [String]) -> GenerateOptions? {
        guard let command = try? ReduxgenCommand.parseAsRoot(arguments) else { return nil }
        return (command as? GenerateCommand)?.options
    }

    private let accepted: [[String]] = [
        ["Specs", "--output", "Generated"],
        ["generate", "Specs", "--output", "Generated"],
        ["Sources/Feature/Todo.yaml", "--output", "/tmp/plugin/Out", "--no-skeletons", "--quiet"],
        ["a.yaml", "b.yml", "Specs", "-o", "Out", "--check"],
        ["--output=Out", "Specs", "-q"],
        ["Specs", "-o", "Out", "--skeletons", "Logic", "--force-skeletons", "-v"],
        ["Specs", "-o", "Out", "--templates", "MyTemplates", "--prune"],
        ["Specs", "-o", "Out", "--no-prune", "--diagnostics-format", "json"],
        ["Specs", "-o", "Out", "--diagnostics-format=text", "--skeletons=Logic", "--templates=T"],
        ["Specs", "--output", "Out dir/with spaces", "--verbose"],
    ]

    private let leftToArgumentParser: [[String]] = [
        [], ["--help"], ["-h"], ["help"], ["--version"], ["templates", "list"], ["generate", "--help"],
        ["Specs"], ["--output", "Out"], ["Specs", "-o"], ["Specs", "-o", "--check"],
        ["Specs", "-o", "Out", "-qv"], ["Specs", "-o", "Out", "--quiet", "--verbose"],
        ["Specs", "-o", "Out", "--check", "--check"], ["Specs", "-o", "A", "-o", "B"],
        ["Specs", "-o", "Out", "--prune", "--no-prune"], ["Specs", "-o", "Out", "--no-skeletons", "--force-skeletons"],
        ["Specs", "-o", "Out", "--check", "--force-skeletons"], ["Specs", "-o", "Out", "--diagnostics-format", "xml"],
        ["Specs", "-o", "Out", "--unknown"], ["Specs", "-o", "Out", "--"], ["Specs", "-o", "Out", "-"],
        ["Specs", "-o", "Out", "--check=yes"], ["Specs", "-o=Out"], ["Specs", "templates", "-o", "Out"],
    ]

    func testPlainCommandLinesMeanWhatTheyMeanToArgumentParser() throws {
        for arguments in accepted {
            let quick = try XCTUnwrap(QuickCommandLine.generateOptions(arguments), "\(arguments) should take the fast path")
            XCTAssertEqual(quick, argumentParserOptions(arguments), "\(arguments)")
        }
    }

    func testEverythingElseIsLeftToArgumentParser() {
        for arguments in leftToArgumentParser {
            XCTAssertNil(QuickCommandLine.generateOptions(arguments), "\(arguments) should go to ArgumentParser")
        }
    }

    func testTheBuildPluginsCommandLineTakesTheFastPath() throws {
        let options = try XCTUnwrap(QuickCommandLine.generateOptions(["Todo.yaml", "--output", "Out", "--no-skeletons", "--quiet"]))
        XCTAssertEqual(options, GenerateOptions(paths: ["Todo.yaml"], output: "Out", noSkeletons: true, quiet: true))
    }
}
