import GoldenFeatures
import ReduxTestSupport

/// A `CatalogService` written outside GoldenFeatures, as an app module would write its own:
/// each call waits until the test answers it (see `ControlledCalls`).
struct FakeCatalogService: CatalogService {
    struct Search: Equatable, Sendable {
        var query: String
        var page: Int
    }

    struct Cart: Equatable, Sendable {
        var id: Product.ID
        var quantity: Int
    }

    let searches = ControlledCalls<Search, Result<[Product], CatalogError>>()
    let products = ControlledCalls<Product.ID, Result<Product, CatalogError>>()
    let carts = ControlledCalls<Cart, Result<Void, any Error>>()
    let pings = ControlledCalls<Int, Result<Void, any Error>>()

    func search(query: String, page: Int) async throws(CatalogError) -> [Product] {
        try await searches.call(Search(query: query, page: page)).get()
    }

    func loadProduct(_ payload: Product.ID) async throws(CatalogError) -> Product {
        try await products.call(payload).get()
    }

    func addToCart(id: Product.ID, quantity: Int) async throws {
        try await carts.call(Cart(id: id, quantity: quantity)).get()
    }

    func ping() async throws {
        try await pings.call(0).get()
    }
}

/// An error with no failure type in the spec.
struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
}
