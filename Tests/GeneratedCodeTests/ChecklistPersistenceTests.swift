import Foundation
import ReduxRuntime
import ReduxTestSupport
import ReduxTesting
import XCTest

@testable import GoldenFeatures

/// Specs/ChecklistRow.yaml persists `done`: lifted onto the Checklist with
/// `ChecklistChildren.lifting`, each row keeps its own record, restored when the row is in
/// the list's state, before the row's first action.
@MainActor
final class ChecklistPersistenceTests: XCTestCase {
    private let storage = InMemoryStorage()
    private let log = LogCapture()

    /// The generated reducer, then what a filled-in row skeleton does with `toggle` (the
    /// golden skeleton is as generated, and changes nothing).
    private static func reduce(_ state: inout ChecklistState, _ action: ChecklistAction) {
        ChecklistReducer.reduce(&state, action)
        switch action {
        case .rows(let id, .toggle): state.rows[id: id]?.done.toggle()
        case .addRow(let id, let text): state.rows.append(ChecklistRowState(id: id, text: text))
        case .removeRow(let id): state.rows.remove(id: id)
        default: break
        }
    }

    private func makeStore(rows ids: [Int] = [1, 2]) -> Store<ChecklistState, ChecklistAction> {
        Store(
            initialState: ChecklistState(rows: IdentifiedArray(ids.map { ChecklistRowState(id: $0, text: "row \($0)") })),
            reducer: Self.reduce,
            middlewares: ChecklistChildren.lifting(rows: [ChecklistRowPersistence.middleware()]),
            environment: StoreEnvironment(log: log.append, storage: storage))
    }

    func testEachRowKeepsWhetherItIsDoneAcrossARestart() async {
        let first = makeStore()
        first.dispatch(.rows(id: 1, .toggle))
        first.dispatch(.rows(id: 2, .toggle))
        first.dispatch(.rows(id: 2, .toggle))
        await first.settle()
        XCTAssertEqual(storage.keys, ["ChecklistRow.1", "ChecklistRow.2"])

        let second = makeStore()
        XCTAssertEqual(second.state.rows.map(\.done), [true, false], "each row shows its own record as soon as the store exists")
        XCTAssertEqual(log.lines, [])
    }

    func testARowsFirstActionAfterARestartIsNotOverwrittenByItsRecord() async {
        let first = makeStore()
        first.dispatch(.rows(id: 1, .toggle))
        await first.settle()

        let second = makeStore()
        second.dispatch(.rows(id: 1, .toggle))
        XCTAssertEqual(second.state.rows[id: 1]?.done, false, "the restore came after the row's first action")
        await second.settle()
        let third = makeStore()
        XCTAssertEqual(third.state.rows[id: 1]?.done, false)
    }

    func testATestStoreReceivesTheRestoreOfARowThatAnActionAdds() async {
        storage["ChecklistRow.3"] = Data(#"{"fields":{"done":true},"format":1}"#.utf8)
        let store = TestStore(
            initialState: ChecklistState(), reducer: Self.reduce,
            middlewares: ChecklistChildren.lifting(rows: [ChecklistRowPersistence.middleware()]),
            environment: StoreEnvironment(log: log.append, storage: storage))
        await store.send(.addRow(id: 3, text: "row 3")) {
            $0.rows = [ChecklistRowState(id: 3, text: "row 3")]
        }
        await store.receive(.rows(id: 3, .restorePersisted(ChecklistRowPersisted(done: true)))) {
            $0.rows[id: 3]?.done = true
        }
        await store.finish()
    }

    func testARowAddedLaterIsRestoredAndARemovedRowTakesItsRecordWithIt() async {
        let first = makeStore(rows: [1, 3])
        first.dispatch(.rows(id: 3, .toggle))
        await first.settle()

        let second = makeStore(rows: [1])
        second.dispatch(.addRow(id: 3, text: "row 3"))
        XCTAssertEqual(second.state.rows[id: 3]?.done, true, "restored right after the action that added it")
        second.dispatch(.removeRow(id: 3))
        await second.settle()
        XCTAssertEqual(storage.keys, [])
    }
}
