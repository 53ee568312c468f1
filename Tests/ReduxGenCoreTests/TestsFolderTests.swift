import XCTest

@testable import ReduxGenCore
@testable import ReduxGenTestFiles

/// Which files of a tests folder hold a feature's tests: its transition tests files, named as
/// reduxgen writes them, and the user's own files that name its types; never another
/// feature's.
final class TestsFolderTests: XCTestCase {
    func testATransitionTestsFileIsTheFeaturesItsNameSays() {
        let part = FilePart.transitionTests
        XCTAssertEqual(part.featureName(ofFileNamed: "TodoTransitionTests.swift"), "Todo")
        XCTAssertEqual(part.featureName(ofFileNamed: "TodoRowTransitionTests.swift"), "TodoRow")
        XCTAssertEqual(part.featureName(ofFileNamed: "TodoTransitionTests+Children2.swift"), "Todo")
        XCTAssertEqual(part.featureName(ofFileNamed: "TodoTransitionTestsOfX+Y.swift"), nil)
        for name in ["TransitionTests.swift", "TodoTransitionTests+.swift", "TodoTransitionTests.swift.orig", "Todo.swift", "TodoTests.swift"] {
            XCTAssertNil(part.featureName(ofFileNamed: name), name)
        }
        for (feature, variant) in [("Todo", nil), ("TodoRow", "Save"), ("A", "Children")] as [(String, String?)] {
            XCTAssertEqual(part.featureName(ofFileNamed: part.fileName(for: feature, variant: variant)), feature)
        }
    }

    /// Two features with a request `load`, a navigation and bindings each: the tests of one
    /// are not the other's.
    func testAFeaturesTestsAreInItsFilesAlone() throws {
        let spec = "state:\n  name: { type: String, default: '\"\"' }\nrequests:\n  load: { success: Int }\nroutes:\n  settings:\nnavigation: [stack]\nbindings: [name]\n"
        let search = try Generate.plan("Search", spec)
        let profile = try Generate.plan("Profile", spec)
        let load = try XCTUnwrap(search.requests.first)
        let tests = "// MARK: load\n// MARK: navigation\n// MARK: bindings and triggers\nfunc testLoadGoesFromIdleToLoadingToSucceeded() async {}\n"
        for file in ["ProfileTransitionTests.swift", "ProfileTransitionTests+Load.swift", "SearchRowTransitionTests.swift", "SearchTransitionTestsX.swift"] {
            let folder = TestsFolder(files: [(file, tests), ("SearchTransitionTests.swift", "")])
            let found = folder.tests(of: "Search")
            XCTAssertFalse(found.hasTests(of: load), file)
            XCTAssertEqual(found.untestedNavigationKinds(of: search), [.stack], file)
            XCTAssertEqual(found.untestedTriggerParts(of: search), [.binding("name")], file)
        }
        for file in ["SearchTransitionTests.swift", "SearchTransitionTests+Load.swift", "SearchTransitionTests+Mine.swift"] {
            let found = TestsFolder(files: [(file, tests)]).tests(of: "Search")
            XCTAssertTrue(found.hasTests(of: load), file)
            XCTAssertEqual(found.untestedNavigationKinds(of: search), [], file)
            XCTAssertEqual(found.untestedTriggerParts(of: search), [], file)
            XCTAssertFalse(TestsFolder(files: [(file, tests)]).tests(of: "Profile").hasTests(of: try XCTUnwrap(profile.requests.first)), file)
        }
    }

    /// A file of the user's own naming holds the tests of each feature whose types it names
    /// (state, action, service mock, a transition tests class), by their whole names.
    func testAUsersOwnFileHoldsTheTestsOfTheFeaturesWhoseTypesItNames() throws {
        let search = try Generate.plan("Search", "state:\n  count: Int\nrequests:\n  load: { success: Int, into: count }\n")
        let load = try XCTUnwrap(search.requests.first)
        let tests = "\n    // MARK: load\n"
        for naming in ["SearchState", "SearchAction", "SearchServiceMock", "SearchTransitionTests", "SearchTransitionTestsOfLoad"] {
            let folder = TestsFolder(files: [("LoadingTests.swift", "let store: \(naming)? = nil" + tests), ("Samples.swift", nil)])
            XCTAssertTrue(folder.tests(of: "Search").hasTests(of: load), naming)
        }
        for naming in ["SearchRowState", "MySearchState", "SearchStates", "Search", "ProfileState"] {
            let folder = TestsFolder(files: [("LoadingTests.swift", "let store: \(naming)? = nil" + tests)])
            XCTAssertFalse(folder.tests(of: "Search").hasTests(of: load), naming)
        }
    }

    /// A group's mark covers the parts it lists; one without a list, or with something else in
    /// its parentheses, covers the whole group; a mark that only begins like the group's, or a
    /// child's, is no mark of it.
    func testANavigationMarkCoversTheKindsItLists() throws {
        let search = try Generate.plan("Search", """
            state: {}
            routes:
              settings:
            navigation: [stack, sheet]
            children:
              navigation: { feature: Editor, optional: true }

            """)
        let cases: [(text: String, untested: [Navigation.Style])] = [
            ("", [.stack, .sheet]),
            ("    // MARK: navigation (stack)\n", [.sheet]),
            ("\t// MARK: navigation (sheet , stack)\r\n", []),
            ("    // MARK: navigation\n", []),
            ("// MARK: navigation (the tests --tests writes for navigation:)\n", []),
            ("// MARK: navigation ()\n", []),
            ("// MARK: navigation request\n// MARK: navigationHelpers\n// MARK: - navigation\n", [.stack, .sheet]),
            ("    // MARK: navigation (Editor)\n", [.stack, .sheet]),
            ("    func testDismissPresentedRemovesIt() async {\n", [.stack]),
            ("// MARK: navigation (stack)\n    func testPresentShowsTheRoute() async {\n", []),
        ]
        for (text, untested) in cases {
            let folder = TestsFolder(files: [("SearchTransitionTests.swift", text)])
            XCTAssertEqual(folder.tests(of: "Search").untestedNavigationKinds(of: search), untested, text)
        }
        XCTAssertEqual(NavigationTestCode.mark.line(listing: ["stack", "sheet"]), "// MARK: navigation (stack, sheet)")
    }

    /// Each binding and each action with a request its `on:` starts is a part of the bindings'
    /// and triggers' tests, which a mark lists or a test method's name shows.
    func testABindingsAndTriggersMarkCoversThePartsItLists() throws {
        let search = try Generate.plan("Search", """
            state:
              name: { type: String, default: '""' }
            actions:
              reload:
            requests:
              load: { success: Int, on: [setName, reload] }
            bindings: [name]

            """)
        let name = TriggerTestCode.Part.binding("name")
        let setName = TriggerTestCode.Part.trigger(action: "setName", request: "load")
        let reload = TriggerTestCode.Part.trigger(action: "reload", request: "load")
        XCTAssertEqual(TriggerTestCode.parts(of: search), [name, setName, reload])
        XCTAssertEqual(TriggerTestCode(plan: search).markLine, "// MARK: bindings and triggers (name, setName → load, reload → load)")
        let cases: [(text: String, untested: [TriggerTestCode.Part])] = [
            ("", [name, setName, reload]),
            ("    // MARK: bindings and triggers (name)\n", [setName, reload]),
            ("    // MARK: bindings and triggers (reload → load, setName → load)\n", [name]),
            ("    // MARK: bindings and triggers (name, old → gone)\n", [setName, reload]),
            ("    // MARK: bindings and triggers\n", []),
            ("    // MARK: bindings and triggers (my edits)\n", []),
            ("    // MARK: bindings and triggers (a → b → c)\n", []),
            ("    func testSetNameAssignsName() async {\n", [setName, reload]),
            ("    func testSetNameStartsLoad() async {\n", [name, reload]),
            ("    func testReloadStartsLoad() async {\n", [name, setName]),
        ]
        for (text, untested) in cases {
            let folder = TestsFolder(files: [("SearchTransitionTests.swift", text)])
            XCTAssertEqual(folder.tests(of: "Search").untestedTriggerParts(of: search), untested, text)
        }
    }

    /// The tests of the parts added later test those parts alone: a setter whose binding
    /// has tests gets a test of the requests it starts, named for them.
    func testTheTestsOfTriggerPartsAddedLaterTestThosePartsAlone() throws {
        let search = try Generate.plan("Search", """
            state:
              name: { type: String, default: '""' }
              tag: { type: Int, default: "0" }
            actions:
              reload: Int
            requests:
              load: { success: Int, on: [setName, reload] }
            bindings: [name, tag]

            """)
        let setName = TriggerTestCode.Part.trigger(action: "setName", request: "load")
        let later = TriggerTestCode(plan: search, untested: [setName, .binding("tag")])
        XCTAssertEqual(later.markLine, "// MARK: bindings and triggers (setName → load, tag)")
        XCTAssertTrue(later.methods.contains("func testSetNameStartsLoad() async {"), later.methods)
        XCTAssertTrue(later.methods.contains("func testSetTagAssignsTag() async {"), later.methods)
        XCTAssertFalse(later.methods.contains("testSetNameAssignsName"), later.methods)
        XCTAssertFalse(later.methods.contains("testReload"), later.methods)
        XCTAssertEqual(later.sampledTypes, ["String", "Int"])
        let reload = TriggerTestCode(plan: search, untested: [.trigger(action: "reload", request: "load")])
        XCTAssertEqual(reload.markLine, "// MARK: bindings and triggers (reload → load)")
        XCTAssertEqual(reload.sampledTypes, ["Int"])
    }

    /// The name of a file of tests added later is one the folder has neither as a file nor
    /// as a class.
    func testAnAddedTestsNameIsOneTheFolderDoesNotHave() {
        XCTAssertEqual(TestsFolder(files: []).freeAddedTestsName(.children, feature: "Todo"), "Children")
        let files: [(name: String, text: String?)] = [
            ("TodoTransitionTests+Children.swift", ""), ("Moved.swift", "final class TodoTransitionTestsOfChildren2: XCTestCase {}\n"),
            ("TodoTransitionTests+Children4.swift", ""), ("RowTransitionTests+Children3.swift", ""),
        ]
        XCTAssertEqual(TestsFolder(files: files).freeAddedTestsName(.children, feature: "Todo"), "Children3")
        XCTAssertEqual(TestsFolder(files: files).freeAddedTestsName(.children, feature: "Row"), "Children")
    }
}
