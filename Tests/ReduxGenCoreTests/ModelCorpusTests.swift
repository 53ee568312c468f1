import Foundation
import ReferenceModel
import XCTest

@testable import ReduxGenCore
@testable import ReduxGenTestFiles

/// The model test's corpus (`Tests/ModelCorpus`, and its test files in `Tests/ModelTests/Corpus`)
/// is what the grammar draws and reduxgen generates now, byte for byte; re-record it with
/// `REDUXGEN_RECORD=1 swift test --filter ModelCorpusTests`. Every spec the grammar draws is
/// accepted, and every combination it refuses is refused by the validator.
final class ModelCorpusTests: XCTestCase {
    private var corpusFolder: URL { Golden.repositoryRoot.appendingPathComponent("Tests/ModelCorpus") }
    private var testsFolder: URL { Golden.repositoryRoot.appendingPathComponent("Tests/ModelTests/Corpus") }

    /// Where a drawn spec is, as generated code's `#sourceLocation` lines name it.
    private func specPath(_ feature: DrawnFeature) -> String { "Tests/ModelCorpus/Specs/\(feature.name).yaml" }

    private func run(of features: [DrawnFeature]) -> FeaturesInRun {
        let specs = features.flatMap(\.specs)
        var run = FeaturesInRun(specPaths: specs.map(specPath))
        for spec in specs {
            var diagnostics: [Diagnostic] = []
            if let feature = Generator.feature(specAt: specPath(spec), bytes: Array(SpecYAML.spec(of: spec).utf8), diagnostics: &diagnostics),
                !feature.children.isEmpty
            {
                run.children[feature.name] = feature.children
            }
        }
        return run
    }

    func testTheCorpusIsWhatTheGrammarAndReduxgenMakeNow() throws {
        var diagnostics: [Diagnostic] = []
        let generator = Generator(templates: try XCTUnwrap(TemplateSet.make(diagnostics: &diagnostics)), testFileWriter: TransitionTestFileWriter())
        var testGenerator = Generator(templates: try XCTUnwrap(TemplateSet.make(parts: FilePart.testParts, diagnostics: &diagnostics)), testFileWriter: TransitionTestFileWriter())
        testGenerator.renderer.testsModule = "ModelCorpus"
        let features = CorpusDraw.features
        let run = run(of: features)
        let models = corpusFolder.appendingPathComponent("Support/Item.swift")
        let declarations = SwiftDeclarations(sources: [try String(contentsOf: models, encoding: .utf8)])
        let specsByName = Dictionary(uniqueKeysWithValues: features.flatMap(\.specs).map { ($0.name, $0) })
        let featureNamed = { @Sendable (name: String) -> Feature? in
            guard let spec = specsByName[name] else { return nil }
            var diagnostics: [Diagnostic] = []
            return Generator.feature(specAt: "Tests/ModelCorpus/Specs/\(name).yaml", bytes: Array(SpecYAML.spec(of: spec).utf8), diagnostics: &diagnostics)
        }
        var planner = TestFilesPlanner(folder: TestsFolder(files: []), declarations: declarations, featureNamed: featureNamed)

        var expected: Set<String> = ["Support"]
        var expectedTests: Set<String> = []
        for feature in features {
            expected.insert(feature.name)
            for spec in feature.specs {
                let yaml = SpecYAML.spec(of: spec)
                Golden.assertMatches(yaml, goldenAt: corpusFolder.appendingPathComponent("Specs/\(spec.name).yaml"))
                let output = generator.generate(specAt: specPath(spec), bytes: Array(yaml.utf8), featuresInRun: run)
                XCTAssertEqual(output.diagnostics.map(\.description), [], "the drawn spec \(spec.name) is refused:\n\(yaml)")
                var files = output.files.filter { !$0.part.isSkeleton }.map { (name: $0.name, contents: $0.contents) }
                files += DriverWriter.files(of: spec)
                for file in files {
                    Golden.assertMatches(file.contents, goldenAt: corpusFolder.appendingPathComponent("\(feature.name)/\(file.name)"))
                }
                let tests = testGenerator.generate(specAt: specPath(spec), bytes: Array(yaml.utf8), featuresInRun: run, testFiles: { planner.testFiles(for: $0) })
                XCTAssertEqual(tests.diagnostics.map(\.description), [])
                for file in tests.files {
                    expectedTests.insert(file.name)
                    Golden.assertMatches(file.contents, goldenAt: testsFolder.appendingPathComponent(file.name))
                }
            }
        }
        Golden.assertMatches(DriverWriter.corpusList(of: features), goldenAt: corpusFolder.appendingPathComponent("Corpus.swift"))
        expected.formUnion(["Specs", "Corpus.swift"])
        try assertHolds(only: expected, in: corpusFolder)
        try assertHolds(only: expectedTests, in: testsFolder)
        for feature in features {
            let files = Set(feature.specs.flatMap { spec in
                generator.generate(specAt: specPath(spec), bytes: Array(SpecYAML.spec(of: spec).utf8), featuresInRun: run).files
                    .filter { !$0.part.isSkeleton }.map(\.name) + DriverWriter.files(of: spec).map(\.name)
            })
            try assertHolds(only: files, in: corpusFolder.appendingPathComponent(feature.name))
        }
        try assertHolds(only: Set(features.flatMap(\.specs).map { "\($0.name).yaml" }), in: corpusFolder.appendingPathComponent("Specs"))
    }

    /// Fails for a file of `folder` that is not among `names` (left from an earlier corpus);
    /// while recording, removes it.
    private func assertHolds(only names: Set<String>, in folder: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        let found = Set((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }
        for extra in found.subtracting(names).sorted() {
            if Golden.isRecording {
                try FileManager.default.removeItem(at: folder.appendingPathComponent(extra))
                XCTFail("removed \(extra) from \(folder.lastPathComponent), which the corpus no longer has", file: file, line: line)
            } else {
                XCTFail("\(folder.lastPathComponent)/\(extra) is no part of the corpus; re-record with `\(Golden.recordVariable)=1 swift test --filter ModelCorpusTests`", file: file, line: line)
            }
        }
    }

    /// Every pair of request atoms (`RequestAtom`) that can meet meets on a request of the
    /// corpus; those that cannot are the choices of one key, and the refused combinations.
    func testTheCorpusMakesEveryPairOfAtomsThatCanMeet() {
        let draw = CorpusDraw.draw()
        XCTAssertEqual(draw.uncovered.map(\.description), [])
        let awaiting = AwaitingFix.all.filter { $0.atoms.count == 2 }.map { AtomPair(Array($0.atoms)[0], Array($0.atoms)[1]).description }
        XCTAssertEqual(Set(draw.impossible.map(\.description)), Set(awaiting + [
            "latest+first", "latest+queue", "latest+concurrent", "first+queue", "first+concurrent", "queue+concurrent",
            "queue+key", "queue+keyed", "queue+debounce", "queue+cache", "concurrent+key", "concurrent+assign", "concurrent+keyed",
            "concurrent+intoOptional", "concurrent+debounce", "concurrent+cache", "unlabelledParam+key",
            "unlabelledParam+keyed", "assign+append", "assign+prepend", "assign+upsert", "assign+keyed",
            "assign+intoElement", "append+prepend", "append+upsert", "append+keyed", "append+intoOptional", "append+cache",
            "prepend+upsert", "prepend+keyed", "prepend+intoOptional", "prepend+cache", "upsert+keyed", "upsert+intoOptional",
            "keyed+intoElement", "keyed+intoOptional", "intoElement+intoOptional", "debounce+optimistic",
            "key+loadingInto", "keyed+loadingInto",
        ]))
    }

    /// The corpus leaves out no combination the spec language accepts: each one reduxgen
    /// does not yet generate correctly is listed in `AwaitingFix` until its fix lands.
    func testTheCorpusLeavesOutNoCombination() {
        for awaiting in AwaitingFix.all {
            XCTFail("the corpus leaves out \(awaiting.atoms.map(\.rawValue).sorted().joined(separator: "+")): \(awaiting.problem)")
        }
    }

    /// Each combination the grammar refuses, made by a request added to a spec the grammar
    /// drew, is refused by the validator with a located error.
    func testTheValidatorRefusesEachCombinationTheGrammarRefuses() throws {
        var base = try XCTUnwrap(CorpusDraw.features.first)
        base.rows = nil
        base.pane = nil
        base.fields += Refusal.exampleFields
        base.requests.append(Refusal.paramsTarget)
        XCTAssertEqual(Generate.diagnostics(SpecYAML.spec(of: base), path: "\(base.name).yaml"), [])
        for refusal in Refusal.allCases {
            var feature = base
            let request = refusal.example(named: "refused")
            feature.requests.append(request)
            XCTAssertEqual(Refusal.made(by: request, in: feature), [refusal])
            let yaml = SpecYAML.spec(of: feature)
            let errors = Generate.output(yaml, path: "\(feature.name).yaml").diagnostics.filter { $0.severity == .error }
            XCTAssertFalse(errors.isEmpty, "\(refusal.rawValue) is accepted:\n" + SpecYAML.requestLines(request).joined(separator: "\n"))
        }
    }
}
