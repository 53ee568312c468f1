import Foundation
import XCTest

/// An output folder that is a symbolic link, that cannot be written, or on a full disk:
/// a clear error, and nothing lost. CI runs as root, whom a read-only folder does not stop,
/// so the refusals here are ones root meets too: a folder whose parent is a file, a
/// generated file's place taken by a folder, and a file size limit (`ulimit -f`), which
/// fails writes partway as a full disk does.
final class OutputFolderFaultTests: XCTestCase {
    private let specCount = 6

    func testASymlinkedOutputFolderIsWrittenThroughAndStaysALink() throws {
        let cli = try CLIHarness()
        try cli.writeSpecs(count: specCount, version: 1)
        try FileManager.default.createDirectory(at: cli.folder.appendingPathComponent("Real"), withIntermediateDirectories: true)
        try cli.link("Out", to: "Real")
        XCTAssertEqual(try cli.run(["Specs", "-o", "Out"]).status, 0)
        try cli.writeSpecs(count: specCount, version: 2)
        let update = try cli.run(["Specs", "-o", "Out"])
        XCTAssertEqual(update.status, 0, update.stderr)
        XCTAssertEqual(try cli.run(["Specs", "-o", "Reference"]).status, 0)

        let attributes = try FileManager.default.attributesOfItem(atPath: cli.folder.appendingPathComponent("Out").path)
        XCTAssertEqual(attributes[.type] as? FileAttributeType, .typeSymbolicLink, "the link was replaced")
        var reference = cli.snapshot("Reference")
        for name in reference.keys where name.hasSuffix("ReducerLogic.swift") { reference[name] = cli.snapshot("Real")[name] }
        XCTAssertEqual(cli.snapshot("Real").keys.sorted(), reference.keys.sorted())
        XCTAssertEqual(Self.generated(cli.snapshot("Real")), Self.generated(reference))
        XCTAssertEqual(try cli.run(["Specs", "-o", "Out", "--check"]).status, 0)
    }

    func testADanglingSymlinkIsAClearError() throws {
        let cli = try CLIHarness()
        try cli.writeSpecs(count: specCount, version: 1)
        try cli.link("Out", to: "Missing")
        let result = try cli.run(["Specs", "-o", "Out"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("reduxgen: error: cannot create the folder Out: "), result.stderr)
        XCTAssertEqual(cli.list("."), ["Out", "Specs"], "something was written")
    }

    func testAnOutputFolderThatCannotBeCreatedIsAClearError() throws {
        let cli = try CLIHarness()
        try cli.writeSpecs(count: specCount, version: 1)
        try cli.write("not a folder\n", to: "Blocker")
        let result = try cli.run(["Specs", "-o", "Blocker/Out"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "reduxgen: error: cannot create the folder Blocker/Out: Not a directory\n")
        XCTAssertEqual(cli.read("Blocker"), "not a folder\n")
    }

    func testAFileThatCannotBeReplacedIsAClearErrorAndNothingElseIsLost() throws {
        let cli = try CLIHarness()
        try cli.writeSpecs(count: specCount, version: 1)
        XCTAssertEqual(try cli.run(["Specs", "-o", "Out"]).status, 0)
        // A folder of the user's where a generated file was: no one, root included, can
        // rename a file over it.
        try cli.remove("Out/Feature01State.swift")
        try cli.write("// mine\n", to: "Out/Feature01State.swift/Mine.swift")
        try cli.writeSpecs(count: specCount, version: 2)

        let result = try cli.run(["Specs", "-o", "Out"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("reduxgen: error: cannot read Out/Feature01State.swift: Is a directory\n"), result.stderr)
        XCTAssertEqual(cli.read("Out/Feature01State.swift/Mine.swift"), "// mine\n")
        XCTAssertEqual(try cli.run(["Specs", "-o", "Reference"]).status, 0)
        let reference = cli.snapshot("Reference")
        let left = cli.snapshot("Out")
        for name in left.keys where name != ".reduxgen-fingerprints" { XCTAssertFalse(name.hasPrefix("."), "\(name) was left") }
        for index in 2...specCount {
            let name = "Feature0\(index)Action.swift"
            XCTAssertEqual(left[name], reference[name], "the other specs were not generated")
        }
        let check = try cli.run(["Specs", "-o", "Out", "--check"])
        XCTAssertNotEqual(check.status, 0, "--check passed with a generated file missing")
    }

    func testAFullDiskIsAClearErrorAndEveryFileIsOldOrNew() throws {
        let cli = try CLIHarness()
        try cli.writeSpecs(count: specCount, version: 1)
        XCTAssertEqual(try cli.run(["Specs", "-o", "Out"]).status, 0)
        let old = cli.snapshot("Out")
        try cli.writeSpecs(count: specCount, version: 2)
        XCTAssertEqual(try cli.run(["Specs", "-o", "Reference"]).status, 0)
        let new = cli.snapshot("Reference")

        // 5 blocks: the small files (reducers) fit, the larger ones (state, action, loader) fail partway through.
        let full = try cli.runWithFileSizeLimit(blocks: 5, ["Specs", "-o", "Out"])
        XCTAssertEqual(full.status, 1, full.stderr)
        XCTAssertTrue(full.stderr.contains(": File too large\n"), full.stderr)
        XCTAssertTrue(full.stderr.contains("reduxgen: error: cannot write Out/"), full.stderr)
        let left = cli.snapshot("Out")
        XCTAssertEqual(left.keys.sorted(), old.keys.sorted(), "a file was lost or a temporary file left")
        for (name, data) in left {
            XCTAssertTrue(data == old[name] || data == new[name] || name == ".reduxgen-fingerprints", "\(name) is neither old nor new")
        }
        XCTAssertNotEqual(Self.generated(left), Self.generated(old), "nothing fitted: the limit tests nothing")

        XCTAssertEqual(try cli.run(["Specs", "-o", "Out"]).status, 0)
        XCTAssertEqual(try cli.run(["Specs", "-o", "Out", "--check"]).status, 0)
    }

    func testAFullDiskInANewFolderLeavesNoFileCutOff() throws {
        let cli = try CLIHarness()
        try cli.writeSpecs(count: specCount, version: 1)
        XCTAssertEqual(try cli.run(["Specs", "-o", "Reference"]).status, 0)
        let reference = cli.snapshot("Reference")

        let full = try cli.runWithFileSizeLimit(blocks: 2, ["Specs", "-o", "Out"])
        XCTAssertEqual(full.status, 1, full.stderr)
        XCTAssertTrue(full.stderr.contains(": File too large\n"), full.stderr)
        let left = cli.snapshot("Out")
        XCTAssertFalse(left.isEmpty, "nothing fitted: the limit tests nothing")
        for (name, data) in left where name != ".reduxgen-fingerprints" {
            XCTAssertEqual(data, reference[name], "\(name) is cut off")
        }
        XCTAssertEqual(try cli.run(["Specs", "-o", "Out"]).status, 0)
        XCTAssertEqual(Self.generated(cli.snapshot("Out")), Self.generated(reference))
    }

    /// The files of `files` other than the manifest.
    private static func generated(_ files: [String: Data]) -> [String: Data] {
        files.filter { $0.key != ".reduxgen-fingerprints" }
    }
}
