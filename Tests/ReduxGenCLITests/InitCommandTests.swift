import Foundation
import XCTest

/// `reduxgen init NAME`: a starter spec that validates and generates, never over a file.
final class InitCommandTests: XCTestCase {
    func testTheStarterSpecGeneratesAndValidatesAgainstTheSchema() throws {
        let cli = try CLIHarness()
        let result = try cli.run(["init", "Inbox"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("reduxgen: wrote Inbox.yaml, a starter spec of the feature Inbox.\n"), result.stdout)
        let spec = try XCTUnwrap(cli.read("Inbox.yaml"))
        for key in ["state:", "actions:", "requests:", "params:", "success:", "failure:", "into:", "policy:"] {
            XCTAssertTrue(spec.contains(key), "the starter spec teaches \(key)")
        }
        let generated = try cli.run(["Inbox.yaml", "--output", "Generated"])
        XCTAssertEqual(generated.status, 0, generated.stderr)
        XCTAssertEqual(generated.stderr, "")
        XCTAssertEqual(cli.list("Generated"), ["InboxAction.swift", "InboxLoader.swift", "InboxReducer.swift", "InboxReducerLogic.swift", "InboxState.swift", "InboxViewModel.swift"])
        XCTAssertTrue(cli.read("Generated/InboxAction.swift")!.contains("case loadItemsFailure(InboxState.LoadItemsFailure)"))

        try cli.write(try cli.run(["schema"]).stdout, to: "reduxgen.schema.json")
        let path = cli.folder.appendingPathComponent("Inbox.yaml").path
        let verdicts = try SchemaValidation.check(schema: cli.folder.appendingPathComponent("reduxgen.schema.json"), specs: [path])
        XCTAssertEqual(verdicts.specs[path], .some(nil))
    }

    func testInitWritesIntoTheOutputFolderAndAcceptsTheFileName() throws {
        let cli = try CLIHarness()
        let result = try cli.run(["init", "TeamChat.yaml", "--output", "Sources/App/Chat"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(cli.read("Sources/App/Chat/TeamChat.yaml")!.contains("feature: TeamChat "))
        XCTAssertTrue(result.stdout.contains("reduxgen Sources/App/Chat/TeamChat.yaml --output Generated"), result.stdout)
        XCTAssertEqual(try cli.run(["Sources/App/Chat", "-o", "Out", "-q"]).status, 0)
    }

    func testInAPackagesTargetTheNextStepsAreThePlugins() throws {
        let cli = try CLIHarness()
        try cli.write("// .plugin(name: \"ReduxGenPlugin\", package: \"reduxgen\")\n", to: "Package.swift")
        let result = try cli.run(["init", "Search", "--output", "Sources/RepoSearch"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
            reduxgen: wrote Sources/RepoSearch/Search.yaml, a starter spec of the feature Search.
            Next: edit it (`reduxgen help spec` explains every key), then write the skeleton you fill in, and build:
              swift package --allow-writing-to-package-directory generate-redux-skeletons --target RepoSearch
              swift build

            """)
    }

    func testAPackageWithoutTheBuildPluginIsToldHowToApplyIt() throws {
        let cli = try CLIHarness()
        try cli.write("// no plugin yet\n", to: "Package.swift")
        let result = try cli.run(["init", "Search", "--output", "Sources/RepoSearch/Screens"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("""
            apply the build plugin to the target RepoSearch in Package.swift,
              plugins: [.plugin(name: "ReduxGenPlugin", package: "reduxgen")]
            then write the skeleton you fill in, and build:
              swift package --allow-writing-to-package-directory generate-redux-skeletons --target RepoSearch
            """), result.stdout)
    }

    func testFromAnotherFolderTheCommandsNameThePackage() throws {
        let cli = try CLIHarness()
        try cli.write("// ReduxGenPlugin\n", to: "App/Package.swift")
        let result = try cli.run(["init", "Search", "--output", "App/Sources/RepoSearch"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let package = cli.folder.appendingPathComponent("App").resolvingSymlinksInPath().path
        XCTAssertTrue(result.stdout.contains("swift package --package-path \(package) --allow-writing-to-package-directory"), result.stdout)
        XCTAssertTrue(result.stdout.contains("swift build --package-path \(package)\n"), result.stdout)
    }

    func testInitNeverOverwritesAFile() throws {
        let cli = try CLIHarness()
        try cli.write("state: { mine: Int }\n", to: "Inbox.yaml")
        let result = try cli.run(["init", "Inbox"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(
            result.stderr,
            "reduxgen: error: Inbox.yaml already exists; init never overwrites a file. Remove it, or choose another name or --output folder.\n")
        XCTAssertEqual(cli.read("Inbox.yaml"), "state: { mine: Int }\n")
    }

    func testInitRefusesANameThatCannotNameAFeature() throws {
        let cli = try CLIHarness()
        let cases = [
            ("inbox", "'inbox' cannot name a feature: it must start with an uppercase letter, as a Swift type does, like 'Inbox'"),
            ("Team-Chat", "'Team-Chat' cannot name a feature: 'Team-Chat' is not a Swift identifier: '-' cannot appear in a name; did you mean 'TeamChat'?"),
            ("3D", "'3D' cannot name a feature: '3D' is not a Swift identifier: it starts with a digit"),
        ]
        for (name, message) in cases {
            let result = try cli.run(["init", name])
            XCTAssertEqual(result.status, 64, name)
            XCTAssertTrue(result.stderr.hasPrefix("Error: \(message)\nUsage: reduxgen init <name> [--output <dir>]\n"), result.stderr)
        }
        let missing = try cli.run(["init"])
        XCTAssertEqual(missing.status, 64)
        XCTAssertTrue(missing.stderr.hasPrefix("Error: Missing expected argument '<name>'"), missing.stderr)
        XCTAssertEqual(cli.list("."), [])
    }
}
