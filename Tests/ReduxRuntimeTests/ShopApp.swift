import ReduxRuntime
import ReduxTestSupport

// A tiny app of two features on one store, in the shape the generator emits for an app spec
// (`app: Shop`, `features: { catalog: Catalog, cart: Cart }`).

struct CatalogState: Equatable, Sendable {
    var items: [String] = []
    var isLoading = false
}

enum CatalogAction: Equatable, Sendable {
    case load
    case loaded([String])
    case select(String)
}

enum CatalogReducer: ReducerProtocol {
    static func reduce(_ state: inout CatalogState, _ action: CatalogAction) {
        switch action {
        case .load: state.isLoading = true
        case .loaded(let items):
            state.items = items
            state.isLoading = false
        case .select: break
        }
    }
}

struct CartState: Equatable, Sendable {
    var items: [String] = []
    var note = ""
}

enum CartAction: Equatable, Sendable {
    case add(String)
    case setNote(String)
}

enum CartReducer: ReducerProtocol {
    static func reduce(_ state: inout CartState, _ action: CartAction) {
        switch action {
        case .add(let item): state.items.append(item)
        case .setNote(let note): state.note = note
        }
    }
}

struct ShopState: Equatable, Sendable {
    var catalog = CatalogState()
    var cart = CartState()
}

enum ShopAction: Equatable, Sendable {
    case catalog(CatalogAction)
    case cart(CartAction)

    /// The catalog action inside, the `extract` of a lifted catalog middleware.
    static func catalogAction(_ action: ShopAction) -> CatalogAction? {
        if case .catalog(let action) = action { action } else { nil }
    }

    /// The cart action inside, the `extract` of a lifted cart middleware.
    static func cartAction(_ action: ShopAction) -> CartAction? {
        if case .cart(let action) = action { action } else { nil }
    }
}

enum ShopReducer: ReducerProtocol {
    /// Each feature's reducer on its part.
    static func reduce(_ state: inout ShopState, _ action: ShopAction) {
        switch action {
        case .catalog(let action): CatalogReducer.reduce(&state.catalog, action)
        case .cart(let action): CartReducer.reduce(&state.cart, action)
        }
    }
}

extension Middleware where State == CatalogState, Action == CatalogAction {
    /// The catalog middleware lifted onto the shop store.
    func onShop() -> Middleware<ShopState, ShopAction> {
        lifted(state: \ShopState.catalog, action: ShopAction.catalog, extract: ShopAction.catalogAction)
    }
}

extension Middleware where State == CartState, Action == CartAction {
    /// The cart middleware lifted onto the shop store.
    func onShop() -> Middleware<ShopState, ShopAction> {
        lifted(state: \.cart, action: ShopAction.cart, extract: ShopAction.cartAction)
    }
}

/// The catalog's loader: `.load` calls `items` (the service; the test answers) and answers
/// `.loaded(items)`.
func catalogLoader(items: ControlledCalls<String, [String]>) -> Middleware<CatalogState, CatalogAction> {
    Middleware { context in
        let runner = RequestRunner(context: context)
        return { action, next in
            next(action)
            if action == .load {
                runner.run(Request(id: "load") { .loaded(await items.call("items")) })
            }
        }
    }
}
