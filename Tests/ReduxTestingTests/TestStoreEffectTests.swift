import ReduxRuntime
import ReduxTesting
import XCTest

/// A test store asserts the effects a reducer asks for (`EffectOutbox.ask`, what a generated
/// `perform(_:)` calls) exhaustively, as it asserts received actions.
@MainActor
final class TestStoreEffectTests: XCTestCase {
    private enum Sound: Equatable, Sendable {
        case ding
        case buzz(times: Int)
    }

    private let log = FailureLog()

    /// A counter whose reducer asks for a ding on each increment, and a buzz when it wraps at 3.
    private func makeStore() -> TestStore<Int, String> {
        TestStore(initialState: 0, reducer: { (count: inout Int, action: String) in
            guard action == "increment" else { return }
            count = (count + 1) % 3
            EffectOutbox.ask(Sound.ding)
            if count == 0 { EffectOutbox.ask(Sound.buzz(times: 2)) }
        }, failureReporter: log.reporter)
    }

    func testEffectsAssertedInOrderPass() async {
        let store = makeStore()
        await store.send("increment") { $0 = 1 }
        store.receiveEffect(Sound.ding)
        await store.send("increment") { $0 = 2 }
        store.receiveEffect(Sound.ding)
        await store.send("increment") { $0 = 0 }
        store.receiveEffect(Sound.ding)
        store.receiveEffect(Sound.buzz(times: 2))
        await store.send("reset")
        await store.finish()
        XCTAssertEqual(log.messages, [])
    }

    func testAnotherEffectFailsWithBoth() async {
        let store = makeStore()
        await store.send("increment") { $0 = 1 }
        let line: UInt = #line + 1
        store.receiveEffect(Sound.buzz(times: 1))
        XCTAssertEqual(log.messages, [
            """
            The reducer asked for an effect other than the expected one (- expected, + asked):
            - .buzz(times: 1)
            + .ding
            """,
        ])
        XCTAssertEqual(log.failures.first?.line, line)
    }

    func testAnEffectNeverAskedForFails() async {
        let store = makeStore()
        await store.send("reset")
        store.receiveEffect(Sound.ding)
        XCTAssertEqual(log.messages, ["Expected the effect .ding, but the reducer asked for none."])
    }

    func testEffectsNotAssertedFailTheNextSendAndFinish() async {
        let store = makeStore()
        await store.send("increment") { $0 = 1 }
        await store.send("increment") { $0 = 2 }
        await store.send("increment") { $0 = 0 }
        await store.finish()
        XCTAssertEqual(log.messages, [
            """
            Must assert every effect the reducer asked for before sending "increment". 1 effect asked for by the reducer not asserted with receiveEffect(_:):
              .ding
            """,
            """
            Must assert every effect the reducer asked for before sending "increment". 1 effect asked for by the reducer not asserted with receiveEffect(_:):
              .ding
            """,
            """
            2 effects asked for by the reducer not asserted with receiveEffect(_:):
              .ding
              .buzz(times: 2)
            """,
        ])
    }

    func testADeallocatedStoreReportsTheEffectsItKnowsOf() async {
        var store: TestStore<Int, String>? = makeStore()
        await store?.send("increment") { $0 = 1 }
        store = nil
        XCTAssertEqual(log.messages, [
            """
            1 effect asked for by the reducer not asserted with receiveEffect(_:):
              .ding
            (Reported when the test store was deallocated; call finish() to check for unfinished work too.)
            """,
        ])
    }

    func testSkippedEffectsFailNothing() async {
        let store = makeStore()
        await store.send("increment") { $0 = 1 }
        store.skipEffects()
        await store.finish()
        XCTAssertEqual(log.messages, [])
    }
}
