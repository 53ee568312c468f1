import Foundation
import ReduxGenCore
import ReduxTestSupport
import XCTest

/// A tampered or corrupt `.reduxgen-fingerprints` never leads a run to delete, or to keep
/// as up to date, a file reduxgen did not write: the manifest is only a cache.
final class ManifestTamperingTests: XCTestCase {
    private let specCount = 4
    private let randomManifests = 20
    private let randomStart: UInt64 = 0x3A_41F3_5700

    /// Files of the user's, inside and outside the output folder, some named like generated
    /// files, one even carrying the generated header: none may be touched.
    private let userFiles: [String: String] = [
        "Out/Notes.swift": "// mine\n",
        "Out/GoneState.swift": "// looks generated, is not\n",
        "Out/Feature01Helpers.swift": "extension Feature01State {}\n",
        "Out/.hidden.swift": "// hidden\n",
        "Out/Nested/GoneAction.swift": FileHeader.generated.text(fileName: "GoneAction.swift", specFileName: "Gone.yaml"),
        "Outside/Feature01State.swift": FileHeader.generated.text(fileName: "Feature01State.swift", specFileName: "Feature01.yaml"),
        "Keep.swift": FileHeader.generated.text(fileName: "Keep.swift", specFileName: "Keep.yaml"),
    ]

    func testHandWrittenManifestsNeverDeleteOrKeepOtherFiles() throws {
        let (cli, reference, manifest) = try makeFolder()
        let line = try XCTUnwrap(manifest.split(separator: "\n").first.map(String.init))
        let hashes = line.split(separator: " ").dropFirst().joined(separator: " ")
        let tampered = [
            "",
            "\u{0}\u{1}\u{FF}garbage\n\n\n",
            String(repeating: "x", count: 100_000),
            "Notes.swift \(hashes)\nGone.yaml \(hashes)\nGoneState.swift \(hashes)\n",
            "../Outside/Feature01.yaml \(hashes)\n../Keep.yaml \(hashes)\n../../etc/passwd \(hashes)\n",
            "/\(cli.folder.path)/Keep.yaml \(hashes)\nNested/Gone.yaml \(hashes)\n",
            manifest.replacingOccurrences(of: "Feature0", with: "../Feature0"),
            manifest + manifest,
            manifest.replacingOccurrences(of: " ", with: "  "),
            String(manifest.prefix(manifest.count / 2)),
        ]
        for (index, text) in tampered.enumerated() {
            try cli.write(text, to: "Out/.reduxgen-fingerprints")
            try assertRunRepairs(cli, reference, "manifest \(index)")
        }
    }

    func testRandomlyCorruptedManifestsNeverDeleteOrKeepOtherFiles() throws {
        let (cli, reference, manifest) = try makeFolder()
        var random = SplitMix64(seed: randomStart)
        let pieces = ["..", "/", "\n", " ", "\u{0}", "Notes.swift", "GoneState.swift", "../Keep.yaml", "0000000000000000"]
        for index in 0..<randomManifests {
            var bytes = Array(manifest.utf8)
            for _ in 0...(random.next() % 6) {
                let position = Int(random.next() % UInt64(bytes.count + 1))
                switch random.next() % 3 {
                case 0: bytes.insert(contentsOf: Array(pieces[Int(random.next() % UInt64(pieces.count))].utf8), at: position)
                case 1: if position < bytes.count { bytes[position] = UInt8(truncatingIfNeeded: random.next()) }
                default: bytes.removeSubrange(position..<min(bytes.count, position + Int(random.next() % 40)))
                }
            }
            try Data(bytes).write(to: cli.folder.appendingPathComponent("Out/.reduxgen-fingerprints"))
            try assertRunRepairs(cli, reference, "random manifest \(index)")
        }
    }

    /// A folder generated from `specCount` specs, the user's files, the generated files of
    /// a spec that is gone (which pruning removes), and the manifest's text.
    private func makeFolder() throws -> (CLIHarness, [String: Data], String) {
        let cli = try CLIHarness()
        try cli.writeSpecs(count: specCount, version: 1)
        XCTAssertEqual(try cli.run(["Specs", "-o", "Out"]).status, 0)
        let reference = cli.snapshot("Out")
        for (path, text) in userFiles { try cli.write(text, to: path) }
        let manifest = try XCTUnwrap(cli.read("Out/.reduxgen-fingerprints"))
        XCTAssertEqual(manifest.split(separator: "\n").count, specCount)
        return (cli, reference, manifest)
    }

    /// After a run over the tampered folder (with a user file edited and a generated file
    /// gone), every user file is as it was and the generated files are whole again.
    private func assertRunRepairs(_ cli: CLIHarness, _ reference: [String: Data], _ label: String) throws {
        try cli.write("// edited by hand\n", to: "Out/Feature02State.swift")
        try? cli.remove("Out/Feature03Action.swift")
        let result = try cli.run(["Specs", "-o", "Out"])
        XCTAssertEqual(result.status, 0, "\(label): \(result.stderr)")
        for (path, text) in userFiles {
            XCTAssertEqual(cli.read(path), text, "\(label): \(path) was touched")
        }
        var files = cli.snapshot("Out")
        for path in userFiles.keys where path.hasPrefix("Out/") { files[String(path.dropFirst(4))] = nil }
        files[".reduxgen-fingerprints"] = nil
        var expected = reference
        expected[".reduxgen-fingerprints"] = nil
        XCTAssertEqual(files, expected, "\(label): the generated files were not repaired")
        let check = try cli.run(["Specs", "-o", "Out", "--check"])
        XCTAssertEqual(check.status, 0, "\(label): \(check.stderr)")
    }
}
