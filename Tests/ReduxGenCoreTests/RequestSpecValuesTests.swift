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
