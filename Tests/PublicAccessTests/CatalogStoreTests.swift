import GoldenFeatures
import ReduxRuntime
import XCTest
import ReduxTestSupport

/// The `access: public` Catalog feature used from another module through a plain
/// `import GoldenFeatures`: the state init, the loader with an app-side service, the store,
/// the actions and the request lifecycle are all reachable. If a generated declaration were
/// not public, this file would not compile.
@MainActor
final class CatalogStoreTests: XCTestCase {
    private let service = FakeCatalogService()
    /// Every action that reaches the reducer.
    private let reduced = Recorder<CatalogAction>()
    private let teas = [Product(id: 1, name: "Sencha"), Product(id: 2, name: "Assam")]

    private func makeStore() -> Store<CatalogState, CatalogAction> {
        Store(
            initialState: CatalogState(region: "eu"),
            reducer: CatalogReducer.reduce,
            middlewares: [CatalogLoader(service: service).middleware, recordingMiddleware(into: reduced)]
        )
    }

    /// `.search(query:page:)` → `.loading` → the service's products land in `products`
    /// (`into: products`) and the status is `.succeeded`.
    func testSearchSucceedsIntoProducts() async {
        let store = makeStore()
        store.dispatch(.search(query: "tea", page: 1))
        XCTAssertEqual(store.state.searchStatus, .loading)

        await service.searches.answer(to: .init(query: "tea", page: 1), with: .success(teas))
        await settle(store)

        XCTAssertEqual(store.state.searchStatus, .succeeded)
        XCTAssertEqual(store.state.products, teas)
        XCTAssertEqual(reduced.values, [.search(query: "tea", page: 1), .searchSuccess(query: "tea", page: 1, teas)])
        let searches = await service.searches.arguments
        XCTAssertEqual(searches, [.init(query: "tea", page: 1)])
    }

    /// A search failure keeps the typed `CatalogError`; `products` stays as it was.
    func testSearchFailureKeepsTheCatalogError() async {
        let store = makeStore()
        store.dispatch(.search(query: "tea", page: 1))
        await service.searches.open(with: .failure(.unavailable))
        await settle(store)

        XCTAssertEqual(store.state.searchStatus, .failed(.unavailable))
        let failure: CatalogError? = store.state.searchStatus.failure
        XCTAssertEqual(failure, .unavailable)
        XCTAssertEqual(store.state.products, [])
    }

    /// `loadProduct` (unlabelled payload, no `into`): success sets only its status.
    func testLoadProductSucceedsWithoutInto() async {
        let store = makeStore()
        store.dispatch(.loadProduct(2))
        await service.products.answer(to: 2, with: .success(teas[1]))
        await settle(store)

        XCTAssertEqual(store.state.loadProductStatus, .succeeded)
        XCTAssertEqual(store.state.products, [], "no `into`: the product is not stored")
        XCTAssertEqual(reduced.values.last, .loadProductSuccess(2, teas[1]))
    }

    /// `addToCart` (policy `first`, no success payload, no failure type): a second call while
    /// one is in flight is ignored; the failure is a `RequestError` keeping the description.
    func testAddToCartIsFirstAndWrapsItsError() async {
        let store = makeStore()
        store.dispatch(.addToCart(id: 1, quantity: 2))
        store.dispatch(.addToCart(id: 1, quantity: 3))
        await awaitCompletion(of: "the first call") { [service] in await service.carts.waitForCalls(1) }
        await service.carts.open(with: .failure(Offline()))
        await settle(store)

        let carts = await service.carts.arguments
        XCTAssertEqual(carts, [.init(id: 1, quantity: 2)], "the second call reached the service")
        XCTAssertEqual(store.state.addToCartStatus, .failed(RequestError(Offline())))
        XCTAssertEqual(store.state.addToCartStatus.failure?.description, "offline")
    }

    /// `ping` (no params, no success payload): the payload-less triple works end to end.
    func testPingSucceeds() async {
        let store = makeStore()
        store.dispatch(.ping)
        XCTAssertTrue(store.state.pingStatus.isLoading)
        await service.pings.open(with: .success(()))
        await settle(store)
        XCTAssertEqual(store.state.pingStatus, .succeeded)
        XCTAssertEqual(reduced.values, [.ping, .pingSuccess])
    }
}
