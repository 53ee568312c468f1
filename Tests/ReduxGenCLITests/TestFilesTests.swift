import Foundation
import XCTest

/// What `--tests` writes once besides the mock: the samples the tests need, built from the
/// spec's structs and enums, and a tests file of its own for a request added later.
final class TestFilesTests: XCTestCase {
    private let spec = """
        feature: Search
        state:
          repos: "[Repo]"
        requests:
          search: { params: { query: String }, success: "[Repo]", failure: SearchError, into: repos }

        """
    private let models = """
        struct Repo: Equatable, Sendable {
            let id: Int
            let name: String
            var owner: Owner
            var stars = 0
            var isStarred: Bool { stars > 0 }
        }

        struct Owner: Equatable, Sendable {
            let login: String
            init(login: String, verified: Bool = false) { self.login = login }
        }

        enum SearchError: Error, Equatable {
            case offline
            case server(code: Int)
        }

        """

    func testTheSamplesAreBuiltFromTheModelsAndTheModuleIsTheOutputsTarget() throws {
        let cli = try CLIHarness()
        try cli.write(spec, to: "Sources/RepoSearch/Search.yaml")
        try cli.write(models, to: "Sources/RepoSearch/Models/Models.swift")
        let result = try cli.run(["Sources/RepoSearch", "-o", "Sources/RepoSearch/Generated", "--tests", "Tests/RepoSearchTests"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(cli.list("Tests/RepoSearchTests"), ["SearchServiceMock.swift", "SearchTestSamples.swift", "SearchTransitionTests.swift"])
        let samples = try XCTUnwrap(cli.read("Tests/RepoSearchTests/SearchTestSamples.swift"))
        XCTAssertTrue(samples.contains("@testable import RepoSearch\n"), samples)
        for sample in [
            "    public static var testSample: Repo { Repo(id: Int.testSample, name: String.testSample, owner: Owner.testSample) }",
            "    public static var testSample: SearchError { .offline }",
            "    public static var testSample: Owner { Owner(login: String.testSample) }",
        ] {
            XCTAssertTrue(samples.contains(sample + "\n"), "missing \(sample) in:\n\(samples)")
        }
        for file in ["SearchServiceMock.swift", "SearchTransitionTests.swift"] {
            XCTAssertTrue(cli.read("Tests/RepoSearchTests/\(file)")!.contains("@testable import RepoSearch\n"), file)
        }
    }

    func testATypeReduxgenCannotBuildIsAnErrorAtTheOnePlaceToWrite() throws {
        let cli = try CLIHarness()
        try cli.write(spec, to: "Specs/Search.yaml")
        try cli.write("enum SearchError: Error { case offline }\nfinal class Repo {}\n", to: "Models/Models.swift")
        let result = try cli.run(["Specs", "-o", "Out", "--tests", "Tests", "--tests-module", "App", "--model-sources", "Models"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let samples = try XCTUnwrap(cli.read("Tests/SearchTestSamples.swift"))
        XCTAssertTrue(samples.contains("""
            extension Repo: ReduxTesting.TestSample {
                public static var testSample: Repo {
                    #error("Write a sample Repo for the transition tests, then remove this line: reduxgen cannot build one")
                }
            }
            """), samples)
        XCTAssertTrue(samples.contains("public static var testSample: SearchError { .offline }"), samples)
    }

    func testARequestAddedLaterGetsItsOwnTestsAndTheUsersFilesAreKept() throws {
        let cli = try CLIHarness()
        try cli.write(spec, to: "Sources/App/Search.yaml")
        try cli.write(models, to: "Sources/App/Models.swift")
        let arguments = ["Sources/App", "-o", "Sources/App", "--only-skeletons", "--tests", "Tests/AppTests", "-v"]
        XCTAssertEqual(try cli.run(arguments).status, 0)
        let edited = cli.read("Tests/AppTests/SearchTransitionTests.swift")!.replacingOccurrences(of: "await store.finish()", with: "await store.finish()  // mine")
        try cli.write(edited, to: "Tests/AppTests/SearchTransitionTests.swift")
        let samples = cli.read("Tests/AppTests/SearchTestSamples.swift")

        try cli.write(spec + "  star: { params: { repo: Int, label: Label } }\n", to: "Sources/App/Search.yaml")
        try cli.write(models + "struct Label: Equatable, Sendable { var text: String }\n", to: "Sources/App/Models.swift")
        let second = try cli.run(arguments)
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertTrue(second.stdout.contains("written: Tests/AppTests/SearchTransitionTests+Star.swift\n"), second.stdout)
        XCTAssertEqual(cli.read("Tests/AppTests/SearchTransitionTests.swift"), edited)
        XCTAssertEqual(cli.read("Tests/AppTests/SearchTestSamples.swift"), samples)
        let added = try XCTUnwrap(cli.read("Tests/AppTests/SearchTransitionTests+Star.swift"))
        XCTAssertTrue(added.contains("final class SearchTransitionTestsOfStar: XCTestCase {"), added)
        XCTAssertTrue(added.contains("func testStarGoesFromIdleToLoadingToSucceeded() async {"), added)
        XCTAssertFalse(added.contains("func testSearch"), "the tests of the request that has them are not written again")
        XCTAssertTrue(added.contains("public static var testSample: Label { Label(text: String.testSample) }"), added)
        XCTAssertFalse(added.contains("extension Repo:"), "a type that has a sample gets none again")

        // Once written, the request's file is the user's too; nothing more is written.
        let third = try cli.run(arguments)
        XCTAssertEqual(third.status, 0, third.stderr)
        XCTAssertFalse(third.stdout.contains("written:"), third.stdout)
        XCTAssertEqual(cli.list("Tests/AppTests"), ["SearchTestSamples.swift", "SearchTransitionTests+Star.swift", "SearchTransitionTests.swift"])

        // A request added after that gets a file of its own too, beside the user's.
        try cli.write(added + "// mine\n", to: "Tests/AppTests/SearchTransitionTests+Star.swift")
        try cli.write(spec + "  star: { params: { repo: Int, label: Label } }\n  unstar: { params: { repo: Int } }\n", to: "Sources/App/Search.yaml")
        let fourth = try cli.run(arguments)
        XCTAssertEqual(fourth.status, 0, fourth.stderr)
        XCTAssertTrue(fourth.stdout.contains("written: Tests/AppTests/SearchTransitionTests+Unstar.swift\n"), fourth.stdout)
        XCTAssertEqual(cli.read("Tests/AppTests/SearchTransitionTests+Star.swift"), added + "// mine\n")
        let unstar = try XCTUnwrap(cli.read("Tests/AppTests/SearchTransitionTests+Unstar.swift"))
        XCTAssertTrue(unstar.contains("func testUnstarGoesFromIdleToLoadingToSucceeded() async {"), unstar)
        XCTAssertFalse(unstar.contains("func testStar"), "the tests of the request that has them are not written again")
    }

    /// A feature's tests are looked for in its own files alone: another feature's tests of a
    /// request of the same name, of its navigation or of its bindings hide none of its own.
    func testAnotherFeaturesTestsHideNoneOfTheTestsAddedLater() throws {
        let cli = try CLIHarness()
        let profile = """
            state:
              name: { type: String, default: '""' }
            requests:
              load: { success: Int }
            routes:
              settings:
            navigation: [stack]
            bindings: [name]

            """
        let search = spec.replacingOccurrences(of: "  repos: \"[Repo]\"\n", with: "  repos: \"[Repo]\"\n  filter: { type: String, default: '\"\"' }\n")
            + "routes:\n  showRepo: { repo: Repo }\n"
        try cli.write(profile, to: "Sources/App/Profile.yaml")
        try cli.write(search, to: "Sources/App/Search.yaml")
        try cli.write(models, to: "Sources/App/Models.swift")
        let arguments = ["Sources/App", "-o", "Sources/App", "--only-skeletons", "--tests", "Tests/AppTests", "-v"]
        let first = try cli.run(arguments)
        XCTAssertEqual(first.status, 0, first.stderr)
        let profileTests = try XCTUnwrap(cli.read("Tests/AppTests/ProfileTransitionTests.swift"))
        for shared in ["// MARK: load\n", "func testLoadGoesFromIdleToLoadingToSucceeded()", "// MARK: navigation", "// MARK: bindings and triggers"] {
            XCTAssertTrue(profileTests.contains(shared), shared)
        }
        let searchTests = cli.read("Tests/AppTests/SearchTransitionTests.swift")

        try cli.write(
            search.replacingOccurrences(of: "into: repos }\n", with: "into: repos }\n  load: { success: Int }\n") + "navigation: [stack]\nbindings: [filter]\n",
            to: "Sources/App/Search.yaml")
        let second = try cli.run(arguments)
        XCTAssertEqual(second.status, 0, second.stderr)
        for part in ["Load", "Navigation", "BindingsAndTriggers"] {
            XCTAssertTrue(second.stdout.contains("written: Tests/AppTests/SearchTransitionTests+\(part).swift\n"), second.stdout)
        }
        XCTAssertFalse(second.stdout.contains("written: Tests/AppTests/Profile"), second.stdout)
        XCTAssertEqual(cli.read("Tests/AppTests/SearchTransitionTests.swift"), searchTests)
        XCTAssertEqual(cli.read("Tests/AppTests/ProfileTransitionTests.swift"), profileTests)
        let load = try XCTUnwrap(cli.read("Tests/AppTests/SearchTransitionTests+Load.swift"))
        XCTAssertTrue(load.contains("final class SearchTransitionTestsOfLoad: XCTestCase {"), load)
        XCTAssertTrue(load.contains("func testLoadGoesFromIdleToLoadingToSucceeded() async {"), load)
    }

    /// Tests a user moved to a file of their own naming still count for the feature whose
    /// types that file names: nothing is written again beside them (where a class of the same
    /// name would not compile).
    func testTestsMovedToAFileOfTheUsersOwnStillCount() throws {
        let cli = try CLIHarness()
        try cli.write(spec, to: "Sources/App/Search.yaml")
        try cli.write(models, to: "Sources/App/Models.swift")
        let arguments = ["Sources/App", "-o", "Sources/App", "--only-skeletons", "--tests", "Tests/AppTests", "-v"]
        XCTAssertEqual(try cli.run(arguments).status, 0)
        try cli.write(spec + "  star: { params: { repo: Int } }\n", to: "Sources/App/Search.yaml")
        XCTAssertEqual(try cli.run(arguments).status, 0)
        let star = try XCTUnwrap(cli.read("Tests/AppTests/SearchTransitionTests+Star.swift"))
        try FileManager.default.removeItem(at: cli.folder.appendingPathComponent("Tests/AppTests/SearchTransitionTests+Star.swift"))
        try cli.write(star, to: "Tests/AppTests/StarringTests.swift")

        let again = try cli.run(arguments)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertFalse(again.stdout.contains("written:"), again.stdout)
        XCTAssertEqual(cli.list("Tests/AppTests"), ["SearchTestSamples.swift", "SearchTransitionTests.swift", "StarringTests.swift"])
    }

    /// The transition tests file, deleted and written again, leaves out the requests whose
    /// tests another file of the folder holds (`+Star.swift`), and their samples.
    func testTheTestsFileWrittenAgainLeavesOutTheRequestsTestedElsewhere() throws {
        let cli = try CLIHarness()
        try cli.write(spec, to: "Sources/App/Search.yaml")
        try cli.write(models + "struct Label: Equatable, Sendable { var text: String }\n", to: "Sources/App/Models.swift")
        let arguments = ["Sources/App", "-o", "Sources/App", "--only-skeletons", "--tests", "Tests/AppTests", "-v"]
        XCTAssertEqual(try cli.run(arguments).status, 0)
        try cli.write(spec + "  star: { params: { repo: Int, label: Label } }\n", to: "Sources/App/Search.yaml")
        XCTAssertEqual(try cli.run(arguments).status, 0)
        for file in ["SearchTransitionTests.swift", "SearchTestSamples.swift"] {
            try FileManager.default.removeItem(at: cli.folder.appendingPathComponent("Tests/AppTests/\(file)"))
        }

        let again = try cli.run(arguments)
        XCTAssertEqual(again.status, 0, again.stderr)
        let tests = try XCTUnwrap(cli.read("Tests/AppTests/SearchTransitionTests.swift"))
        XCTAssertTrue(tests.contains("func testSearchGoesFromIdleToLoadingToSucceeded() async {"), tests)
        XCTAssertFalse(tests.contains("func testStar"), "the tests that +Star.swift holds are written again:\n\(tests)")
        let samples = try XCTUnwrap(cli.read("Tests/AppTests/SearchTestSamples.swift"))
        XCTAssertFalse(samples.contains("extension Label:"), "+Star.swift declares the sample of Label:\n\(samples)")
    }

    func testANavigationAddedLaterGetsItsOwnTestsAndTheUsersFilesAreKept() throws {
        let cli = try CLIHarness()
        let routed = spec + "routes:\n  showRepo: { repo: Repo }\n"
        try cli.write(routed, to: "Sources/App/Search.yaml")
        try cli.write(models, to: "Sources/App/Models.swift")
        let arguments = ["Sources/App", "-o", "Sources/App", "--only-skeletons", "--tests", "Tests/AppTests", "-v"]
        XCTAssertEqual(try cli.run(arguments).status, 0)
        let tests = cli.read("Tests/AppTests/SearchTransitionTests.swift")
        XCTAssertFalse(tests?.contains("// MARK: navigation") ?? true, "routes alone are triggers, with no transitions")

        try cli.write(routed + "navigation: [stack, sheet]\n", to: "Sources/App/Search.yaml")
        let second = try cli.run(arguments)
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertTrue(second.stdout.contains("written: Tests/AppTests/SearchTransitionTests+Navigation.swift\n"), second.stdout)
        XCTAssertEqual(cli.read("Tests/AppTests/SearchTransitionTests.swift"), tests)
        let added = try XCTUnwrap(cli.read("Tests/AppTests/SearchTransitionTests+Navigation.swift"))
        XCTAssertTrue(added.contains("final class SearchTransitionTestsOfNavigation: XCTestCase {"), added)
        XCTAssertTrue(added.contains("func testPushAppendsARouteToThePath() async {"), added)
        XCTAssertTrue(added.contains("func testDismissPresentedRemovesIt() async {"), added)
        XCTAssertTrue(added.contains("let route = SearchRoute.showRepo(repo: Repo.testSample)"), added)
        XCTAssertFalse(added.contains("func testSearch"), "the request's tests are not written again")
        XCTAssertFalse(added.contains("extension Repo:"), "a type that has a sample gets none again")

        // Once written, the navigation's file is the user's too, even edited; nothing more is written.
        try cli.write(added.replacingOccurrences(of: "// MARK: navigation", with: "// MARK: screens"), to: "Tests/AppTests/SearchTransitionTests+Navigation.swift")
        let third = try cli.run(arguments)
        XCTAssertEqual(third.status, 0, third.stderr)
        XCTAssertFalse(third.stdout.contains("written:"), third.stdout)
        XCTAssertEqual(cli.list("Tests/AppTests"), ["SearchTestSamples.swift", "SearchTransitionTests+Navigation.swift", "SearchTransitionTests.swift"])
    }

    func testBindingsAddedLaterGetTheirOwnTestsAndTheUsersFilesAreKept() throws {
        let cli = try CLIHarness()
        let withQuery = spec.replacingOccurrences(of: "  repos: \"[Repo]\"\n", with: "  repos: \"[Repo]\"\n  filter: { type: String, default: '\"\"' }\n")
        try cli.write(withQuery, to: "Sources/App/Search.yaml")
        try cli.write(models, to: "Sources/App/Models.swift")
        let arguments = ["Sources/App", "-o", "Sources/App", "--only-skeletons", "--tests", "Tests/AppTests", "-v"]
        let first = try cli.run(arguments)
        XCTAssertEqual(first.status, 0, first.stderr)
        let tests = try XCTUnwrap(cli.read("Tests/AppTests/SearchTransitionTests.swift"))
        XCTAssertFalse(tests.contains("// MARK: bindings and triggers"), "no binding and no on: make no such tests")

        try cli.write(withQuery + "bindings: [filter]\n", to: "Sources/App/Search.yaml")
        let second = try cli.run(arguments)
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertTrue(second.stdout.contains("written: Tests/AppTests/SearchTransitionTests+BindingsAndTriggers.swift\n"), second.stdout)
        XCTAssertEqual(cli.read("Tests/AppTests/SearchTransitionTests.swift"), tests)
        let added = try XCTUnwrap(cli.read("Tests/AppTests/SearchTransitionTests+BindingsAndTriggers.swift"))
        XCTAssertTrue(added.contains("final class SearchTransitionTestsOfBindingsAndTriggers: XCTestCase {"), added)
        XCTAssertTrue(added.contains("await store.send(.setFilter(String.testSample)) {\n            $0.filter = String.testSample\n        }"), added)
        XCTAssertFalse(added.contains("func testSearch"), "the request's tests are not written again")

        // Once written, the file is the user's, even edited; nothing more is written.
        try cli.write(added.replacingOccurrences(of: "// MARK: bindings and triggers", with: "// MARK: edits"), to: "Tests/AppTests/SearchTransitionTests+BindingsAndTriggers.swift")
        let third = try cli.run(arguments)
        XCTAssertEqual(third.status, 0, third.stderr)
        XCTAssertFalse(third.stdout.contains("written:"), third.stdout)
        XCTAssertEqual(cli.list("Tests/AppTests"), ["SearchTestSamples.swift", "SearchTransitionTests+BindingsAndTriggers.swift", "SearchTransitionTests.swift"])
    }

    /// The tests file's header names the samples file only when the tests folder has it:
    /// written by the same run, or by an earlier one.
    func testTheTestsHeaderNamesTheSamplesFileOnlyWhenTheFolderHasIt() throws {
        let cli = try CLIHarness()
        try cli.write(spec, to: "Specs/Search.yaml")
        try cli.write("state:\n  count: Int\nrequests:\n  load: { success: Int, into: count }\n", to: "Specs/Counter.yaml")
        try cli.write(models, to: "Specs/Models.swift")
        let arguments = ["Specs", "-o", "Out", "--tests", "Tests", "--tests-module", "App"]
        XCTAssertEqual(try cli.run(arguments).status, 0)
        XCTAssertEqual(cli.list("Tests").filter { $0.contains("Samples") }, ["SearchTestSamples.swift"])
        let named = "(TestSample:\n// SearchTestSamples.swift has those reduxgen wrote)"
        XCTAssertTrue(cli.read("Tests/SearchTransitionTests.swift")!.contains(named))
        let counter = try XCTUnwrap(cli.read("Tests/CounterTransitionTests.swift"))
        XCTAssertFalse(counter.contains("CounterTestSamples.swift"), counter)
        XCTAssertTrue(counter.contains("(TestSample:\n// ReduxTesting has those of the standard library's types, your test target the others)."), counter)

        // Written again beside the samples file of an earlier run, the tests still name it.
        try FileManager.default.removeItem(at: cli.folder.appendingPathComponent("Tests/SearchTransitionTests.swift"))
        XCTAssertEqual(try cli.run(arguments).status, 0)
        XCTAssertTrue(cli.read("Tests/SearchTransitionTests.swift")!.contains(named))
    }

    /// A sample the user wrote by hand, in any file of the tests folder (a subfolder's, in an
    /// `#if`), is not declared again by the samples file (`invalid redeclaration of 'testSample'`).
    func testASampleTheUserWroteByHandIsNotDeclaredAgain() throws {
        let cli = try CLIHarness()
        try cli.write(spec, to: "Specs/Search.yaml")
        try cli.write(models, to: "Specs/Models.swift")
        try cli.write("import ReduxTesting\n@testable import App\n\nextension Repo: TestSample {\n    static var testSample: Repo { Repo(id: 1, name: \"a\", owner: .testSample) }\n}\n", to: "Tests/Support/Repo+Sample.swift")
        try cli.write("import ReduxTesting\n@testable import App\n\n#if DEBUG\n    extension Owner: ReduxTesting.TestSample {\n        static var testSample: Owner { Owner(login: \"me\") }\n    }\n#endif\n", to: "Tests/OwnerSample.swift")
        let result = try cli.run(["Specs", "-o", "Out", "--tests", "Tests", "--tests-module", "App"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let samples = try XCTUnwrap(cli.read("Tests/SearchTestSamples.swift"))
        XCTAssertFalse(samples.contains("extension Repo:"), samples)
        XCTAssertFalse(samples.contains("extension Owner:"), samples)
        XCTAssertTrue(samples.contains("extension SearchError: ReduxTesting.TestSample {"), samples)
    }

    /// A parent whose optional child persists: the samples file leaves no `#error` for the
    /// child's persisted fields (`EditorPersisted`, generated at build time), which the
    /// parent's tests build from their fields' samples.
    func testAChildsPersistedFieldsNeedNoSampleOfTheirStruct() throws {
        let cli = try CLIHarness()
        try cli.write("state:\n  repo: Repo\nchildren:\n  editor: { feature: Editor, optional: true }\n", to: "Specs/Parent.yaml")
        try cli.write("state:\n  text: { type: String, default: '\"\"' }\n  owner: Owner\npersist: [text, owner]\n", to: "Specs/Editor.yaml")
        try cli.write(models, to: "Specs/Models.swift")
        let result = try cli.run(["Specs", "-o", "Out", "--tests", "Tests", "--tests-module", "App"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let samples = try XCTUnwrap(cli.read("Tests/ParentTestSamples.swift"))
        XCTAssertFalse(samples.contains("#error("), samples)
        XCTAssertFalse(samples.contains("EditorPersisted"), samples)
        let all = cli.list("Tests").compactMap { cli.read("Tests/\($0)") }.joined()
        XCTAssertEqual(all.components(separatedBy: "extension Owner: ReduxTesting.TestSample {").count, 2, all)
        let tests = try XCTUnwrap(cli.read("Tests/ParentTransitionTests.swift"))
        XCTAssertTrue(tests.contains(".editor(.restorePersisted(EditorPersisted(text: String.testSample, owner: Owner.testSample)))"), tests)
    }

    func testATypeTwoFeaturesNeedGetsOneSample() throws {
        let cli = try CLIHarness()
        try cli.write(spec, to: "Specs/Search.yaml")
        try cli.write("state: {}\nrequests:\n  load: { success: Repo }\n", to: "Specs/Profile.yaml")
        try cli.write(models, to: "Specs/Models.swift")
        XCTAssertEqual(try cli.run(["Specs", "-o", "Out", "--tests", "Tests", "--tests-module", "App"]).status, 0)
        let all = cli.list("Tests").compactMap { cli.read("Tests/\($0)") }.joined()
        XCTAssertEqual(all.components(separatedBy: "extension Repo: ReduxTesting.TestSample").count, 2, all)
    }

    func testTheBuildPluginsRunWritesTheMockAloneAndTheCommandPluginsTheUsersFilesAlone() throws {
        let cli = try CLIHarness()
        try cli.write(spec, to: "Specs/Search.yaml")
        let mocks = try cli.run(["Specs", "-o", "Out", "--no-skeletons", "--tests", "Mocks", "--tests-module", "App"])
        XCTAssertEqual(mocks.status, 0, mocks.stderr)
        XCTAssertEqual(cli.list("Mocks"), ["SearchServiceMock.swift"])

        let owned = try cli.run(["Specs", "-o", "Specs", "--only-skeletons", "--tests", "Tests", "--tests-module", "App"])
        XCTAssertEqual(owned.status, 0, owned.stderr)
        XCTAssertEqual(cli.list("Specs"), ["Search.yaml", "SearchReducerLogic.swift"])
        XCTAssertEqual(cli.list("Tests"), ["SearchTestSamples.swift", "SearchTransitionTests.swift"])
        XCTAssertNil(cli.read("Specs/.reduxgen-fingerprints"), "a run of skeletons only keeps no manifest")
    }
}
