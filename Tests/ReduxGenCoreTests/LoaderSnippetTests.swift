import XCTest

@testable import ReduxGenCore

/// The service protocol and the loader middleware.
final class LoaderSnippetTests: XCTestCase {
    func testServiceMethodsUseTypedThrowsWhenTheSpecNamesAFailure() {
        let loader = Generate.file(.loader, from: """
            state: {}
            requests:
              load: { params: { page: Int, size: Int }, success: "[Item]", failure: LoadError }
              fetch: { params: Item.ID, success: Item }
              ping:
            """)
        // The spec's failure type at its column; the types the method reaches no more on
        // their line (the success, left of the failure; the payload, left of the method's
        // parameter) as the spec writes them, beside: the user's own types, never an alias.
        XCTAssertContains(loader, """
            protocol FeatureService: Sendable {
                /// Performs the `load` request.
                func load(page: Int, size: Int) async throws(                       LoadError) -> [Item]
                /// Performs the `fetch` request.
                func fetch(_ payload: Item.ID) async throws -> Item
                /// Performs the `ping` request.
                func ping() async throws
            }
            """)
    }

    func testEachRequestRunsUnderItsPolicyAndMapsItsOutcome() {
        let loader = Generate.file(.loader, from: """
            state: {}
            actions: { clear: }
            requests:
              load: { params: { page: Int }, success: "[Item]", failure: LoadError }
              ping: { policy: first }
            """)
        XCTAssertContains(loader, """
                    switch action {
                    case .load(let page):
                        return ReduxRuntime.Request(id: ReduxRuntime.RequestID("load")) { [service] () async throws(FeatureState.LoadFailure) -> FeatureAction.LoadSuccess in
                            try await service.load(page: page)
                        } success: { .loadSuccess(page: page, $0) } failure: { .loadFailure(page: page, $0) }
                    case .ping:
                        return ReduxRuntime.Request(id: ReduxRuntime.RequestID("ping"), policy: FeatureSpec.pingPolicy) { [service] () async throws -> Void in
                            try await service.ping()
                        } success: { _ in .pingSuccess } failure: { .pingFailure(ReduxRuntime.RequestError($0)) }
                    default:
                        return nil
                    }
            """)
    }

    func testAFeatureWithoutRequestsStartsNone() {
        let loader = Generate.file(.loader, from: "state: {}\nactions:\n  reset:\n")
        XCTAssertContains(loader, "    func request(for action: FeatureAction) -> ReduxRuntime.Request<FeatureAction>? {\n        nil\n    }\n")
        // Without any action case, no action reaches the loader.
        XCTAssertContains(Generate.file(.loader, from: "state: {}\n"), """
                func request(for action: FeatureAction) -> ReduxRuntime.Request<FeatureAction>? {
                    // FeatureAction has no cases: no action reaches here.
                    switch action {
                    default: nil
                    }
                }
            """)
    }
}

/// The loader of the v2 request keys and of streams.
final class LoaderV2SnippetTests: XCTestCase {
    func testReadsAreReadFromTheStateAndPassedAfterTheParams() {
        let loader = Generate.file(.loader, from: """
            state: { query: String, size: Int }
            requests:
              search: { params: { page: Int }, reads: [query, size], success: "[Item]" }
            """)
        XCTAssertContains(loader, "    func search(page: Int, query: String, size: Int) async throws -> [Item]\n")
        XCTAssertContains(loader, "if let request = self.request(for: action, state: context.state) {")
        XCTAssertContains(loader, """
                    case .search(let page):
                        let query = state.query
                        let size = state.size
                        return ReduxRuntime.Request(id: ReduxRuntime.RequestID("search")) { [service] () async throws -> FeatureAction.SearchSuccess in
                            try await service.search(page: page, query: query, size: size)
            """)
    }

    func testOptionsKeysAndCarriedParamsAreSpeltIntoTheRequest() {
        let loader = Generate.file(.loader, from: """
            state: {}
            requests:
              like: { params: { id: Int }, key: id, cancel: true, retry: { attempts: 3, backoff: 0.25 }, timeout: 2, debounce: 0.5 }
              send: { params: { text: String }, policy: queue }
            """)
        XCTAssertContains(loader, """
                        return ReduxRuntime.Request(id: ReduxRuntime.RequestID("like", key: id), retry: FeatureSpec.likeRetry, timeout: FeatureSpec.likeTimeout, debounce: FeatureSpec.likeDebounce) { [service] () async throws -> Void in
                            try await service.like(id: id)
                        } success: { _ in .likeSuccess(id: id) } failure: { .likeFailure(id: id, ReduxRuntime.RequestError($0)) } timedOut: { .likeFailure(id: id, .timedOut(after: $0)) }
            """)
        XCTAssertContains(loader, """
                        return ReduxRuntime.Request(id: ReduxRuntime.RequestID("send"), policy: FeatureSpec.sendPolicy) { [service] () async throws -> Void in
            """)
        // The values the spec gives, which the loader runs the requests with, declared once.
        XCTAssertContains(loader, """
                /// What a `like` call made while one is in flight does (`policy:`).
                static let likePolicy = ReduxRuntime.RequestPolicy.latest
                /// How often a failed `like` call is retried, and the longest wait before the first retry (`retry:`).
                static let likeRetry = ReduxRuntime.RetryPolicy(attempts: 3, backoff: .seconds(0.25))
                /// How long a `like` call may take before it fails (`timeout:`).
                static let likeTimeout = Swift.Duration.seconds(2)
                /// How long a `like` action waits for a newer one before its call starts (`debounce:`).
                static let likeDebounce = Swift.Duration.seconds(0.5)
            """)
        XCTAssertContains(loader, """
                            case .cancelLike(let id):
                                requests.cancel(id: ReduxRuntime.RequestID("like", key: id))
            """)
    }

    func testAStreamGetsAServiceMethodAndASubscriptionStartedAndStoppedByItsActions() {
        let loader = Generate.file(.loader, from: """
            state: {}
            streams:
              updates: { params: { room: String }, element: Item, failure: ChatError }
            """)
        // Any AsyncSequence of the element, the user's own type: an associated type of the service.
        XCTAssertContains(loader, "    associatedtype UpdatesSequence: AsyncSequence where UpdatesSequence.Element == Item\n")
        XCTAssertContains(loader, "    func updates(room: String) -> UpdatesSequence\n")
        XCTAssertContains(loader, """
                            case .startUpdates(let room):
                                streams.start(self.updatesSubscription(room: room))
                            case .stopUpdates(let room):
                                streams.stop(id: ReduxRuntime.RequestID("updates", key: room))
            """)
        // The failure type holds an error of another type (it is a StreamFailure).
        XCTAssertContains(loader, """
                    ReduxRuntime.StreamSubscription(id: ReduxRuntime.RequestID("updates", key: room), failure: FeatureAction.UpdatesFailure.self) { [service] in
                        service.updates(room: room)
                    } element: { (element: FeatureAction.UpdatesElement) in .updatesReceived(room: room, element) } finished: { .updatesFinished(room: room, error: $0) }
            """)
    }
}
