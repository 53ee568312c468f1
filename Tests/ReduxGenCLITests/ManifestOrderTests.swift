import XCTest

/// The manifest is sorted by spec file name however the specs were named: a first run
/// writes the lines of a folder's specs as they come, and sorts any other order.
final class ManifestOrderTests: XCTestCase {
    private let spec = "state: { count: Int }\n"

    private func specNames(inManifestOf cli: CLIHarness, _ folder: String) -> [String] {
        (cli.read("\(folder)/.reduxgen-fingerprints") ?? "").split(separator: "\n").map { String($0.split(separator: " ")[0]) }
    }

    func testTheManifestIsSortedWhateverOrderTheSpecsAreNamedIn() throws {
        let cli = try CLIHarness()
        for name in ["Beta", "Epsilon", "Alpha", "Gamma"] { try cli.write(spec, to: "Specs/\(name).yaml") }
        try cli.write(spec, to: "More/Delta.yaml")
        let sorted = ["Alpha.yaml", "Beta.yaml", "Delta.yaml", "Epsilon.yaml", "Gamma.yaml"]

        XCTAssertEqual(try cli.run(["Specs", "More", "-o", "Folders"]).status, 0)
        XCTAssertEqual(specNames(inManifestOf: cli, "Folders"), sorted)
        XCTAssertEqual(try cli.run(["Specs/Gamma.yaml", "More/Delta.yaml", "Specs/Epsilon.yaml", "Specs/Beta.yaml", "Specs/Alpha.yaml", "-o", "Files"]).status, 0)
        XCTAssertEqual(specNames(inManifestOf: cli, "Files"), sorted)
        XCTAssertEqual(cli.read("Files/.reduxgen-fingerprints"), cli.read("Folders/.reduxgen-fingerprints"))
        XCTAssertEqual(try cli.run(["Specs", "-o", "One"]).status, 0)
        XCTAssertEqual(specNames(inManifestOf: cli, "One"), ["Alpha.yaml", "Beta.yaml", "Epsilon.yaml", "Gamma.yaml"])
    }
}
