import ReduxRuntime
import ReduxTestSupport
import XCTest

/// When a child leaves its parent's state, however the parent's reducer changes the
/// collection or the optional child: its middleware ends (its work is cancelled, its answers
/// are dropped), and a child that is still there keeps its middleware.
@MainActor
final class ChildLeavingTests: XCTestCase {
    private struct Leaf: Equatable, Sendable {}
    private struct Row: Identifiable, Equatable, Sendable {
        var id: Int
        var answers = 0
        var leaf: Leaf?
    }
    private struct List: Equatable, Sendable {
        var rows: IdentifiedArray<Row>
        /// A copy of `rows` that actions keep and restore, as an undo would.
        var saved: IdentifiedArray<Row> = []
        var other: IdentifiedArray<Row> = []
    }
    private enum LeafAction: Equatable, Sendable { case wait }
    private enum RowAction: Equatable, Sendable {
        /// Starts work that runs until it is cancelled, then records the row's id.
        case wait
        /// Calls the service and dispatches `answered` with its answer.
        case ask
        case answered
        /// Waits, after the parent's reducer has restored `saved`.
        case waitAfterRestoring
        case leaf(LeafAction)
        case removeLeaf
        case replaceLeaf
    }
    private enum ListAction: Equatable, Sendable {
        case rows(id: Int, RowAction)
        case add(Int)
        case remove(Int)
        /// Removes each row, one by one, in one action.
        case removeEach([Int])
        case removeAndAddAgain(Int)
        case reverse
        case replaceAll([Int])
        case save
        case addToSaved(Int)
        case removeFromSaved(Int)
        case restore
        case keepAsOther
        case restoreOther
    }
    private struct App: Equatable, Sendable { var list: List }
    private enum AppAction: Equatable, Sendable {
        case list(ListAction)
        /// Adds a row without the list's middlewares seeing it.
        case addRow(Int)
    }

    private static func reduce(_ state: inout List, _ action: ListAction) {
        switch action {
        case .rows(let id, .answered): state.rows[id: id]?.answers += 1
        case .rows(let id, .leaf): _ = id
        case .rows(let id, .removeLeaf): state.rows[id: id]?.leaf = nil
        case .rows(let id, .replaceLeaf):
            state.rows[id: id]?.leaf = nil
            state.rows[id: id]?.leaf = Leaf()
        case .rows(_, .waitAfterRestoring): state.rows = state.saved
        case .rows: break
        case .add(let id): state.rows.append(Row(id: id))
        case .remove(let id): state.rows.remove(id: id)
        case .removeEach(let ids): for id in ids { state.rows.remove(id: id) }
        case .removeAndAddAgain(let id):
            state.rows.remove(id: id)
            state.rows.append(Row(id: id))
        case .reverse: state.rows.sort { $0.id > $1.id }
        case .replaceAll(let ids): state.rows = IdentifiedArray(ids.map { state.rows[id: $0] ?? Row(id: $0) })
        case .save: state.saved = state.rows
        case .addToSaved(let id): state.saved.append(Row(id: id))
        case .removeFromSaved(let id): state.saved.remove(id: id)
        case .restore: state.rows = state.saved
        case .keepAsOther: state.other = state.rows
        case .restoreOther: state.rows = state.other
        }
    }

    private let cancelled = Recorder<Int>()
    private let calls = ControlledCalls<Int, Void>()

    /// A leaf's middleware: on `wait`, work that records -1 once it is cancelled.
    private var leafMiddleware: Middleware<Leaf, LeafAction> {
        let cancelled = cancelled
        return Middleware { context in
            { action, next in
                next(action)
                context.run {
                    try? await Task.sleep(for: .seconds(3600))
                    await cancelled.record(-1)
                }
            }
        }
    }

    private var rowMiddleware: Middleware<Row, RowAction> {
        let cancelled = cancelled, calls = calls
        return Middleware { context in
            { action, next in
                next(action)
                let id = context.state.id
                switch action {
                case .wait, .waitAfterRestoring:
                    context.run {
                        // Ends when the task is cancelled: the test never waits for the hour.
                        try? await Task.sleep(for: .seconds(3600))
                        await cancelled.record(id)
                    }
                case .ask:
                    context.run {
                        await calls.call(id)
                        await context.dispatch(.answered)
                    }
                default: break
                }
            }
        }
    }

    private var listMiddlewares: [Middleware<List, ListAction>] {
        let leaf = leafMiddleware.lifted(optional: \Row.leaf, action: { RowAction.leaf($0) }) { action in
            if case .leaf(let action) = action { return action }
            return nil
        }
        let rows = { (row: Middleware<Row, RowAction>) in
            row.lifted(each: \List.rows, action: { ListAction.rows(id: $0, $1) }) { action in
                if case .rows(let id, let action) = action { return (id, action) }
                return nil
            }
        }
        return [rows(rowMiddleware), rows(leaf)]
    }

    private func makeStore(rows ids: [Int] = [1, 2]) -> Store<List, ListAction> {
        Store(
            initialState: List(rows: IdentifiedArray(ids.map { Row(id: $0, leaf: Leaf()) })),
            reducer: Self.reduce,
            middlewares: listMiddlewares
        )
    }

    /// Answers every call made so far and settles.
    private func answerCalls(_ count: Int, of store: Store<List, ListAction>) async {
        await awaitCompletion(of: "\(count) calls") { [calls] in await calls.waitForCalls(count) }
        await calls.open(with: ())
        await settle(store)
    }

    /// Returns once `count` works have been cancelled.
    private func waitForCancellations(_ count: Int) async {
        await awaitCompletion(of: "\(count) cancellations") { [cancelled] in await cancelled.waitForCount(count) }
    }

    func testRowsRemovedOneByOneInOneActionEachEndAndTheOthersGoOn() async {
        let store = makeStore(rows: [1, 2, 3, 4, 5])
        for id in 1...5 { store.dispatch(.rows(id: id, .wait)) }
        store.dispatch(.removeEach([4, 2]))
        await waitForCancellations(2)
        XCTAssertEqual(cancelled.values.sorted(), [2, 4])
        store.dispatch(.add(6))
        store.dispatch(.remove(5))
        await waitForCancellations(3)
        XCTAssertEqual(cancelled.values.sorted(), [2, 4, 5], "rows 1 and 3 still run")
    }

    func testMoreRowsRemovedInOneActionThanAVersionListsAllEnd() async {
        let ids = Array(1...40)
        let store = makeStore(rows: ids)
        for id in ids { store.dispatch(.rows(id: id, .wait)) }
        let removed = Array(ids.dropFirst(2))
        store.dispatch(.removeEach(removed))
        await waitForCancellations(removed.count)
        XCTAssertEqual(cancelled.values.sorted(), removed)
        store.dispatch(.remove(1))
        await waitForCancellations(removed.count + 1)
        XCTAssertEqual(cancelled.values.sorted(), [1] + removed, "row 2 still runs")
    }

    func testAChildRemovedAndAddedAgainByOneActionHasNotLeft() async {
        let store = makeStore()
        store.dispatch(.rows(id: 1, .ask))
        store.dispatch(.removeAndAddAgain(1))
        await answerCalls(1, of: store)
        XCTAssertEqual(store.state.rows[id: 1]?.answers, 1, "the answer reached the row: its middleware went on")
    }

    func testAChildRemovedByOneActionAndAddedAgainByTheNextHasLeft() async {
        let store = makeStore()
        store.dispatch(.rows(id: 1, .ask))
        store.dispatch(.rows(id: 2, .ask))
        store.dispatch(.remove(1))
        store.dispatch(.add(1))
        await answerCalls(2, of: store)
        XCTAssertEqual(store.state.rows[id: 1]?.answers, 0, "the answer to the row that left was dropped")
        XCTAssertEqual(store.state.rows[id: 2]?.answers, 1)
    }

    func testMovingChildrenKeepsTheirMiddlewaresAndARemovalAfterwardsEndsOne() async {
        let store = makeStore(rows: [1, 2, 3])
        store.dispatch(.rows(id: 1, .ask))
        store.dispatch(.rows(id: 2, .ask))
        store.dispatch(.rows(id: 3, .wait))
        store.dispatch(.reverse)
        XCTAssertEqual(store.state.rows.ids, [3, 2, 1])
        store.dispatch(.remove(3))
        await waitForCancellations(1)
        XCTAssertEqual(cancelled.values, [3])
        await answerCalls(2, of: store)
        XCTAssertEqual(store.state.rows.map(\.answers), [1, 1])
    }

    func testAddingChildrenEndsNoneAndARemovalAfterwardsEndsTheOneRemoved() async {
        let store = makeStore()
        store.dispatch(.rows(id: 1, .wait))
        store.dispatch(.rows(id: 2, .ask))
        store.dispatch(.add(3))
        store.dispatch(.rows(id: 3, .wait))
        store.dispatch(.add(4))
        store.dispatch(.remove(3))
        await waitForCancellations(1)
        XCTAssertEqual(cancelled.values, [3])
        store.dispatch(.remove(1))
        await waitForCancellations(2)
        XCTAssertEqual(cancelled.values, [3, 1])
        await answerCalls(1, of: store)
        XCTAssertEqual(store.state.rows[id: 2]?.answers, 1)
    }

    func testAReducerThatReplacesTheWholeCollectionEndsOnlyTheChildrenNotInIt() async {
        let store = makeStore(rows: [1, 2])
        store.dispatch(.rows(id: 1, .wait))
        store.dispatch(.rows(id: 2, .ask))
        store.dispatch(.replaceAll([2, 3]))
        await waitForCancellations(1)
        XCTAssertEqual(cancelled.values, [1])
        await answerCalls(1, of: store)
        XCTAssertEqual(store.state.rows.map(\.answers), [1, 0])
    }

    func testRestoringACopyOfTheCollectionEndsTheChildrenAddedSince() async {
        let store = makeStore()
        store.dispatch(.save)
        store.dispatch(.add(3))
        store.dispatch(.rows(id: 3, .wait))
        // The copy, not shared with the rows any more, changes too: it still lacks row 3.
        store.dispatch(.addToSaved(4))
        store.dispatch(.restore)
        await waitForCancellations(1)
        XCTAssertEqual(cancelled.values, [3])
        XCTAssertEqual(store.state.rows.ids, [1, 2, 4])
    }

    func testRestoringACopyThatLostAChildEndsIt() async {
        let store = makeStore()
        store.dispatch(.rows(id: 1, .wait))
        store.dispatch(.save)
        store.dispatch(.remove(2))
        store.dispatch(.removeFromSaved(1))
        store.dispatch(.restore)
        await waitForCancellations(1)
        XCTAssertEqual(cancelled.values, [1])
        XCTAssertEqual(store.state.rows.ids, [2])
    }

    func testRestoringACollectionGrownFromACopyThatChangedSinceEndsTheChildrenItLacks() async {
        let store = makeStore()
        store.dispatch(.save)
        store.dispatch(.add(3))
        store.dispatch(.keepAsOther)
        // The copy the rows grew from gains row 9; the rows as kept in `other` lack it.
        store.dispatch(.addToSaved(9))
        store.dispatch(.restore)
        store.dispatch(.rows(id: 9, .wait))
        store.dispatch(.restoreOther)
        await waitForCancellations(1)
        XCTAssertEqual(cancelled.values, [9])
        XCTAssertEqual(store.state.rows.ids, [1, 2, 3])
    }

    func testAnOptionalChildSetToNilLeavesAndOneReplacedByOneActionDoesNot() async {
        let store = makeStore()
        store.dispatch(.rows(id: 1, .leaf(.wait)))
        store.dispatch(.rows(id: 2, .leaf(.wait)))
        store.dispatch(.rows(id: 2, .replaceLeaf))
        store.dispatch(.rows(id: 1, .removeLeaf))
        await waitForCancellations(1)
        XCTAssertEqual(cancelled.values, [-1])
        XCTAssertTrue(store.hasPendingWork, "row 2's leaf still waits")
        store.dispatch(.rows(id: 2, .removeLeaf))
        await waitForCancellations(2)
        XCTAssertEqual(cancelled.values, [-1, -1])
        await settle(store)
    }

    /// On an app store the lifted middleware sees the list's actions only: a row the app adds
    /// is found by the next list action, which here also restores a copy without that row.
    func testAChildAddedByAnActionTheMiddlewareDoesNotSeeLeavesWithTheNextAction() async {
        let list = listMiddlewares.map { middleware in
            middleware.lifted(state: \App.list, action: { AppAction.list($0) }) { action in
                if case .list(let action) = action { return action }
                return nil
            }
        }
        let store = Store(
            initialState: App(list: List(rows: [Row(id: 1), Row(id: 2)])),
            reducer: { (state: inout App, action: AppAction) in
                switch action {
                case .list(let action): Self.reduce(&state.list, action)
                case .addRow(let id): state.list.rows.append(Row(id: id))
                }
            },
            middlewares: list
        )
        store.dispatch(.list(.rows(id: 1, .ask)))
        store.dispatch(.list(.save))
        store.dispatch(.addRow(3))
        store.dispatch(.list(.rows(id: 3, .waitAfterRestoring)))
        await waitForCancellations(1)
        XCTAssertEqual(cancelled.values, [3])
        XCTAssertEqual(store.state.list.rows.ids, [1, 2])
        await calls.open(with: ())
        await settle(store)
        XCTAssertEqual(store.state.list.rows[id: 1]?.answers, 1)
    }
}
