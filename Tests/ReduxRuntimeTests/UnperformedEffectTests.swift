@testable import ReduxRuntime
import ReduxTestSupport
import ReduxTesting
import XCTest

/// A store whose reducer asks for effects that no middleware of the store performs says so
/// in a debug build, once per effect type, through its environment's log; a release build
/// says nothing and pays nothing for it.
@MainActor
final class UnperformedEffectTests: XCTestCase {
    private enum Sound: Equatable, Sendable {
        case beep
        case chime(Int)
    }
    private enum Haptic: Equatable, Sendable { case tap }
    private struct Row: Identifiable, Equatable, Sendable { var id: Int }
    private struct Panel: Equatable, Sendable {
        var rows: IdentifiedArray<Row> = [Row(id: 1)]
    }
    private enum Action: Equatable, Sendable {
        case beep
        case chime(Int)
        case tap
        case rows(id: Int, RowAction)
    }
    private enum RowAction: Equatable, Sendable { case tap }

    /// Asks for a sound or a haptic, as a generated reducer's `perform(_:)` does; a row's tap
    /// asks for the row feature's haptic.
    private static func reduce(_ state: inout Panel, _ action: Action) {
        switch action {
        case .beep: EffectOutbox.ask(Sound.beep)
        case .chime(let count): EffectOutbox.ask(Sound.chime(count))
        case .tap, .rows(_, .tap): EffectOutbox.ask(Haptic.tap)
        }
    }

    private let log = LogCapture()

    private func makeStore(_ middlewares: [Middleware<Panel, Action>] = []) -> Store<Panel, Action> {
        Store(initialState: Panel(), reducer: Self.reduce, middlewares: middlewares, environment: StoreEnvironment(log: log.append))
    }

    private func performing<Effect: Sendable>(_ type: Effect.Type, into performed: Recorder<String>) -> Middleware<Panel, Action> {
        .performingEffects(type) { effect in await performed.record("\(effect)") }
    }

    /// The lines a store logs for `effects`, in a debug build.
    private func expectedLines(_ effects: [any Sendable]) -> [String] {
        #if DEBUG
        return effects.map { Store<Panel, Action>.unperformedEffectMessage($0) }
        #else
        return []
        #endif
    }

    func testAStoreWithoutAPerformerSaysSoOncePerEffectType() {
        let store = makeStore()
        store.dispatch(.beep)
        store.dispatch(.chime(2))
        store.dispatch(.tap)
        store.dispatch(.beep)
        XCTAssertEqual(log.lines, expectedLines([Sound.beep, Haptic.tap]))
        #if DEBUG
        XCTAssertEqual(
            log.lines.first,
            "Store<Panel, Action>: the reducer asked for the effect Sound.beep, and no middleware of the store performs "
                + "Sound: add SoundPerformer(effects:).middleware (or Middleware.performingEffects(Sound.self)) to its "
                + "middlewares. Logged once per effect type, in debug builds."
        )
        #endif
    }

    func testAStoreWithThePerformerOfEachTypeSaysNothing() async {
        let performed = Recorder<String>()
        let store = makeStore([performing(Sound.self, into: performed), performing(Haptic.self, into: performed)])
        store.dispatch(.beep)
        store.dispatch(.tap)
        await settle(store)
        // Each performer keeps its own order; two performers run side by side.
        XCTAssertEqual(performed.values.sorted(), ["beep", "tap"])
        XCTAssertEqual(log.lines, [])
    }

    func testThePerformerOfOneTypeLeavesTheOtherUnperformed() async {
        let performed = Recorder<String>()
        let store = makeStore([performing(Sound.self, into: performed)])
        store.dispatch(.chime(3))
        store.dispatch(.tap)
        await settle(store)
        XCTAssertEqual(performed.values, ["chime(3)"])
        XCTAssertEqual(log.lines, expectedLines([Haptic.tap]))
    }

    func testAChildsPerformerLiftedOntoTheParentPerformsTheChildsEffects() async {
        let performed = Recorder<String>()
        let childPerformer = Middleware<Row, RowAction>.performingEffects(Haptic.self) { effect in
            await performed.record("row \(effect)")
        }
        let store = makeStore([
            childPerformer.lifted(each: \Panel.rows, action: { Action.rows(id: $0, $1) }) { action in
                if case .rows(let id, let action) = action { return (id, action) }
                return nil
            }
        ])
        store.dispatch(.rows(id: 1, .tap))
        await settle(store)
        XCTAssertEqual(performed.values, ["row tap"])
        XCTAssertEqual(log.lines, [])
        // Outside the row's actions, nothing performs the haptic.
        store.dispatch(.tap)
        XCTAssertEqual(log.lines, expectedLines([Haptic.tap]))
    }

    func testATestStoreThatRecordsTheEffectsSaysNothing() async {
        let store = TestStore(
            initialState: Panel(), reducer: Self.reduce, environment: StoreEnvironment(log: log.append)
        )
        await store.send(.beep)
        store.receiveEffect(Sound.beep)
        await store.finish()
        XCTAssertEqual(log.lines, [])
    }
}
