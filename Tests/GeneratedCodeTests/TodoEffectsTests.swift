import ReduxRuntime
import ReduxTesting
import XCTest
@testable import GoldenFeatures

/// The generated Todo effects: the reducer asks for them with `TodoReducer.perform(_:)`,
/// `TodoEffectPerformer` performs them through a `TodoEffects` once the action is reduced,
/// and a test store sees each one asked for.
@MainActor
final class TodoEffectsTests: XCTestCase {
    private func makeStore(_ effects: TodoEffectsRecorder) -> Store<TodoState, TodoAction> {
        Store(
            initialState: TodoState(),
            reducer: reduceAskingForEffects,
            middlewares: [TodoEffectPerformer(effects: effects).middleware]
        )
    }

    func testThePerformerPerformsEachEffectTheReducerAsksFor() async {
        let effects = TodoEffectsRecorder()
        let store = makeStore(effects)
        store.dispatch(.markDone(id: 7))
        store.dispatch(.add(text: "milk"))
        store.dispatch(.cleanDone)
        await store.settle()
        // Each effect is performed in a task of its own: in any order.
        let performed = await effects.performed
        XCTAssertEqual(performed.map { "\($0)" }.sorted(), ["announce(\"Done: 7\")", "logCleaned(count: 0)", "playDoneSound"])
    }

    func testAnActionThatAsksForNothingPerformsNothing() async {
        let effects = TodoEffectsRecorder()
        let store = makeStore(effects)
        store.dispatch(.add(text: "milk"))
        XCTAssertFalse(store.hasPendingWork)
        let performed = await effects.performed
        XCTAssertEqual(performed, [])
    }

    func testTheReducerAloneStaysAFunctionOfStateAndAction() {
        var state = TodoState()
        let effects = EffectOutbox.collect(TodoEffect.self) {
            reduceAskingForEffects(&state, .markDone(id: 1))
        }
        XCTAssertEqual(effects, [.playDoneSound, .announce("Done: 1")])
        XCTAssertEqual(state, TodoState(), "asking for an effect changes no state")
        // Outside a collection the effects go nowhere, and the state is the same.
        reduceAskingForEffects(&state, .markDone(id: 1))
        XCTAssertEqual(state, TodoState())
    }

    func testATestStoreSeesEachEffectAskedForAndTheEffectsArePerformed() async {
        let effects = TodoEffectsRecorder()
        let store = TestStore(
            initialState: TodoState(),
            reducer: reduceAskingForEffects,
            middlewares: [TodoEffectPerformer(effects: effects).middleware]
        )
        await store.send(.markDone(id: 3))
        store.receiveEffect(TodoEffect.playDoneSound)
        store.receiveEffect(TodoEffect.announce("Done: 3"))
        await store.send(.cleanDone)
        store.receiveEffect(TodoEffect.logCleaned(count: 0))
        await store.finish()
        // Each effect is performed in a task of its own: in any order.
        let performed = await effects.performed
        XCTAssertEqual(performed.map { "\($0)" }.sorted(), ["announce(\"Done: 3\")", "logCleaned(count: 0)", "playDoneSound"])
    }
}
