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
        XCTAssertContains(loader, """
            protocol FeatureService: Sendable {
                /// Performs the `load` request.
                func load(page: Int, size: Int) async throws(LoadError) -> [Item]
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
                        return Request(id: "load", policy: .latest) { [self] in
                            do throws(LoadError) {
                                return .loadSuccess(try await self.service.load(page: page))
                            } catch {
                                return .loadFailure(error)
                            }
                        }
                    case .ping:
                        return Request(id: "ping", policy: .first) { [self] in
                            do {
                                try await self.service.ping()
                                return .pingSuccess
                            } catch {
                                return .pingFailure(RequestError(error))
                            }
                        }
                    case .clear, .loadSuccess, .loadFailure, .pingSuccess, .pingFailure:
                        return nil
                    }
            """)
    }

    func testAFeatureWithoutRequestsStartsNone() {
        let loader = Generate.file(.loader, from: "state: {}\n")
        XCTAssertContains(loader, "    func request(for action: FeatureAction) -> Request<FeatureAction>? {\n        nil\n    }\n")
    }
}
