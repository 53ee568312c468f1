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
        for kind in [TransitionTest.succeeds, .fails, .isCancelled] {
            XCTAssertTrue(tests.contains("func testLoad\(kind.rawValue)() async {\n        let (store, service, _) = makeStore()\n        guard await loadStarts(store, service) else { return }\n"), kind.rawValue)
        }
        XCTAssertTrue(tests.contains("func testLoadAnswerIsIgnoredWhenNotLoading() async {\n        let (store, _, _) = makeStore()\n        await store.send"), tests)
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
        for action in ["refresh", "forceRefresh"] {
            XCTAssertTrue(loader.contains("""
                                if case .\(action) = action, !FeedReducer.shouldStartRefresh(context.state) {
                                    context.environment.log("reduxgen: skipped \(action): its when: condition is false")
                                    return
                                }
                """), loader)
        }
    }
}
