import ReduxRuntime
import XCTest
import ReduxTestSupport

@MainActor
final class ScopedStoreTests: XCTestCase {
    private let appActions = Recorder<ShopAction>()

    private func makeShop(_ middlewares: [Middleware<ShopState, ShopAction>] = []) -> Store<ShopState, ShopAction> {
        Store(
            initialState: ShopState(),
            reducer: ShopReducer.reduce,
            middlewares: middlewares + [recordingMiddleware(into: appActions)]
        )
    }

    func testStateIsTheFeaturesPartOfTheParentsCurrentState() async {
        let shop = makeShop()
        let cart = shop.scope(state: \.cart, action: ShopAction.cart)
        XCTAssertEqual(cart.state, CartState())
        shop.dispatch(.cart(.add("tea")))
        shop.dispatch(.catalog(.loaded(["cake"])))
        XCTAssertEqual(cart.state, CartState(items: ["tea"]))
    }

    func testSendsArriveWrappedAtTheParent() async {
        let shop = makeShop()
        let cart = shop.scope(state: \.cart, action: ShopAction.cart)
        cart.dispatch(.add("tea"))
        cart.dispatch(.setNote("hot"))
        XCTAssertEqual(appActions.values, [.cart(.add("tea")), .cart(.setNote("hot"))])
        XCTAssertEqual(shop.state, ShopState(catalog: CatalogState(), cart: CartState(items: ["tea"], note: "hot")))
    }

    func testSubscribersFireOnlyWhenTheirPartChanges() async {
        let shop = makeShop()
        let cart = shop.scope(state: \.cart, action: ShopAction.cart)
        let seen = Recorder<[String]>()
        let subscription = cart.subscribe { seen.record($0.items) }
        shop.dispatch(.catalog(.loaded(["tea"])))  // another feature's part
        cart.dispatch(.add("tea"))
        cart.dispatch(.setNote(""))  // its part, unchanged
        shop.dispatch(.catalog(.load))
        shop.dispatch(.cart(.add("cake")))
        XCTAssertEqual(seen.values, [[], ["tea"], ["tea", "cake"]])
        subscription.cancel()
        cart.dispatch(.add("milk"))
        XCTAssertEqual(seen.values.count, 3, "a cancelled subscription was called")
    }

    func testCustomDuplicateRuleOnThePart() async {
        let shop = makeShop()
        let cart = shop.scope(state: \.cart, action: ShopAction.cart)
        let seen = Recorder<String>()
        cart.subscribe(removingDuplicates: { $0.items == $1.items }) { seen.record("\($0.items) \($0.note)") }
        cart.dispatch(.setNote("hot"))  // items unchanged: a duplicate for this observer
        cart.dispatch(.add("tea"))
        XCTAssertEqual(seen.values, ["[] ", "[\"tea\"] hot"])
    }

    func testNonEquatablePartIsDeliveredAfterEveryParentReduction() async {
        struct Part { var value = 0 }  // not Equatable
        struct App { var part = Part(); var other = 0 }
        enum AppAction { case part(Int), other(Int) }
        let app = Store<App, AppAction>(initialState: App()) { state, action in
            var state = state
            switch action {
            case .part(let value): state.part.value = value
            case .other(let value): state.other = value
            }
            return state
        }
        let part = app.scope(state: \.part, action: AppAction.part)
        let seen = Recorder<Int>()
        part.subscribe { seen.record($0.value) }
        app.dispatch(.other(1))
        part.dispatch(2)
        XCTAssertEqual(seen.values, [0, 0, 2])
    }

    func testSettleAndPendingWorkAreTheParents() async {
        let items = ControlledCalls<String, [String]>()
        let shop = makeShop([catalogLoader(items: items).onShop()])
        let cart = shop.scope(state: \.cart, action: ShopAction.cart)
        XCTAssertFalse(cart.hasPendingWork)
        shop.dispatch(.catalog(.load))
        XCTAssertTrue(cart.hasPendingWork, "the parent's work is not the scoped store's")
        await items.answer(0, with: ["tea"])
        await awaitCompletion(of: "the scoped store settles") { await cart.settle() }
        XCTAssertFalse(cart.hasPendingWork)
        XCTAssertEqual(shop.state.catalog.items, ["tea"])
    }

    func testAScopedStoreCanBeScopedFurther() async {
        let shop = makeShop()
        let cart = shop.scope(state: \.cart, action: ShopAction.cart)
        let note = cart.scope(state: \.note, action: CartAction.setNote)
        let seen = Recorder<String>()
        note.subscribe { seen.record($0) }
        note.dispatch("hot")
        cart.dispatch(.add("tea"))  // the note is unchanged
        XCTAssertEqual(appActions.values, [.cart(.setNote("hot")), .cart(.add("tea"))])
        XCTAssertEqual(note.state, "hot")
        XCTAssertEqual(seen.values, ["", "hot"])
    }

    func testAScopedStoreKeepsItsParentAlive() async {
        var shop: Store<ShopState, ShopAction>? = makeShop()
        weak let weakShop = shop
        let cart = shop!.scope(state: \.cart, action: ShopAction.cart)
        shop = nil
        XCTAssertNotNil(weakShop)
        cart.dispatch(.add("tea"))
        XCTAssertEqual(cart.state.items, ["tea"])
    }
}
