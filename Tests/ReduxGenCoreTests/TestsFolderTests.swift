import XCTest

@testable import ReduxGenCore

/// Which files of a tests folder hold a feature's tests: its transition tests files, named as
/// reduxgen writes them, and the user's own files that name its types; never another
/// feature's.
final class TestsFolderTests: XCTestCase {
    private func plan(_ name: String, _ yaml: String) throws -> FeaturePlan {
        var diagnostics: [Diagnostic] = []
        let feature = Generator.feature(specAt: "Specs/\(name).yaml", bytes: Array(yaml.utf8), diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics, [])
        return FeaturePlan(try XCTUnwrap(feature))
    }

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
        let search = try plan("Search", spec)
        let profile = try plan("Profile", spec)
        let load = try XCTUnwrap(search.requests.first)
        let tests = "// MARK: load\n// MARK: navigation\n// MARK: bindings and triggers\nfunc testLoadGoesFromIdleToLoadingToSucceeded() async {}\n"
        for file in ["ProfileTransitionTests.swift", "ProfileTransitionTests+Load.swift", "SearchRowTransitionTests.swift", "SearchTransitionTestsX.swift"] {
            let folder = TestsFolder(files: [(file, tests), ("SearchTransitionTests.swift", "")])
            let found = folder.tests(of: "Search")
            XCTAssertFalse(found.hasTests(of: load), file)
            XCTAssertFalse(found.hasNavigationTests(of: search), file)
            XCTAssertFalse(found.hasTriggerTests(of: search), file)
        }
        for file in ["SearchTransitionTests.swift", "SearchTransitionTests+Load.swift", "SearchTransitionTests+Mine.swift"] {
            let found = TestsFolder(files: [(file, tests)]).tests(of: "Search")
            XCTAssertTrue(found.hasTests(of: load) && found.hasNavigationTests(of: search) && found.hasTriggerTests(of: search), file)
            XCTAssertFalse(TestsFolder(files: [(file, tests)]).tests(of: "Profile").hasTests(of: try XCTUnwrap(profile.requests.first)), file)
        }
    }

    /// A file of the user's own naming holds the tests of each feature whose types it names
    /// (state, action, service mock, a transition tests class), by their whole names.
    func testAUsersOwnFileHoldsTheTestsOfTheFeaturesWhoseTypesItNames() throws {
        let search = try plan("Search", "state:\n  count: Int\nrequests:\n  load: { success: Int, into: count }\n")
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

    /// The name of a file of tests added later is one the folder has neither as a file nor
    /// as a class.
    func testAnAddedTestsNameIsOneTheFolderDoesNotHave() {
        XCTAssertEqual(TestsFolder(files: []).freeAddedTestsName("Children", feature: "Todo"), "Children")
        let files: [(name: String, text: String?)] = [
            ("TodoTransitionTests+Children.swift", ""), ("Moved.swift", "final class TodoTransitionTestsOfChildren2: XCTestCase {}\n"),
            ("TodoTransitionTests+Children4.swift", ""), ("RowTransitionTests+Children3.swift", ""),
        ]
        XCTAssertEqual(TestsFolder(files: files).freeAddedTestsName("Children", feature: "Todo"), "Children3")
        XCTAssertEqual(TestsFolder(files: files).freeAddedTestsName("Children", feature: "Row"), "Children")
    }
}
