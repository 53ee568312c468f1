import XCTest

@testable import ReduxGenCore

/// `--tests` for requests with `when:`: the tests of the call check the condition in the
/// state they start from, for requests with params and keys too, and compile warning-free.
final class ConditionalRequestTestsTests: XCTestCase {
    private let models = "import ReduxRuntime\nimport ReduxTesting\n"

    func testTheTestsOfAKeyedRequestWithParamsCheckItsCondition() throws {
        let result = try TypeCheck.run(["Shop": """
            state:
              isOpen: { type: Bool, default: "false" }
              names: "[Int: String]"
            requests:
              load:
                params: { id: Int }
                success: String
                into: { field: names, mode: keyed }
                key: id
                cancel: true
                when: state.isOpen

            """], models: models)
        XCTAssertEqual(result.problems, [])
        let tests = try XCTUnwrap(result.files["ShopTransitionTests.swift"])
        XCTAssertTrue(tests.contains("        guard ShopReducer.shouldStartLoad(store.state) else {\n            await store.send(.load(id: Int.testSample))\n"), tests)
        for kind in [TransitionTest.succeeds, .fails, .isCancelled, .latestSupersedes] {
            // The test of the policy first checks that the spec still gives it.
            let policyCheck = kind.testsThePolicy ? "        guard ShopSpec.loadPolicy == .latest else {\n" : ""
            let start = "func testLoad\(kind.rawValue)() async {\n" + policyCheck
            XCTAssertTrue(tests.contains(start), kind.rawValue)
            XCTAssertTrue(tests.components(separatedBy: start).dropFirst().first?.contains("        let (store, service, _) = makeStore()\n        guard await loadStarts(store, service) else { return }\n") == true, kind.rawValue)
        }
        // Under `latest` every answer that reaches the reducer applies: no test of one ignored.
        XCTAssertFalse(tests.contains("AnswerIsIgnoredWhenNotLoading"), tests)
    }

    func testACachedRequestsForcedCallChecksTheConditionToo() throws {
        let result = try TypeCheck.run(["Feed": """
            state:
              isSignedIn: { type: Bool, default: "false" }
              posts: "[String]"
            requests:
              refresh:
                success: "[String]"
                into: posts
                cache: 60
                when: state.isSignedIn

            """], models: models)
        XCTAssertEqual(result.problems, [])
        let loader = try XCTUnwrap(result.files["FeedLoader.swift"])
        // The condition is checked before the cache: a skipped call is neither given a fresh
        // answer again nor made.
        XCTAssertTrue(loader.contains("""
                                if self.isSkipped(action, in: context.state) {
                                    requests.skip(request, because: "its when: condition is false")
                                } else if let cachedCall = self.cachedCall(for: action, state: context.state) {
                                    cache.run(request, as: cachedCall, on: requests)
                                } else {
                                    requests.run(request)
                                }
            """), loader)
        XCTAssertTrue(loader.contains("""
                    case .refresh, .forceRefresh:
                        return !state.refreshStatus.isLoading
            """), loader)
    }
}
