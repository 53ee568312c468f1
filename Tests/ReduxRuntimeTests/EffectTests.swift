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

    func testAnEffectThatNeverReturnsHoldsUpNoOther() async {
        let calls = ControlledCalls<Chime, Void>()
        let store = Store(
            initialState: 0, reducer: Self.reduce,
            middlewares: [.performingEffects(Chime.self) { chime in await calls.call(chime) }])
        store.dispatch("a")
        store.dispatch("wrap")
        // The first chime is never answered: the others are performed meanwhile.
        await awaitCompletion(of: "every chime") { await calls.waitForCalls(3) }
        let made = await calls.arguments
        XCTAssertEqual(Set(made.map { "\($0)" }), ["short(\"a\")", "short(\"wrap\")", "long"])
        await calls.answer(to: .short("wrap"), with: ())
        await calls.answer(to: .long, with: ())
        XCTAssertTrue(store.hasPendingWork, "the first chime is still being performed")
        await calls.answer(to: .short("a"), with: ())
        await settle(store)
    }

    func testAStoreReleasedCancelsTheEffectsBeingPerformed() async {
        let cancelled = Recorder<String>()
        var store: Store<Int, String>? = Store(
            initialState: 0, reducer: Self.reduce,
            middlewares: [.performingEffects(Chime.self) { chime in
                // Returns when its task is cancelled: the test never waits the hour.
                try? await Task.sleep(for: .seconds(3600))
                if Task.isCancelled { await cancelled.record("\(chime)") }
            }])
        store?.dispatch("wrap")
        await Task.yield()
        store = nil
        await awaitCompletion(of: "both chimes cancelled") { await cancelled.waitForCount(2) }
        XCTAssertEqual(Set(cancelled.values), ["short(\"wrap\")", "long"])
    }
}
