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
