import ReduxRuntime
import ReduxTestSupport
import XCTest

/// `Middleware.lifted(each:action:extract:)` and `lifted(optional:action:extract:)` on their
/// own: a middleware per child, whose work ends with the child, its own children's included.
@MainActor
final class ChildLiftingTests: XCTestCase {
    private struct Leaf: Identifiable, Equatable, Sendable { var id: Int }
    private struct Row: Identifiable, Equatable, Sendable {
        var id: Int
        var leaf: Leaf?
    }
    private struct List: Equatable, Sendable { var rows: IdentifiedArray<Row> = [] }
    private enum LeafAction: Equatable, Sendable { case wait }
    private enum RowAction: Equatable, Sendable { case leaf(LeafAction) }
    private enum ListAction: Equatable, Sendable {
        case rows(id: Int, RowAction)
        case remove(Int)
    }

    /// A leaf's middleware that, on each action, starts work that runs until it is cancelled
    /// and then records the leaf's id.
    private func waitingLeaf(recordingInto cancelled: Recorder<Int>) -> Middleware<Leaf, LeafAction> {
        Middleware { context in
            { action, next in
                next(action)
                let id = context.state.id
                context.run {
                    // Ends when the task is cancelled: the test never waits for the hour.
                    try? await Task.sleep(for: .seconds(3600))
                    await cancelled.record(id)
                }
            }
        }
    }

    private func makeStore(recordingInto cancelled: Recorder<Int>) -> Store<List, ListAction> {
        let leaf = waitingLeaf(recordingInto: cancelled)
        let row = leaf.lifted(optional: \Row.leaf, action: { RowAction.leaf($0) }) { action in
            if case .leaf(let action) = action { return action }
            return nil
        }
        let rows = row.lifted(each: \List.rows, action: { ListAction.rows(id: $0, $1) }) { action in
            if case .rows(let id, let action) = action { return (id, action) }
            return nil
        }
        return Store(
            initialState: List(rows: [Row(id: 1, leaf: Leaf(id: 10)), Row(id: 2, leaf: Leaf(id: 20))]),
            reducer: { state, action in
                if case .remove(let id) = action { state.rows.remove(id: id) }
            },
            middlewares: [rows]
        )
    }

    func testRemovingAChildEndsTheWorkOfItsOwnChildren() async {
        let cancelled = Recorder<Int>()
        let store = makeStore(recordingInto: cancelled)
        store.dispatch(.rows(id: 1, .leaf(.wait)))
        store.dispatch(.rows(id: 2, .leaf(.wait)))
        store.dispatch(.remove(1))
        await awaitCompletion(of: "the removed row's leaf ends") { await cancelled.waitForCount(1) }
        XCTAssertEqual(cancelled.values, [10])
        XCTAssertTrue(store.hasPendingWork, "the other row's leaf still runs")
        store.dispatch(.remove(2))
        await settle(store)
        XCTAssertEqual(cancelled.values, [10, 20])
    }

    func testAnActionForAChildThatIsNotThereStartsNothing() async {
        let cancelled = Recorder<Int>()
        let store = makeStore(recordingInto: cancelled)
        store.dispatch(.rows(id: 3, .leaf(.wait)))
        XCTAssertFalse(store.hasPendingWork)
    }
}
