import Foundation
import XCTest

/// A run in which every spec has an error writes nothing at all: no file, no fingerprint
/// manifest, no pruning, and no folder it would have created.
final class AllErrorRunTests: XCTestCase {
    /// Every file and folder under `path` in the harness's folder, with its bytes and
    /// modification date (folders: empty bytes); empty when nothing is there.
    private func snapshot(_ cli: CLIHarness, _ path: String) throws -> [String: (bytes: Data, date: Date)] {
        let root = cli.folder.appendingPathComponent(path)
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [:] }
        var entries: [String: (bytes: Data, date: Date)] = [:]
        for case let relative as String in enumerator {
            let url = root.appendingPathComponent(relative)
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            let isFolder = attributes[.type] as? FileAttributeType == .typeDirectory
            entries[relative] = (isFolder ? Data() : try Data(contentsOf: url), attributes[.modificationDate] as! Date)
        }
        return entries
    }

    private func assertSame(_ before: [String: (bytes: Data, date: Date)], _ after: [String: (bytes: Data, date: Date)], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(before.keys.sorted(), after.keys.sorted(), file: file, line: line)
        for (path, entry) in before {
            XCTAssertEqual(after[path]?.bytes, entry.bytes, path, file: file, line: line)
            XCTAssertEqual(after[path]?.date, entry.date, path, file: file, line: line)
        }
    }

    private let badSpecs = [
        ("Specs/Todo.yaml", "state:\n  items: \"[TodoItem\"\n"),
        ("Specs/Profile.yaml", "state: {}\nrequests:\n  load:\n    sucess: Profile\n"),
    ]

    func testANewOutputFolderIsNotEvenCreated() throws {
        let cli = try CLIHarness()
        for (path, text) in badSpecs { try cli.write(text, to: path) }
        let result = try cli.run(["Specs", "--output", "Generated/Features", "--skeletons", "Logic/Skeletons"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("Specs/Profile.yaml:4:5: error: unknown key 'sucess'"), result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("reduxgen: generated 2 specs: 0 files written, 0 unchanged, 2 specs with errors ("), result.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cli.folder.appendingPathComponent("Generated").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: cli.folder.appendingPathComponent("Logic").path))
        XCTAssertEqual(cli.list("."), ["Specs"])
    }

    func testAnExistingOutputFolderStaysByteForByteTheSame() throws {
        let cli = try CLIHarness()
        try cli.copyExampleSpecs()
        XCTAssertEqual(try cli.run(["Specs", "--output", "Generated"]).status, 0)
        // Every spec but two is gone (their files would be pruned), and those two are broken now.
        for name in try FileManager.default.contentsOfDirectory(atPath: cli.folder.appendingPathComponent("Specs").path)
        where !badSpecs.contains(where: { $0.0 == "Specs/" + name }) {
            try FileManager.default.removeItem(at: cli.folder.appendingPathComponent("Specs/" + name))
        }
        for (path, text) in badSpecs { try cli.write(text, to: path) }
        for name in try FileManager.default.contentsOfDirectory(atPath: cli.folder.appendingPathComponent("Generated").path) {
            try cli.age("Generated/\(name)")
        }
        let before = try snapshot(cli, "Generated")
        XCTAssertTrue(before.keys.contains(".reduxgen-fingerprints"))
        XCTAssertTrue(before.keys.contains("CatalogState.swift"))

        let result = try cli.run(["Specs", "--output", "Generated"])
        XCTAssertEqual(result.status, 1)
        assertSame(before, try snapshot(cli, "Generated"))
    }

    func testOneGoodSpecStillWritesAndPrunes() throws {
        let cli = try CLIHarness()
        try cli.copyExampleSpecs()
        XCTAssertEqual(try cli.run(["Specs", "--output", "Generated"]).status, 0)
        try FileManager.default.removeItem(at: cli.folder.appendingPathComponent("Specs/Catalog.yaml"))
        for (path, text) in badSpecs { try cli.write(text, to: path) }
        let result = try cli.run(["Specs", "--output", "Generated"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains(", 5 removed, 2 specs with errors ("), result.stdout)
        XCTAssertFalse(cli.list("Generated").contains("CatalogState.swift"))
        XCTAssertTrue(cli.read("Generated/.reduxgen-fingerprints")!.contains("TeamChat.yaml"))
    }
}
