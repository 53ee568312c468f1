import XCTest

@testable import ReduxGenCore

/// A user's types named like the runtime's (`Store`, `Request`, `Service`, …) leave the
/// generated code alone: it names runtime types with their module, and the loader's
/// generic parameter is named so that no type of the spec is hidden by it.
final class RuntimeNameTests: XCTestCase {
    /// Types of the user's module named like the runtime's and the testing library's.
    private let models = """
        import ReduxRuntime
        import ReduxTesting

        struct Service: Hashable, Sendable, TestSample { static var testSample: Service { Service() } }
        struct Request: Hashable, Sendable, TestSample { static var testSample: Request { Request() } }
        struct RequestID: Hashable, Sendable, TestSample { static var testSample: RequestID { RequestID() } }
        struct Store: Hashable, Sendable, TestSample { static var testSample: Store { Store() } }
        struct StreamSubscription: Hashable, Sendable {}
        struct RequestStatus: Hashable, Sendable {}
        struct RequestRunner {}
        struct StreamRunner {}
        struct RetryPolicy {}
        struct RouteChannel {}
        struct ScopedStore {}
        struct StoreEnvironment {}
        struct StoreProtocol {}
        struct TestStore {}
        struct TestClock {}
        struct MockCalls {}
        struct MockAnswers {}
        struct MockFeeds {}
        struct TestSampleError {}
        struct RequestError: Error, Equatable {}
        struct Middleware: Error, Equatable, TestSample { static var testSample: Middleware { Middleware() } }

        """

    func testTypesNamedLikeTheRuntimesCompileWarningFree() throws {
        let result = try TypeCheck.run(["Shop": """
            state:
              current: Store?
              history: "[Request]"
              count: Int
            actions:
              use: Service
              pick: { id: RequestID }
            requests:
              load:
                params: { id: RequestID }
                success: Request
                failure: Middleware
                into: { field: history, mode: append }
                cancel: true
                dismiss: true
              refresh:
                success: "[Request]"
                retry: { attempts: 2, backoff: 0.5 }
                timeout: 5
              like:
                params: { id: RequestID }
                key: id
                cancel: true
            streams:
              updates: { params: { id: RequestID }, element: Service }
            props:
              title: String
            routes:
              show: { store: Store }

            """], models: models)
        XCTAssertEqual(result.problems, [])
    }

    func testNamesLikeTheOperandsOfEqualityCompileWarningFree() throws {
        let result = try TypeCheck.run(["Shop": """
            state:
              lhs: Int
              rhs: "[Equatable]"
              other: Equatable?
              l0: String
            actions:
              swap: { lhs: Int, rhs: Int }
              pair: { l0: Equatable, r0: Equatable }
              one: Equatable
            requests:
              load: { params: { lhs: Int }, success: Equatable, policy: queue }
            persist: [lhs, rhs]

            """], models: """
            import ReduxRuntime
            import ReduxTesting

            struct Equatable: Swift.Equatable, Sendable, Codable, TestSample { static var testSample: Equatable { Equatable() } }

            """)
        XCTAssertEqual(result.problems, [])
        // The state's `==` compares every stored property; the actions' matches every case.
        let state = try XCTUnwrap(result.files["ShopState.swift"])
        XCTAssertTrue(state.contains("guard lhs.lhs == rhs.lhs else { return false }"), state)
        XCTAssertTrue(state.contains("guard lhs.loadStatus == rhs.loadStatus else { return false }"), state)
        let action = try XCTUnwrap(result.files["ShopAction.swift"])
        XCTAssertTrue(action.contains("case let .pair(l0, l1):\n            if case let .pair(r0, r1) = rhs { return l0 == r0 && l1 == r1 }\n"), action)
    }

    func testTheLoadersServiceParameterAvoidsTheSpecsTypes() throws {
        let result = try TypeCheck.run(["Shop": """
            state:
              services: "[Service]"
            requests:
              load: { params: { service: Service }, success: "[Service]", into: services }

            """], models: models)
        XCTAssertEqual(result.problems, [])
        let loader = try XCTUnwrap(result.files["ShopLoader.swift"])
        XCTAssertTrue(loader.contains("struct ShopLoader<ServiceType: ShopService>: Sendable {"), loader)
        XCTAssertTrue(loader.contains("let service: ServiceType"), loader)
    }

    func testAnAppSpecOverFeaturesWithRuntimeNames() throws {
        let result = try TypeCheck.run([
            "Shop": "app: Shop\nfeatures:\n  cart: Cart\n  store: Catalog\n",
            "Cart": "state:\n  items: \"[Request]\"\nactions:\n  add: Request\n",
            "Catalog": "state:\n  store: Store?\nrequests:\n  load: { success: Store, into: store }\nprops:\n  title: String\n",
        ], models: models)
        XCTAssertEqual(result.problems, [])
    }
}
