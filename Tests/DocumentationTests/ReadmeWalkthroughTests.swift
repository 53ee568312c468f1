import Foundation
import XCTest

/// Follows the README as a new user does, in a fresh package: writes its files from the
/// README's own blocks (its `Package.swift`, spec, models, skeleton, service, tests), runs its
/// commands (the command plugin, `swift build`, `swift test`), checks that each command prints
/// what the README shows, then adds a request to the spec and follows the edit-build loop to
/// a green `swift test` of the generated and hand-written tests: the new request's transition
/// tests included, and no sample written by hand (reduxgen builds the README's types').
///
/// Slow: it builds a package with the plugin (the first run also builds reduxgen's tool in
/// it). `.build/documentation-examples/walkthrough` keeps its build between runs.
final class ReadmeWalkthroughTests: XCTestCase {
    func testTheReadmeWalksANewUserToPassingTests() throws {
        let package = try ExamplePackage(name: "walkthrough")
        var files = ExampleFiles()
        var last: (command: String, result: Shell.Result)?
        var commands: [String] = []

        let blocks = try DocumentBlock.blocks(ofDocument: "README.md", root: Shell.repositoryRoot)
        for (index, block) in blocks.enumerated() {
            if let path = try files.apply(block) {
                try package.write(try Self.userFile(path, files[path]!, at: block), to: path)
                continue
            }
            switch block.directive {
            case .run:
                // A command may fail only where the README shows its errors next.
                let next = index + 1 < blocks.count ? blocks[index + 1] : nil
                let showsErrors = next?.directive == .output && next!.text.contains(": error: ")
                for command in Self.commands(block) {
                    let result = try package.run(command)
                    commands.append(command)
                    last = (command, result)
                    if !showsErrors, result.status != 0 {
                        return XCTFail("\(block.location): `\(command)` failed (status \(result.status)):\n\(Self.errors(in: package.relativePaths(result.output)))")
                    }
                }
                if showsErrors, last?.result.status == 0 {
                    XCTFail("\(block.location): `\(last!.command)` succeeded, but the README shows it failing")
                }
            case .output:
                guard let last else { continue }
                let printed = Set(package.relativePaths(last.result.output).split(separator: "\n").map(String.init))
                for line in block.lines where !printed.contains(line) {
                    XCTFail("\(block.location): `\(last.command)` did not print this line:\n\(line)\nIt printed:\n\(package.relativePaths(last.result.output))")
                }
            default:
                break
            }
        }

        // The walkthrough ends on a passing `swift test`, which ran the generated transition tests.
        XCTAssertEqual(last?.command, "swift test", "the README's walkthrough does not end by running the tests")
        XCTAssertEqual(last?.result.status, 0)
        XCTAssert(last?.result.output.range(of: #"TransitionTests' passed"#, options: .regularExpression) != nil, "the generated transition tests did not run:\n\(last?.result.output ?? "")")
        XCTAssert(commands.contains { $0.hasPrefix("swift package") && $0.contains("--tests") }, "the walkthrough never wrote the generated tests")
        XCTAssertGreaterThan(files.files.keys.filter { $0.hasSuffix(".yaml") }.count, 0, "the walkthrough wrote no spec")

        // The request added after the tests were written has its own, and they ran.
        let output = last?.result.output ?? ""
        let tests = package.folder.appendingPathComponent("Tests/RepoSearchTests")
        let written = try FileManager.default.contentsOfDirectory(atPath: tests.path)
        XCTAssert(written.contains("SearchTransitionTests+Star.swift"), "the added request got no tests file: \(written)")
        XCTAssert(output.contains("SearchTransitionTestsOfStar' passed"), "the added request's tests did not run:\n\(output)")
        // Every sample the tests send is reduxgen's: none written by hand, none left to write.
        for (path, text) in files.files where text.contains(": TestSample") {
            XCTFail("\(path): the README writes a sample by hand")
        }
        let samples = try String(contentsOf: tests.appendingPathComponent("SearchTestSamples.swift"), encoding: .utf8)
        XCTAssert(samples.contains("extension Repo: ReduxTesting.TestSample") && !samples.contains("#error("), samples)
    }

    /// The README's `Package.swift` with its reduxgen dependency on this checkout; other
    /// files as they are.
    private static func userFile(_ path: String, _ text: String, at block: DocumentBlock) throws -> String {
        guard path == "Package.swift" else { return text }
        let dependency = #/\.package\(url: "https://github\.com/[^"]*/reduxgen", from: "[^"]*"\)/#
        guard text.contains(dependency) else {
            throw DocumentError("\(block.location): the README's Package.swift has no `.package(url: \".../reduxgen\", from: ...)` for the test to point at this checkout")
        }
        return text.replacing(dependency, with: ExamplePackage.reduxgenDependency)
    }

    /// The command lines of a `run` block: one a line, without comment lines.
    private static func commands(_ block: DocumentBlock) -> [String] {
        block.lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// The error lines of a build's output, or all of it when it has none.
    private static func errors(in output: String) -> String {
        let errors = output.split(separator: "\n").filter { $0.contains("error:") }
        return errors.isEmpty ? output : errors.joined(separator: "\n")
    }
}
