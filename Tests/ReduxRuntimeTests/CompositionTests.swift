import ReduxRuntime
import XCTest
import ReduxTestSupport

@MainActor
final class CompositionTests: XCTestCase {
    private let items = ControlledCalls<String, [String]>()
    private let appActions = Recorder<ShopAction>()

    private func makeShop(_ middlewares: [Middleware<ShopState, ShopAction>]) -> Store<ShopState, ShopAction> {
        Store(
            initialState: ShopState(),
            reducer: ShopReducer.reduce,
            middlewares: middlewares + [recordingMiddleware(into: appActions)]
        )
    }

    // MARK: reducer

    func testAnActionOfOneFeatureChangesOnlyItsPart() async {
        let store = makeShop([])
        store.dispatch(.cart(.add("tea")))
        XCTAssertEqual(store.state, ShopState(catalog: CatalogState(), cart: CartState(items: ["tea"])))
        store.dispatch(.catalog(.loaded(["tea", "cake"])))
        XCTAssertEqual(
            store.state,
            ShopState(catalog: CatalogState(items: ["tea", "cake"]), cart: CartState(items: ["tea"]))
        )
    }

    // MARK: lifted middleware

    /// Sends a cart action, a catalog action and another cart action to `store`: each reaches
    /// the app's middlewares and the reducer, whatever a lifted middleware sees of them.
    private func sendActionsOfBothFeatures(to store: Store<ShopState, ShopAction>, file: StaticString = #filePath, line: UInt = #line) {
        store.dispatch(.cart(.add("tea")))
        store.dispatch(.catalog(.select("tea")))
        store.dispatch(.cart(.setNote("soon")))
        XCTAssertEqual(appActions.values, [.cart(.add("tea")), .catalog(.select("tea")), .cart(.setNote("soon"))], file: file, line: line)
        XCTAssertEqual(store.state.cart, CartState(items: ["tea"], note: "soon"), file: file, line: line)
    }

    func testLiftedMiddlewareSeesOnlyItsFeaturesActionsAndPassesOthersThrough() async {
        let seen = Recorder<CatalogAction>()
        sendActionsOfBothFeatures(to: makeShop([recordingMiddleware(into: seen).onShop()]))
        XCTAssertEqual(seen.values, [.select("tea")])
    }

    /// A cart middleware that acts on `.setNote` only, and records each action it is given.
    private func noteMiddleware(recordingInto seen: Recorder<CartAction>) -> Middleware<CartState, CartAction> {
        Middleware(handling: { if case .setNote = $0 { true } else { false } }) { _ in
            { action, next in
                seen.record(action)
                next(action)
            }
        }
    }

    func testAMiddlewareForSomeActionsSeesOnlyThoseAndTheOthersStillReachTheReducer() async {
        let seen = Recorder<CartAction>()
        let notes = noteMiddleware(recordingInto: seen)
        let store = Store(initialState: CartState(), reducer: CartReducer.reduce, middlewares: [notes])
        store.dispatch(.add("tea"))
        store.dispatch(.setNote("soon"))
        store.dispatch(.add("cake"))
        XCTAssertEqual(seen.values, [.setNote("soon")])
        XCTAssertEqual(store.state, CartState(items: ["tea", "cake"], note: "soon"))
    }

    func testALiftedMiddlewareForSomeActionsSeesOnlyThoseOfItsFeature() async {
        let seen = Recorder<CartAction>()
        let notes = noteMiddleware(recordingInto: seen)
        sendActionsOfBothFeatures(to: makeShop([notes.onShop()]))
        XCTAssertEqual(seen.values, [.setNote("soon")])
    }

    func testLiftedMiddlewareReadsItsFeaturesStateBeforeAndAfterTheReducer() async {
        let seen = Recorder<String>()
        let observing = Middleware<CartState, CartAction>.handler { context, action, next in
            seen.record("before \(context.state.items)")
            next(action)
            seen.record("after \(context.state.items)")
        }
        let store = makeShop([observing.onShop()])
        store.dispatch(.cart(.add("tea")))
        store.dispatch(.catalog(.load))  // not the cart's: the cart middleware is not called
        store.dispatch(.cart(.add("cake")))
        XCTAssertEqual(seen.values, [
            "before []", "after [\"tea\"]",
            "before [\"tea\"]", "after [\"tea\", \"cake\"]",
        ])
    }

    func testWhatALiftedMiddlewarePassesToNextArrivesWrapped() async {
        // The cart middleware turns a note into an item.
        let replacing = Middleware<CartState, CartAction>.handler { _, action, next in
            if case .setNote(let note) = action { next(.add(note)) } else { next(action) }
        }
        let store = makeShop([replacing.onShop()])
        store.dispatch(.cart(.setNote("tea")))
        XCTAssertEqual(appActions.values, [.cart(.add("tea"))])
        XCTAssertEqual(store.state.cart, CartState(items: ["tea"], note: ""))
    }

    func testLiftedMiddlewareDispatchesWrappedIntoTheAppAction() async {
        let echo = Middleware<CatalogState, CatalogAction>.handler { context, action, next in
            next(action)
            if case .select(let item) = action { context.dispatch(.loaded([item])) }
        }
        let store = makeShop([echo.onShop()])
        store.dispatch(.catalog(.select("tea")))
        XCTAssertEqual(appActions.values, [.catalog(.select("tea")), .catalog(.loaded(["tea"]))])
        XCTAssertEqual(store.state.catalog.items, ["tea"])
    }

    func testLiftedLoaderAnswersArriveWrappedAndSettleWaitsForThem() async {
        let store = makeShop([catalogLoader(items: items).onShop()])
        store.dispatch(.catalog(.load))
        XCTAssertTrue(store.hasPendingWork, "the lifted request is not tracked by the app store")
        XCTAssertTrue(store.state.catalog.isLoading)

        let settled = Recorder<String>()
        let waiter = Task { @MainActor in
            await store.settle()
            settled.record("items \(store.state.catalog.items)")
        }
        let items = items
        await awaitCompletion(of: "the service call") { await items.waitForCalls(1) }
        XCTAssertEqual(settled.values, [], "settled before the lifted request was answered")
        await items.answer(0, with: ["tea", "cake"])
        await awaitCompletion(of: "settle returns") { await waiter.value }

        XCTAssertEqual(settled.values, ["items [\"tea\", \"cake\"]"])
        XCTAssertEqual(appActions.values, [.catalog(.load), .catalog(.loaded(["tea", "cake"]))])
        XCTAssertEqual(store.state, ShopState(catalog: CatalogState(items: ["tea", "cake"]), cart: CartState()))
        XCTAssertFalse(store.hasPendingWork)
    }

    func testLiftedRunDispatchesWrappedFromAsynchronousWork() async {
        let notes = ControlledCalls<String, String>()
        let noting = Middleware<CartState, CartAction>.handler { context, action, next in
            next(action)
            if case .add(let item) = action {
                context.run {
                    let note = await notes.call(item)
                    await context.dispatch(.setNote(note))
                }
            }
        }
        let store = makeShop([noting.onShop()])
        store.dispatch(.cart(.add("tea")))
        await notes.answer(to: "tea", with: "hot")
        await settle(store)
        XCTAssertEqual(appActions.values, [.cart(.add("tea")), .cart(.setNote("hot"))])
        XCTAssertEqual(store.state.cart, CartState(items: ["tea"], note: "hot"))
    }

    func testThunkStartedByALiftedMiddlewareGetsTheFeaturesContext() async {
        let seen = Recorder<String>()
        let thunking = Middleware<CartState, CartAction>.handler { context, action, next in
            next(action)
            guard action == .add("tea") else { return }
            context.dispatch(thunk: Thunk { feature in
                seen.record("items \(feature.state.items)")
                feature.dispatch(.add("milk"))
                await Task.yield()
                feature.dispatch(.setNote("with milk"))
            })
        }
        let store = makeShop([thunking.onShop()])
        store.dispatch(.cart(.add("tea")))
        await settle(store)
        XCTAssertEqual(seen.values, ["items [\"tea\"]"])
        XCTAssertEqual(appActions.values, [.cart(.add("tea")), .cart(.add("milk")), .cart(.setNote("with milk"))])
    }

    func testTwoLiftedFeaturesOnOneStoreReactToTheirOwnActions() async {
        // The catalog's `select` becomes a cart `add`, through an app-level middleware: the
        // cross-feature reaction lives at the app level, not in a feature.
        let crossFeature = Middleware<ShopState, ShopAction>.handler { context, action, next in
            next(action)
            if case .catalog(.select(let item)) = action { context.dispatch(.cart(.add(item))) }
        }
        let cartSeen = Recorder<CartAction>()
        let catalogSeen = Recorder<CatalogAction>()
        let store = makeShop([
            crossFeature,
            recordingMiddleware(into: catalogSeen).onShop(),
            recordingMiddleware(into: cartSeen).onShop(),
        ])
        store.dispatch(.catalog(.select("tea")))
        XCTAssertEqual(catalogSeen.values, [.select("tea")])
        XCTAssertEqual(cartSeen.values, [.add("tea")])
        XCTAssertEqual(store.state.cart.items, ["tea"])
    }

    func testLiftedContextDispatchesNothingOnceTheAppStoreIsGone() async {
        let kept = ContextBox()
        let keeping = Middleware<CartState, CartAction> { context in
            kept.context = context
            return { action, next in next(action) }
        }
        var store: Store<ShopState, ShopAction>? = makeShop([keeping.onShop()])
        store?.dispatch(.cart(.add("tea")))
        weak let weakStore = store
        store = nil
        XCTAssertNil(weakStore, "the lifted context keeps the app store alive")
        kept.context?.dispatch(.add("cake"))
        XCTAssertEqual(kept.context?.state.items, ["tea"], "the last state is still readable")
        XCTAssertEqual(appActions.values, [.cart(.add("tea"))])
    }
}

/// Keeps the context a lifted middleware received, for the test.
@MainActor
private final class ContextBox: Sendable {
    var context: MiddlewareContext<CartState, CartAction>?
}
