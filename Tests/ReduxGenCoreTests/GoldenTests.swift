import Foundation
import XCTest

@testable import ReduxGenCore
@testable import ReduxGenTestFiles

/// Every example spec in Specs/ against its golden output in Tests/Goldens/<Feature>/,
/// which the GoldenFeatures target compiles warning-free and GeneratedCodeTests exercises.
final class GoldenTests: XCTestCase {
    private var specsFolder: URL { Golden.repositoryRoot.appendingPathComponent("Specs") }
    private var goldensFolder: URL { Golden.repositoryRoot.appendingPathComponent("Tests/Goldens") }

    /// The run of every example spec: their names, and the children each feature holds,
    /// which an app's loaders lift.
    private func exampleRun() throws -> FeaturesInRun {
        var run = FeaturesInRun(specPaths: try specs().map(\.path))
        for spec in try specs() {
            var diagnostics: [Diagnostic] = []
            let bytes = try [UInt8](Data(contentsOf: spec))
            if let feature = Generator.feature(specAt: spec.path, bytes: bytes, diagnostics: &diagnostics), !feature.children.isEmpty {
                run.children[feature.name] = feature.children
            }
        }
        return run
    }

    private func specs() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: specsFolder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "yaml" || $0.pathExtension == "yml" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    func testEveryExampleSpecMatchesItsGoldenFiles() throws {
        var diagnostics: [Diagnostic] = []
        let templates = try XCTUnwrap(TemplateSet.make(diagnostics: &diagnostics))
        let generator = Generator(templates: templates, testFileWriter: TransitionTestFileWriter())
        let specs = try specs()
        let run = try exampleRun()
        XCTAssertEqual(specs.map { $0.deletingPathExtension().lastPathComponent }, ["Canvas", "Catalog", "Checklist", "ChecklistEditor", "ChecklistRow", "Inbox", "Mailbox", "Office", "Profile", "Tasks", "TeamChat", "Timeline", "Todo", "Workspace"])
        for spec in specs {
            let bytes = try [UInt8](Data(contentsOf: spec))
            let output = generator.generate(specAt: "Specs/" + spec.lastPathComponent, bytes: bytes, featuresInRun: run)
            XCTAssertEqual(output.diagnostics, [], "\(spec.lastPathComponent) should have no diagnostics")
            let feature = spec.deletingPathExtension().lastPathComponent
            XCTAssertEqual(
                output.files.filter { !$0.part.isSkeleton }.map(\.name),
                FilePart.generatedParts.map { $0.fileName(for: feature) })
            XCTAssertTrue(Set(output.files.map(\.name)).isSubset(of: Generator.outputFileNames(forSpecAt: spec.path)))
            for file in output.files {
                Golden.assertMatches(file.contents, goldenAt: goldensFolder.appendingPathComponent("\(feature)/\(file.name)"))
            }
        }
    }

    func testNoGoldenFileIsLeftOverFromARemovedSpecOrPart() throws {
        var diagnostics: [Diagnostic] = []
        let generator = Generator(templates: try XCTUnwrap(TemplateSet.make(diagnostics: &diagnostics)), testFileWriter: TransitionTestFileWriter())
        let expected = Set(try specs().flatMap { spec in
            generator.generate(specAt: "Specs/" + spec.lastPathComponent, bytes: try [UInt8](Data(contentsOf: spec))).files
                .map { "\(spec.deletingPathExtension().lastPathComponent)/\($0.name)" }
        })
        var found: Set<String> = []
        for folder in try FileManager.default.contentsOfDirectory(atPath: goldensFolder.path) where folder != "Models" && !folder.hasPrefix(".") {
            for name in try FileManager.default.contentsOfDirectory(atPath: goldensFolder.appendingPathComponent(folder).path) {
                found.insert("\(folder)/\(name)")
            }
        }
        XCTAssertEqual(found.subtracting(expected), [], "golden files no spec produces")
    }

    /// The service mocks, transition tests and samples of every example spec, as
    /// `reduxgen Specs --tests Tests/TransitionTests --tests-module GoldenFeatures
    /// --model-sources Tests/Goldens/Models` writes them into an empty folder, and files of
    /// tests later runs add; the TransitionTests target runs them, with no sample written by
    /// hand.
    func testEveryExampleSpecMatchesItsTestFiles() throws {
        var diagnostics: [Diagnostic] = []
        var generator = Generator(templates: try XCTUnwrap(TemplateSet.make(parts: FilePart.testParts, diagnostics: &diagnostics)), testFileWriter: TransitionTestFileWriter())
        generator.renderer.testsModule = "GoldenFeatures"
        let folder = Golden.repositoryRoot.appendingPathComponent("Tests/TransitionTests")
        let models = Golden.repositoryRoot.appendingPathComponent("Tests/Goldens/Models")
        let sources = try FileManager.default.contentsOfDirectory(atPath: models.path).sorted().map {
            try String(contentsOf: models.appendingPathComponent($0), encoding: .utf8)
        }
        let specsFolder = specsFolder
        let featureNamed = { @Sendable (name: String) -> Feature? in
            let path = "Specs/\(name).yaml"
            guard let bytes = try? [UInt8](Data(contentsOf: specsFolder.appendingPathComponent(name + ".yaml"))) else { return nil }
            var diagnostics: [Diagnostic] = []
            return Generator.feature(specAt: path, bytes: bytes, diagnostics: &diagnostics)
        }
        var planner = TestFilesPlanner(folder: TestsFolder(files: []), declarations: SwiftDeclarations(sources: sources), featureNamed: featureNamed)
        var expected: Set<String> = []
        for spec in try specs() {
            let bytes = try [UInt8](Data(contentsOf: spec))
            for file in generator.generate(specAt: "Specs/" + spec.lastPathComponent, bytes: bytes, testFiles: { planner.testFiles(for: $0) }).files {
                expected.insert(file.name)
                Golden.assertMatches(file.contents, goldenAt: folder.appendingPathComponent(file.name))
            }
        }

        // Files of tests a later run adds beside the user's, each for a part of the spec that
        // came after the files named before it were written.
        let samples = try String(contentsOf: folder.appendingPathComponent("MailboxTestSamples.swift"), encoding: .utf8)
        let tasksSamples = try String(contentsOf: folder.appendingPathComponent("TasksTestSamples.swift"), encoding: .utf8)
        let laterRuns: [(spec: String, earlier: [(name: String, text: String?)], added: String)] = [
            // Checklist's tests were written before its children, the rows' came next
            // (`+Children`), and the editor's go to `+Children2`.
            ("Checklist", [
                ("ChecklistTransitionTests.swift", ""), ("ChecklistTransitionTests+Children.swift", "    // MARK: rows (ChecklistRow)\n"),
            ], "ChecklistTransitionTests+Children2.swift"),
            // Tasks' tests were written when its navigation was a stack: the sheet's go to
            // `+Navigation`.
            ("Tasks", [
                ("TasksTransitionTests.swift", "    // MARK: openTask\n    // MARK: navigation (stack)\n"), ("TasksTestSamples.swift", tasksSamples),
            ], "TasksTransitionTests+Navigation.swift"),
            // Mailbox's tests were written before `on:` named setScope, and refresh's came
            // next (`+BindingsAndTriggers`): the test of the search setScope starts goes to
            // `+BindingsAndTriggers2`.
            ("Mailbox", [
                ("MailboxTransitionTests.swift", "    // MARK: search\n    // MARK: sendDraft\n    // MARK: emptyTrash\n"
                    + "    // MARK: bindings and triggers (query, setQuery → search, scope, draft)\n"),
                ("MailboxTransitionTests+BindingsAndTriggers.swift", "    // MARK: bindings and triggers (refresh → search)\n"),
                ("MailboxTestSamples.swift", samples),
            ], "MailboxTransitionTests+BindingsAndTriggers2.swift"),
        ]
        for run in laterRuns {
            var laterPlanner = TestFilesPlanner(folder: TestsFolder(files: run.earlier), declarations: SwiftDeclarations(sources: sources), featureNamed: featureNamed)
            let bytes = try [UInt8](Data(contentsOf: specsFolder.appendingPathComponent(run.spec + ".yaml")))
            let later = generator.generate(specAt: "Specs/\(run.spec).yaml", bytes: bytes, testFiles: { laterPlanner.testFiles(for: $0) }).files
            let added = later.filter { $0.variant != nil }
            XCTAssertEqual(added.map(\.name), [run.added])
            for file in added {
                expected.insert(file.name)
                Golden.assertMatches(file.contents, goldenAt: folder.appendingPathComponent(file.name))
            }
        }
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)), expected)
    }

    func testGenerationIsDeterministic() throws {
        var diagnostics: [Diagnostic] = []
        let generator = Generator(templates: try XCTUnwrap(TemplateSet.make(diagnostics: &diagnostics)), testFileWriter: TransitionTestFileWriter())
        for spec in try specs() {
            let bytes = try [UInt8](Data(contentsOf: spec))
            let first = generator.generate(specAt: spec.path, bytes: bytes).files
            let second = generator.generate(specAt: spec.path, bytes: bytes).files
            XCTAssertEqual(first, second)
        }
    }
}
