import Foundation
import XCTest

/// Follows the README as a new user does, in a fresh package: writes its files from the
/// README's own blocks (its `Package.swift`, spec, models, skeleton, service, tests), runs its
/// commands (the command plugin, `swift build`, `swift test`), checks that each command prints
/// what the README shows, then adds a request to the spec and follows the edit-build loop to
/// a green `swift test` of the generated and hand-written tests: the new request's transition
/// tests included, and no sample written by hand (reduxgen builds the README's types').
///
/// Slow: it builds a package with the plugin (the first run also builds reduxgen's tool in
/// it). `.build/documentation-examples/walkthrough` keeps its build between runs.
final class ReadmeWalkthroughTests: XCTestCase {
    func testTheReadmeWalksANewUserToPassingTests() throws {
        let package = try ExamplePackage(name: "walkthrough")
        var files = ExampleFiles()
        var last: (command: String, result: Shell.Result)?
        var commands: [String] = []

        let blocks = try DocumentBlock.blocks(ofDocument: "README.md", root: Shell.repositoryRoot)
        for (index, block) in blocks.enumerated() {
            if let path = try files.apply(block) {
                try package.write(try Self.userFile(path, files[path]!, at: block), to: path)
                continue
            }
            switch block.directive {
            case .run:
                // A command may fail only where the README shows its errors next.
                let next = index + 1 < blocks.count ? blocks[index + 1] : nil
                let showsErrors = next?.directive == .output && next!.text.contains(": error: ")
                for command in Self.commands(block) {
                    let result = try package.run(command)
                    commands.append(command)
                    last = (command, result)
                    if !showsErrors, result.status != 0 {
                        return XCTFail("\(block.location): `\(command)` failed (status \(result.status)):\n\(Self.errors(in: package.relativePaths(result.output)))")
                    }
                }
                if showsErrors, last?.result.status == 0 {
                    XCTFail("\(block.location): `\(last!.command)` succeeded, but the README shows it failing")
                }
            case .output:
                guard let last else { continue }
                let printed = Set(package.relativePaths(last.result.output).split(separator: "\n").map(String.init))
                for line in block.lines where !printed.contains(line) {
                    XCTFail("\(block.location): `\(last.command)` did not print this line:\n\(line)\nIt printed:\n\(package.relativePaths(last.result.output))")
                }
            default:
                break
            }
        }

        // The walkthrough ends on a passing `swift test`, which ran the generated transition tests.
        XCTAssertEqual(last?.command, "swift test", "the README's walkthrough does not end by running the tests")
        XCTAssertEqual(last?.result.status, 0)
        XCTAssert(last?.result.output.range(of: #"TransitionTests' passed"#, options: .regularExpression) != nil, "the generated transition tests did not run:\n\(last?.result.output ?? "")")
        XCTAssert(commands.contains { $0.hasPrefix("swift package") && $0.contains("--tests") }, "the walkthrough never wrote the generated tests")
        XCTAssertGreaterThan(files.files.keys.filter { $0.hasSuffix(".yaml") }.count, 0, "the walkthrough wrote no spec")

        // The request added after the tests were written has its own, and they ran.
        let output = last?.result.output ?? ""
        let tests = package.folder.appendingPathComponent("Tests/RepoSearchTests")
        let written = try FileManager.default.contentsOfDirectory(atPath: tests.path)
        XCTAssert(written.contains("SearchTransitionTests+Star.swift"), "the added request got no tests file: \(written)")
        XCTAssert(output.contains("SearchTransitionTestsOfStar' passed"), "the added request's tests did not run:\n\(output)")
        // Every sample the tests send is reduxgen's: none written by hand, none left to write.
        for (path, text) in files.files where text.contains(": TestSample") {
            XCTFail("\(path): the README writes a sample by hand")
        }
        let samples = try String(contentsOf: tests.appendingPathComponent("SearchTestSamples.swift"), encoding: .utf8)
        XCTAssert(samples.contains("extension Repo: ReduxTesting.TestSample") && !samples.contains("#error("), samples)
        // The build plugin is applied to the test target: the command does not say to apply it.
        XCTAssertFalse(output.contains("with the build plugin applied"), "the command plugin reminded to apply a plugin that is applied")

        try theFirstMonth(in: package, files: files)
    }

    /// What a team does next with the README's package, each step a friction that once held
    /// it up: a spec error fails the build once per error; a folder that no test target holds
    /// is refused as `--tests`; a new spec built before its skeleton says how to write it; a
    /// persisted field tested with `TestStore`'s defaults leaves the home folder untouched; a
    /// test that would hang ends within its limit, naming what still runs; a debounce edited
    /// after the tests were written keeps them passing; and an edited policy fails its test
    /// naming the spec's line.
    private func theFirstMonth(in package: ExamplePackage, files: ExampleFiles) throws {
        let specPath = "Sources/RepoSearch/Search.yaml"
        let spec = try XCTUnwrap(files[specPath])

        // A spec error: the build prints each error once (the service mock's build command
        // of the test target reports it in one line instead).
        try package.write(spec.replacingOccurrences(of: "    success: \"[Repo]\"", with: "    sucess: \"[Repo]\""), to: specPath)
        let broken = try package.run("swift build --build-tests")
        XCTAssertNotEqual(broken.status, 0)
        let errors = package.relativePaths(broken.output).split(separator: "\n").filter { $0.hasPrefix(specPath) && $0.contains(": error: ") }
        XCTAssertFalse(errors.isEmpty, broken.output)
        XCTAssertEqual(errors.count, Set(errors).count, "an error was printed more than once:\n\(errors.joined(separator: "\n"))")
        try package.write(spec, to: specPath)

        // `--tests` into a folder no test target holds writes nothing and says which to give.
        let nope = try package.run("swift package --allow-writing-to-package-directory generate-redux-skeletons --target RepoSearch --tests Tests/Nope")
        XCTAssertNotEqual(nope.status, 0)
        XCTAssert(nope.output.contains("--tests Tests/Nope is in no test target's folder") && nope.output.contains("Tests/RepoSearchTests/ (RepoSearchTests)"), nope.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: package.folder.appendingPathComponent("Tests/Nope").path))

        // A second spec, built before its skeleton is written: the build says how to write it.
        try package.write("feature: Favorites\n\nstate:\n  ids: \"[Int]\"\n\nactions:\n  toggle: Int\n", to: "Sources/RepoSearch/Favorites.yaml")
        let withoutSkeleton = try package.run("swift build")
        XCTAssertNotEqual(withoutSkeleton.status, 0)
        XCTAssert(
            withoutSkeleton.output.contains("FavoritesReducerLogic.swift, the skeleton that holds the feature's reducer logic, is not among the files")
                && withoutSkeleton.output.contains("generate-redux-skeletons --target RepoSearch"),
            withoutSkeleton.output)
        try FileManager.default.removeItem(at: package.folder.appendingPathComponent("Sources/RepoSearch/Favorites.yaml"))

        // A persisted field, tested with TestStore's defaults; a test that would hang; a
        // policy and a debounce edited after the tests were written. The tests run with a data
        // folder of their own, which must stay empty.
        try package.write(spec + "\npersist: [query]\n", to: specPath)
        // The skeleton's switch handles the action that restores the fields, as the compiler asks.
        let logicPath = "Sources/RepoSearch/SearchReducerLogic.swift"
        let logic = try XCTUnwrap(files[logicPath])
        let restoring = logic.replacingOccurrences(
            of: "        case .search, .searchSuccess, .searchFailure:",
            with: "        case .restorePersisted:\n            break  // The generated reducer restores the query.\n        case .search, .searchSuccess, .searchFailure:")
        XCTAssertNotEqual(restoring, logic)
        try package.write(restoring, to: logicPath)
        try package.write(Self.firstMonthTests, to: "Tests/RepoSearchTests/FirstMonthTests.swift")
        let data = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: data) }
        let environment = "HOME=\(data.path) XDG_DATA_HOME=\(data.path)/share"
        let persisted = try package.run("\(environment) swift test --filter FirstMonthTests")
        let printed = package.relativePaths(persisted.output)
        XCTAssert(printed.contains("FirstMonthTests.testTheQuerySurvivesARestart' passed"), printed)
        XCTAssertEqual(try FileManager.default.subpathsOfDirectory(atPath: data.path).filter { $0.hasSuffix(".json") }, [], "a test wrote into the home folder")
        // The test that would hang: it fails within its limit (the suite ran), naming the call.
        XCTAssert(printed.contains("FirstMonthTests.testAnUnansweredCallEndsTheTestNamingIt' failed"), printed)
        XCTAssert(printed.contains("the request search (RepoSearch/Search.yaml:"), printed)

        try FileManager.default.removeItem(at: package.folder.appendingPathComponent("Tests/RepoSearchTests/FirstMonthTests.swift"))
        try package.write(logic, to: logicPath)
        // A policy edited after its test was written: that test fails at once, naming the
        // request's line in the spec; the others pass.
        try package.write(spec.replacingOccurrences(of: "    into: repos\n", with: "    into: repos\n    policy: first\n"), to: specPath)
        let repolicied = try package.run("\(environment) swift test --filter SearchTransitionTests")
        let repoliciedOutput = package.relativePaths(repolicied.output)
        XCTAssertNotEqual(repolicied.status, 0, repoliciedOutput)
        XCTAssert(
            repoliciedOutput.contains("The request search (RepoSearch/Search.yaml:") && repoliciedOutput.contains("has the policy first now, and this test is of latest"),
            repoliciedOutput)
        XCTAssert(repoliciedOutput.contains("testSearchLatestCallSupersedesTheOneInFlight' failed"), repoliciedOutput)
        XCTAssert(repoliciedOutput.contains("testSearchGoesFromIdleToLoadingToSucceeded' passed"), repoliciedOutput)
        // A debounce edited after its tests were written (0.3 s, then 0.5 s): a request added
        // with one gets its tests, which read it from the generated SearchSpec and pass.
        let suggesting = { (debounce: String) in spec + "\n  suggest:\n    reads: [query]\n    success: \"[Repo]\"\n    into: repos\n    debounce: \(debounce)\n" }
        let suggestPaths = ["Sources/RepoSearch/Suggestions.swift", "Tests/RepoSearchTests/SearchTransitionTests+Suggest.swift"]
        try package.write(suggesting("0.3"), to: specPath)
        try package.write("extension SearchAPI {\n    func suggest(query: String) async throws -> [Repo] { [] }\n}\n", to: suggestPaths[0])
        let logicSuggesting = logic.replacingOccurrences(
            of: "        case .search, .searchSuccess, .searchFailure:",
            with: "        case .suggest, .suggestSuccess, .suggestFailure:\n            break\n        case .search, .searchSuccess, .searchFailure:")
        XCTAssertNotEqual(logicSuggesting, logic)
        try package.write(logicSuggesting, to: logicPath)
        let written = try package.run("swift package --allow-writing-to-package-directory generate-redux-skeletons --target RepoSearch --tests Tests/RepoSearchTests")
        XCTAssertEqual(written.status, 0, written.output)
        let tests = try String(contentsOf: package.folder.appendingPathComponent(suggestPaths[1]), encoding: .utf8)
        XCTAssert(tests.contains("await clock.advance(by: SearchSpec.suggestDebounce)"), tests)
        try package.write(suggesting("0.5"), to: specPath)
        let edited = try package.run("\(environment) swift test --filter SearchTransitionTestsOfSuggest")
        let editedOutput = package.relativePaths(edited.output)
        XCTAssertEqual(edited.status, 0, editedOutput)
        XCTAssert(editedOutput.contains("SearchTransitionTestsOfSuggest.testSuggestGoesFromIdleToLoadingToSucceeded' passed"), editedOutput)
        for path in suggestPaths { try FileManager.default.removeItem(at: package.folder.appendingPathComponent(path)) }
        try package.write(logic, to: logicPath)

        try package.write(spec, to: specPath)
    }

    /// The tests the team adds in its first month: a persisted field restored by a new store,
    /// and a test whose call is never answered (it must fail, within the test store's limit).
    private static let firstMonthTests = """
        @testable import RepoSearch
        import ReduxRuntime
        import ReduxTesting
        import XCTest

        @MainActor
        final class FirstMonthTests: XCTestCase {
            func testTheQuerySurvivesARestart() async {
                let first = TestStore(initialState: SearchState(), reducer: SearchReducer.reduce, middlewares: [SearchPersistence.middleware()])
                await first.send(.setQuery("swift")) { $0.query = "swift" }
                await first.finish()
                let storage = first.store.environment.storage
                let second = TestStore(
                    initialState: SearchState(), reducer: SearchReducer.reduce, middlewares: [SearchPersistence.middleware()],
                    environment: StoreEnvironment(storage: storage))
                await second.receive(.restorePersisted(SearchPersisted(query: "swift"))) { $0.query = "swift" }
                await second.finish()
            }

            func testAnUnansweredCallEndsTheTestNamingIt() async {
                let service = SearchServiceMock()
                let store = TestStore(initialState: SearchState(), reducer: SearchReducer.reduce, middlewares: [SearchLoader(service: service).middleware])
                await store.send(.search) { $0.searchStatus = .loading }
                await store.finish()
            }
        }

        """

    /// The README's `Package.swift` with its reduxgen dependency on this checkout; other
    /// files as they are.
    private static func userFile(_ path: String, _ text: String, at block: DocumentBlock) throws -> String {
        guard path == "Package.swift" else { return text }
        let dependency = #/\.package\(url: "https://github\.com/[^"]*/reduxgen", from: "[^"]*"\)/#
        guard text.contains(dependency) else {
            throw DocumentError("\(block.location): the README's Package.swift has no `.package(url: \".../reduxgen\", from: ...)` for the test to point at this checkout")
        }
        return text.replacing(dependency, with: ExamplePackage.reduxgenDependency)
    }

    /// The command lines of a `run` block: one a line, without comment lines.
    private static func commands(_ block: DocumentBlock) -> [String] {
        block.lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// The error lines of a build's output, or all of it when it has none.
    private static func errors(in output: String) -> String {
        let errors = output.split(separator: "\n").filter { $0.contains("error:") }
        return errors.isEmpty ? output : errors.joined(separator: "\n")
    }
}
