import Foundation
import XCTest

import ReduxGenCore

/// The places outside the generator that must know its output files: `reduxgen outputs`
/// (which Scripts/reduxgen-build-phase.sh reads) lists what `generate` writes, and the
/// build plugins' lists in Plugins/Shared/SpecFile.swift (a plugin cannot ask the tool)
/// hold every part of the generator, each in the list of its kind.
final class OutputListsTests: XCTestCase {
    func testOutputsListsExactlyTheFilesGenerateWritesAtEveryRun() throws {
        let cli = try CLIHarness()
        try cli.copyExampleSpecs()
        let outputs = try cli.run(["outputs", "Specs", "--output", "Out"])
        XCTAssertEqual(outputs.status, 0, outputs.stderr)
        XCTAssertEqual(outputs.stderr, "")
        let listed = outputs.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(try cli.run(["generate", "Specs", "--output", "Out", "--no-skeletons"]).status, 0)
        XCTAssertEqual(listed.sorted(), cli.list("Out").map { "Out/\($0)" })
        XCTAssertEqual(listed.count, cli.list("Specs").count * FilePart.generatedParts.count, "every part of every example spec")
        XCTAssertEqual(Array(listed.prefix(2)), ["Out/CanvasState.swift", "Out/CanvasAction.swift"], "in the order of the specs and parts")

        // Spec files, in the order given, into a folder that need not exist.
        let files = try cli.run(["outputs", "Specs/Todo.yaml", "Specs/Catalog.yaml", "-o", "/tmp/nowhere/"])
        XCTAssertEqual(files.stdout.split(separator: "\n").first, "/tmp/nowhere/TodoState.swift")
        XCTAssertEqual(files.stdout.split(separator: "\n").last, "/tmp/nowhere/CatalogViewModel.swift")
    }

    func testOutputsReportsWhatKeepsSpecsFromBeingFound() throws {
        let cli = try CLIHarness()
        let missing = try cli.run(["outputs", "Nowhere", "-o", "Out"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.stdout, "")
        XCTAssertEqual(missing.stderr, "reduxgen: error: no such file or folder: 'Nowhere'\n")
        try cli.write("state: {}\n", to: "A/Todo.yaml")
        try cli.write("state: {}\n", to: "B/Todo.yml")
        let twice = try cli.run(["outputs", "A", "B", "-o", "Out"])
        XCTAssertEqual(twice.status, 1)
        XCTAssertTrue(twice.stderr.hasPrefix("B/Todo.yml:1:1: error: the feature 'Todo' is also generated from A/Todo.yaml"), twice.stderr)
        XCTAssertEqual(try cli.run(["outputs", "A"]).status, 64, "--output is required")
    }

    /// The string literals of `static let NAME = [...]` in the plugins' SpecFile.swift.
    private func pluginList(_ name: String) throws -> [String] {
        let path = CLIHarness.repositoryRoot.appendingPathComponent("Plugins/Shared/SpecFile.swift").path
        let source = try String(contentsOfFile: path, encoding: .utf8)
        guard let declaration = source.range(of: "static let \(name) = ["),
            let end = source[declaration.upperBound...].firstIndex(of: "]")
        else {
            XCTFail("Plugins/Shared/SpecFile.swift declares no list 'static let \(name) = [...]'")
            return []
        }
        return source[declaration.upperBound..<end].split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
    }

    /// The plugins' list of the parts of `kind`, and what those parts are; `nil` for the
    /// files written once, which the plugins do not name (the tool reports what it writes).
    private func pluginList(of kind: FilePart.Kind) -> (name: String, what: String)? {
        switch kind {
        case .generated: return ("generatedParts", "regenerated into the output folder: the build plugin declares it as an output")
        case .testSupport: return ("testParts", "a test file the build plugin declares as an output of a test target")
        case .skeleton, .testSkeleton: return nil
        }
    }

    func testThePluginsReducerSkeletonIsTheGeneratorsSkeletonOfTheReducerLogic() throws {
        XCTAssertEqual(try pluginList("reducerSkeletonParts"), [FilePart.reducerLogic.templateName])
        XCTAssertEqual(FilePart.reducerLogic.kind, .skeleton)
    }

    func testThePluginsListEveryPartOfTheGeneratorInTheListOfItsKind() throws {
        let kinds = FilePart.allCases.reduce(into: [FilePart.Kind]()) { kinds, part in
            if !kinds.contains(part.kind) { kinds.append(part.kind) }
        }
        for kind in kinds {
            guard let (name, what) = pluginList(of: kind) else { continue }
            let parts = FilePart.allCases.filter { $0.kind == kind }.map(\.templateName)
            let list = try pluginList(name)
            for part in parts where !list.contains(part) {
                XCTFail("the generator's part '\(part)' (\(what)) is missing from \(name) in Plugins/Shared/SpecFile.swift")
            }
            XCTAssertEqual(list, parts, "Plugins/Shared/SpecFile.swift: \(name) must list every part \(what), in the generator's order")
        }
    }
}
