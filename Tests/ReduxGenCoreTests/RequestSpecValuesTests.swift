import XCTest

@testable import ReduxGenCore

/// The values the spec gives a feature's requests, which the loader and the transition tests
/// read from the feature's enum of them (`ShopSpec`): a written-once test does not change
/// when they are edited, and the enum's members never share a name.
final class RequestSpecValuesTests: XCTestCase {
    /// A spec with every value a request's tests wait or expect by, and the same spec with
    /// each edited (a backoff given to retries that had none, too).
    private func spec(debounce: String, retry: String, timeout: String, poll: String, cache: String) -> String {
        """
        state:
          results: "[Int]"
          inbox: "[Int]"
        requests:
          search: { params: { query: String }, success: "[Int]", into: results, debounce: \(debounce) }
          send: { params: { text: String }, retry: \(retry), timeout: \(timeout), dismiss: true }
          load: { success: "[Int]", into: inbox, poll: \(poll), cache: \(cache) }

        """
    }

    func testEditedValuesOfARequestLeaveItsWrittenTestsAsTheyAreAndTheyCompile() throws {
        let before = try TypeCheck.run(["Shop": spec(debounce: "0.3", retry: "{ attempts: 2 }", timeout: "10", poll: "30", cache: "60")], models: "")
        let after = try TypeCheck.run(["Shop": spec(debounce: "0.5", retry: "{ attempts: 3, backoff: 0.5 }", timeout: "4", poll: "5", cache: "20")], models: "")
        XCTAssertEqual(before.problems, [])
        XCTAssertEqual(after.problems, [])
        let tests = try XCTUnwrap(before.files["ShopTransitionTests.swift"])
        XCTAssertEqual(tests, after.files["ShopTransitionTests.swift"], "a written test depends on a value the spec gives a request")
        for read in ["ShopSpec.searchDebounce", "ShopSpec.sendRetry.attempts", "ShopSpec.sendTimeout", "ShopSpec.loadPollInterval", "ShopSpec.loadCacheLifetime"] {
            XCTAssertTrue(tests.contains(read), "the tests do not read \(read):\n\(tests)")
        }
        let loader = try XCTUnwrap(after.files["ShopLoader.swift"])
        for value in [
            "static let searchDebounce = Swift.Duration.seconds(0.5)",
            "static let sendRetry = ReduxRuntime.RetryPolicy(attempts: 3, backoff: .seconds(0.5))",
            "static let sendTimeout = Swift.Duration.seconds(4)",
            "static let loadPollInterval = Swift.Duration.seconds(5)",
            "static let loadCacheLifetime = Swift.Duration.seconds(20)",
        ] {
            XCTAssertTrue(loader.contains("    " + value + "\n"), "missing \(value) in:\n\(loader)")
        }
    }

    func testATestThatReadsAValueTheSpecNoLongerGivesFailsWithTheRequestsSpecLineAndWhatToDo() throws {
        let before = try TypeCheck.run(["Shop": spec(debounce: "0.3", retry: "{ attempts: 2 }", timeout: "10", poll: "30", cache: "60")], models: "")
        XCTAssertEqual(before.problems, [])
        let tests = try XCTUnwrap(before.files["ShopTransitionTests.swift"])
        // The same spec with none of those values: the tests written for them are the user's.
        let after = try TypeCheck.run(["Shop": """
            state:
              results: "[Int]"
              inbox: "[Int]"
            requests:
              search: { params: { query: String }, success: "[Int]", into: results }
              send: { params: { text: String }, dismiss: true }
              load: { success: "[Int]", into: inbox }

            """], models: "", warningsAsErrors: false, skeletons: ["ShopTransitionTests.swift": tests])
        let unavailable = after.errors.filter { $0.contains(" is unavailable: ") }
        let messages = Set(unavailable.map { $0.components(separatedBy: ": error: ").dropFirst().joined() })
        let rewrite = { (request: String) in "or all those under '// MARK: \(request)' and write them again with --tests" }
        XCTAssertEqual(messages, [
            "'searchDebounce' is unavailable: Shop.yaml:5: 'search' has no debounce, so its calls start at once: delete the waits for it, \(rewrite("search"))",
            "'sendRetry' is unavailable: Shop.yaml:6: 'send' has no retry: delete the tests that read it, \(rewrite("send"))",
            "'sendTimeout' is unavailable: Shop.yaml:6: 'send' has no timeout: delete the tests that read it, \(rewrite("send"))",
            "'loadPollInterval' is unavailable: Shop.yaml:7: 'load' has no poll: delete the tests that read it, \(rewrite("load"))",
            "'loadCacheLifetime' is unavailable: Shop.yaml:7: 'load' has no cache: delete the tests that read it, \(rewrite("load"))",
        ], after.errors.joined(separator: "\n"))
        // Each at the line of the test that reads the value, and every test that fails to
        // compile gets one: the other errors are the poll's and the cache's actions, gone too.
        XCTAssertTrue(after.errors.allSatisfy { $0.hasPrefix("ShopTransitionTests.swift:") }, after.errors.joined(separator: "\n"))
        let others = after.errors.filter { !$0.contains(" is unavailable: ") }.map { $0.components(separatedBy: ": error: ").dropFirst().joined() }
        XCTAssertEqual(Set(others), [
            "type 'ShopAction' has no member 'startPollingLoad'", "type 'ShopAction' has no member 'stopPollingLoad'",
            "type 'ShopAction' has no member 'forceLoad'",
        ])
        let lines = tests.components(separatedBy: "\n")
        func test(at error: String) -> String? {
            guard let line = Int(error.split(separator: ":")[1]) else { return nil }
            return lines[..<line].last { $0.contains("func test") }
        }
        let failing = Set(after.errors.compactMap(test(at:)))
        XCTAssertEqual(failing, Set(unavailable.compactMap(test(at:))), "a test fails to compile without a message that names the spec line")
        XCTAssertFalse(failing.isEmpty)
    }

    /// Each member is its request's name and a suffix: since no suffix ends another, two
    /// requests' members cannot be named alike (`load` + `CacheLifetime` is no other
    /// request's member), and no member is named like a module or type its values name.
    func testNoSuffixEndsAnotherSoNoTwoMembersShareAName() {
        let suffixes = RequestSpecValues.Value.allCases.map(\.rawValue)
        for suffix in suffixes {
            for other in suffixes where other != suffix {
                XCTAssertFalse(suffix.hasSuffix(other), "\(suffix) ends with \(other)")
            }
        }
    }
}
