import GoldenFeatures
import ReduxRuntime
import XCTest

/// The rest of Catalog's public surface, used without a store: the state's init and fields,
/// every action case, `CatalogReducer.reduce`, and the loader's `service` and `request(for:)`.
@MainActor
final class CatalogSurfaceTests: XCTestCase {
    /// `CatalogState(region:)` gives the spec's defaults; every field is readable and writable.
    func testStateInitGivesTheSpecDefaults() async {
        var state = CatalogState(region: "eu")
        XCTAssertEqual(state.products, [])
        XCTAssertEqual(state.query, "")
        XCTAssertEqual(state.pageSize, 20)
        XCTAssertNil(state.selectedID)
        XCTAssertEqual(state.favorites, [])
        XCTAssertEqual(state.ratings, [:])
        XCTAssertEqual(state.region, "eu")
        XCTAssertEqual(state.searchStatus, .idle)
        XCTAssertEqual(state.loadProductStatus, .idle)
        XCTAssertEqual(state.addToCartStatus, .idle)
        XCTAssertEqual(state.pingStatus, .idle)

        state.favorites.insert(1)
        state.ratings[1] = 5
        state.selectedID = 1
        XCTAssertEqual(state, CatalogState(selectedID: 1, favorites: [1], ratings: [1: 5], region: "eu"),
                       "the full public init takes every field")
    }

    /// `CatalogReducer.reduce` is callable: the request lifecycle is applied, every answer
    /// that reaches it applies, and the skeleton's TODO actions change nothing.
    func testReducerIsUsable() async {
        let idle = CatalogState(region: "eu")
        let products = [Product(id: 7, name: "Oolong")]
        let loading = CatalogReducer.reduce(idle, .search(query: "oolong", page: 1))
        XCTAssertEqual(loading.searchStatus, .loading)
        let loaded = CatalogReducer.reduce(loading, .searchSuccess(query: "oolong", page: 1, products))
        XCTAssertEqual(loaded.products, products)
        XCTAssertEqual(loaded.searchStatus, .succeeded)

        let todo: [CatalogAction] = [.refresh, .select(7), .toggleFavorite(id: 7, isFavorite: true)]
        for action in todo {
            XCTAssertEqual(CatalogReducer.reduce(loaded, action), loaded, "\(action) changed the state")
        }
    }

    /// Every action case can be built and compared from outside, and each request action maps
    /// to a `Request` with the spec's name as id and its policy; other actions to none.
    func testActionsAndRequestsAreUsable() async {
        let loader = CatalogLoader(service: FakeCatalogService())
        let requests: [(CatalogAction, String, RequestPolicy)] = [
            (.search(query: "tea", page: 1), "search", .latest),
            (.loadProduct(1), "loadProduct", .latest),
            (.addToCart(id: 1, quantity: 1), "addToCart", .first),
            (.ping, "ping", .latest),
        ]
        for (action, id, policy) in requests {
            let request = loader.request(for: action)
            XCTAssertEqual(request?.id, RequestID(id), "\(action)")
            XCTAssertEqual(request?.policy, policy, "\(action)")
        }
        let others: [CatalogAction] = [
            .refresh, .select(1), .toggleFavorite(id: 1, isFavorite: false),
            .searchSuccess(query: "tea", page: 1, []), .searchFailure(query: "tea", page: 1, .unavailable),
            .loadProductSuccess(1, Product(id: 1, name: "x")), .loadProductFailure(1, .unavailable),
            .addToCartSuccess(id: 1, quantity: 1), .addToCartFailure(id: 1, quantity: 1, RequestError(Offline())),
            .pingSuccess, .pingFailure(RequestError(Offline())),
        ]
        for action in others {
            XCTAssertNil(loader.request(for: action), "\(action) started a request")
        }
        XCTAssertNotEqual(CatalogAction.select(1), .select(2))
        // `service` is public: the loader hands back the very service it was given.
        let calls = await loader.service.searches.count
        XCTAssertEqual(calls, 0, "request(for:) only builds requests; it calls nothing")
    }
}
