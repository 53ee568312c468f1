import XCTest

@testable import ReduxGenCore
@testable import ReduxGenTestFiles

/// The transition tests of a feature's children (`--tests`): a child's action reaches its
/// child and takes the child's own transition there, and is ignored without the child; they
/// compile warning-free for every kind of child action, and a child whose spec the run does
/// not know gets a note instead.
final class ChildTransitionTestsTests: XCTestCase {
    /// A board with a child of each kind: a card (collection, id a UUID from Foundation, an
    /// optimistic keyed request), a draft (optional, a binding), a pin (collection, a request
    /// with `when:` and an action), a feed (optional, a stream alone).
    private let specs = [
        "Board": """
            state:
              title: String
            children:
              cards: { feature: Card, collection: true }
              draft: { feature: Draft, optional: true }
              pins: { feature: Pin, collection: true }
              feed: { feature: Feed, optional: true }

            """,
        "Card": """
            imports: [Foundation]
            state:
              id: UUID
              likes: "[Int: Int]"
            requests:
              like:
                params: { post: Int }
                key: post
                success: Int
                into: { field: likes, mode: keyed }

            """,
        "Draft": """
            state:
              text: { type: String, default: '""' }
            bindings: [text]

            """,
        "Pin": """
            state:
              id: Int
              isOn: { type: Bool, default: "false" }
            actions:
              tap: { times: Int }
            requests:
              save:
                when: state.isOn

            """,
        "Feed": """
            state: {}
            streams:
              updates: { element: Int }

            """,
    ]

    func testEachChildsTestsTakeItsOwnTransitionAndCompileWarningFree() throws {
        let result = try TypeCheck.run(specs, models: "")
        XCTAssertEqual(result.problems, [])
        let tests = try XCTUnwrap(result.files["BoardTransitionTests.swift"])
        // The children's modules are imported for their samples.
        XCTAssertTrue(tests.contains("import XCTest\nimport ReduxRuntime\nimport Foundation\nimport ReduxTesting\n"), tests)
        let expected = [
            // A collection's child is the one element, with the id the action names.
            """
                func testCardsActionReachesTheChildWithItsID() async {
                    let (store, _, _) = makeStore(initialState: BoardState(title: String.testSample, cards: [CardState(id: UUID.testSample)]))
                    await store.send(.cards(id: UUID.testSample, .like(post: Int.testSample))) {
                        $0.cards[id: UUID.testSample]!.likeStatus[Int.testSample] = .loading
                    }
                    await store.finish()
                }
            """,
            """
                func testCardsActionForAnIDNotInTheStateIsIgnored() async {
                    let (store, _, _) = makeStore()
                    await store.send(.cards(id: UUID.testSample, .like(post: Int.testSample)))
                    await store.finish()
                }
            """,
            // A child without a request sends its binding's setter.
            """
                func testDraftActionReachesThePresentChild() async {
                    let (store, _, _) = makeStore(initialState: BoardState(title: String.testSample, draft: DraftState()))
                    await store.send(.draft(.setText(String.testSample))) {
                        $0.draft!.text = String.testSample
                    }
                    await store.finish()
                }
            """,
            // A request with when: may not start in the sample state: the child's own action
            // goes instead, which its logic alone reduces.
            """
                func testPinsActionReachesTheChildWithItsID() async {
                    let (store, _, _) = makeStore(initialState: BoardState(title: String.testSample, pins: [PinState(id: Int.testSample)]))
                    await store.send(.pins(id: Int.testSample, .tap(times: Int.testSample)))
                    await store.finish()
                }
            """,
            // A stream's start changes the child's state: it is sent only where it is ignored.
            """
                // MARK: feed (Feed)

                func testFeedActionIsIgnoredWhileTheChildIsNil() async {
                    let (store, _, _) = makeStore()
                    await store.send(.feed(.startUpdates))
                    await store.finish()
                }
            """,
        ]
        for method in expected {
            XCTAssertTrue(tests.contains(method + "\n"), "missing\n\(method)\nin:\n\(tests)")
        }
        XCTAssertFalse(tests.contains("testFeedActionReaches"), tests)
        XCTAssertTrue(tests.contains("    private func makeStore(\n        initialState: BoardState = BoardState(title: String.testSample)\n    )"), tests)
    }

    /// An optional child whose only actions are reduxgen's (its persisted fields' restore) is
    /// sent that restore with its persisted fields made of samples: the struct is generated
    /// at build time, and no sample of it is left for the user to write.
    func testAChildThatPersistsIsSentItsRestoreWithItsFieldsSamples() throws {
        let specs = [
            "Parent": "state:\n  title: { type: String, default: '\"\"' }\nchildren:\n  editor: { feature: Editor, optional: true }\n",
            "Editor": "state:\n  text: { type: String, default: '\"\"' }\n  count: Int\n  seen: \"[Int]?\"\npersist: [text, count, seen]\n",
        ]
        let result = try TypeCheck.run(specs, models: "")
        XCTAssertEqual(result.problems, [])
        let tests = try XCTUnwrap(result.files["ParentTransitionTests.swift"])
        XCTAssertTrue(
            tests.contains("await store.send(.editor(.restorePersisted(EditorPersisted(text: String.testSample, count: Int.testSample, seen: [Int]?.testSample))))\n"),
            tests)
    }

    /// A child whose spec the run did not read (`--known-features Row`) has no tests, and the file
    /// says how to have them written; the makeStore of a file without children's tests
    /// takes no state.
    func testAChildKnownByNameAloneGetsANoteInsteadOfTests() throws {
        var diagnostics: [Diagnostic] = []
        var generator = Generator(templates: try XCTUnwrap(TemplateSet.make(parts: [.transitionTests], diagnostics: &diagnostics)), testFileWriter: TransitionTestFileWriter())
        generator.renderer.testsModule = "App"
        let yaml = "state: {}\nchildren:\n  rows: { feature: Row, collection: true }\n"
        let output = generator.generate(
            specAt: "Specs/List.yaml", bytes: Array(yaml.utf8), featuresInRun: FeaturesInRun(specPaths: [], others: ["Row"]),
            testFiles: { _ in TestFiles() })
        XCTAssertEqual(output.diagnostics, [])
        let tests = try XCTUnwrap(output.files.first?.contents)
        XCTAssertTrue(tests.contains("""
                // The tests of the child rows (Row.yaml) are not here: the run that wrote this file
                // read no spec of Row. Run reduxgen with --tests again with Row.yaml among the specs
                // (or its path in --known-features), and it writes them to
                // ListTransitionTests+Children.swift.
            }
            """), tests)
        XCTAssertTrue(tests.contains("    private func makeStore() -> ("), tests)
        XCTAssertFalse(tests.contains("// Each child's action has a test"), tests)
        XCTAssertFalse(tests.contains("// MARK: rows"), "no mark: a later run finds no tests of the child and writes them")
    }

    /// The tests folder shows a child's tests by a method or the mark that heads them; a
    /// folder without them gets them in a file of their own, and the main file's samples
    /// leave them out.
    func testChildrenWithoutTestsInTheFolderGetAFileOfTheirOwn() throws {
        let parent = try feature("Board", specs["Board"]!)
        let plan = FeaturePlan(parent)
        let children = try ["Card", "Draft", "Pin", "Feed"].map { try feature($0, specs[$0]!) }
        let lookup = { @Sendable (name: String) in children.first { $0.name == name } }
        let written = "// MARK: cards (Card)\nfunc testDraftActionReachesThePresentChild() async {\n"
        var planner = TestFilesPlanner(
            folder: TestsFolder(files: [("BoardTransitionTests.swift", written)]), declarations: SwiftDeclarations(sources: []),
            featureNamed: lookup)
        let files = planner.testFiles(for: plan)
        XCTAssertEqual(files.childFeatures.map(\.name), ["Card", "Draft", "Pin", "Feed"])
        XCTAssertEqual(files.addedChildren?.children, ["pins", "feed"])

        // The children's file, once written, is the user's: the children it does not test go
        // to the next file.
        let pins = "// MARK: pins (Pin)\n"
        var later = TestFilesPlanner(
            folder: TestsFolder(files: [("BoardTransitionTests.swift", written), ("BoardTransitionTests+Children.swift", pins)]),
            declarations: SwiftDeclarations(sources: []), featureNamed: lookup)
        let laterFiles = later.testFiles(for: plan)
        XCTAssertEqual(laterFiles.addedChildren?.children, ["feed"])
        XCTAssertEqual(laterFiles.childTestsName, "Children2")
        XCTAssertEqual(laterFiles.addedChildTestsFileName(feature: "Board"), "BoardTransitionTests+Children2.swift")

        // Nor is a class the folder declares (a file renamed by its user) declared again.
        let renamed = "final class BoardTransitionTestsOfChildren2: XCTestCase {\n" + pins + "}\n"
        var renamedPlanner = TestFilesPlanner(
            folder: TestsFolder(files: [
                ("BoardTransitionTests.swift", written), ("BoardTransitionTests+Children.swift", ""), ("PinTests.swift", renamed),
            ]),
            declarations: SwiftDeclarations(sources: []), featureNamed: lookup)
        XCTAssertEqual(renamedPlanner.testFiles(for: plan).childTestsName, "Children3")

        var nothingNew = TestFilesPlanner(
            folder: TestsFolder(files: [("BoardTransitionTests.swift", written + pins + "// MARK: feed (Feed)\n"), ("BoardTransitionTests+Children.swift", "")]),
            declarations: SwiftDeclarations(sources: []), featureNamed: lookup)
        XCTAssertNil(nothingNew.testFiles(for: plan).addedChildren, "every child has its tests")

        var diagnostics: [Diagnostic] = []
        var generator = Generator(templates: try XCTUnwrap(TemplateSet.make(parts: [.transitionTests], diagnostics: &diagnostics)), testFileWriter: TransitionTestFileWriter())
        generator.renderer.testsModule = "App"
        let added = try XCTUnwrap(generator.renderer.render(plan, testFiles: files).first { $0.variant == "Children" })
        XCTAssertEqual(added.name, "BoardTransitionTests+Children.swift")
        XCTAssertTrue(added.contents.contains("final class BoardTransitionTestsOfChildren: XCTestCase {"), added.contents)
        XCTAssertTrue(added.contents.contains("func testPinsActionForAnIDNotInTheStateIsIgnored() async {"), added.contents)
        XCTAssertFalse(added.contents.contains("testCards"), "the tests the folder has are not written again")

        let next = try XCTUnwrap(generator.renderer.render(plan, testFiles: laterFiles).first { $0.variant == "Children2" })
        XCTAssertEqual(next.name, "BoardTransitionTests+Children2.swift")
        XCTAssertTrue(next.contents.contains("final class BoardTransitionTestsOfChildren2: XCTestCase {"), next.contents)
        XCTAssertTrue(next.contents.contains("func testFeedActionIsIgnoredWhileTheChildIsNil() async {"), next.contents)
        XCTAssertFalse(next.contents.contains("testPins"), next.contents)
    }

    private func feature(_ name: String, _ yaml: String) throws -> Feature {
        var diagnostics: [Diagnostic] = []
        let names = FeaturesInRun(specPaths: specs.keys.map { "Specs/\($0).yaml" })
        let feature = Generator.feature(specAt: "Specs/\(name).yaml", bytes: Array(yaml.utf8), featuresInRun: names, diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics, [])
        return try XCTUnwrap(feature)
    }
}
