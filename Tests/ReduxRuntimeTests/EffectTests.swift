import ReduxRuntime
import ReduxTestSupport
import XCTest

/// The effects a reducer asks for (`EffectOutbox`) and the middleware that performs them
/// (`Middleware.performingEffects`).
@MainActor
final class EffectTests: XCTestCase {
    private enum Chime: Equatable, Sendable {
        case short(String)
        case long
    }

    /// A counter that asks for a short chime named after each action, and a long one on "wrap".
    private static func reduce(_ count: inout Int, _ action: String) {
        count += 1
        EffectOutbox.ask(Chime.short(action))
        if action == "wrap" { EffectOutbox.ask(Chime.long) }
    }

    func testACollectionReturnsTheEffectsOfItsTypeInOrderAndPassesThemAllOut() {
        var count = 0
        var inner: [Chime] = []
        let outer = EffectOutbox.collect((any Sendable).self) {
            inner = EffectOutbox.collect(Chime.self) {
                Self.reduce(&count, "wrap")
                EffectOutbox.ask("another type")
            }
        }
        XCTAssertEqual(inner, [.short("wrap"), .long])
        XCTAssertEqual(outer.count, 3, "the enclosing collection sees every effect, of every type")
        XCTAssertEqual(outer.last as? String, "another type")
    }

    func testAnEffectAskedOutsideACollectionIsDropped() {
        var count = 0
        Self.reduce(&count, "alone")
        XCTAssertEqual(EffectOutbox.collect(Chime.self) {}, [], "nothing is left over for a later collection")
        XCTAssertEqual(count, 1)
    }

    func testEffectsArePerformedOneAfterAnotherInTheOrderAsked() async {
        let calls = ControlledCalls<Chime, Void>()
        let store = Store(
            initialState: 0, reducer: Self.reduce,
            middlewares: [.performingEffects(Chime.self) { chime in await calls.call(chime) }])
        store.dispatch("a")
        store.dispatch("wrap")
        await awaitCompletion(of: "the first chime") { await calls.waitForCalls(1) }
        // The first one is held: the next ones wait for it, whichever action asked for them.
        await Task.yield()
        var made = await calls.arguments
        XCTAssertEqual(made, [.short("a")])
        await calls.answer(0, with: ())
        await awaitCompletion(of: "the second chime") { await calls.waitForCalls(2) }
        made = await calls.arguments
        XCTAssertEqual(made, [.short("a"), .short("wrap")])
        await calls.open(with: ())
        await settle(store)
        made = await calls.arguments
        XCTAssertEqual(made, [.short("a"), .short("wrap"), .long])
    }

    func testReleasingTheStoreSkipsTheEffectsNotStarted() async {
        let calls = ControlledCalls<Chime, Void>()
        var store: Store<Int, String>? = Store(
            initialState: 0, reducer: Self.reduce,
            middlewares: [.performingEffects(Chime.self) { chime in await calls.call(chime) }])
        store?.dispatch("wrap")
        await awaitCompletion(of: "the first chime") { await calls.waitForCalls(1) }
        store = nil
        await calls.answer(0, with: ())
        // The long chime's task starts cancelled once the short one has returned: give it time
        // to run, then check that it performed nothing.
        for _ in 0..<20 { await Task.yield() }
        let made = await calls.arguments
        XCTAssertEqual(made, [.short("wrap")])
    }
}
