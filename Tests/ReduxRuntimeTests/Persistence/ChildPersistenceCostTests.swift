import Foundation
import ReduxTestSupport
import XCTest

@testable import ReduxRuntime

/// What a child's persistence lifted onto each row of a parent costs the parent's actions,
/// counted in comparisons of persisted fields: an action that changes no row compares none,
/// whatever the number of rows.
@MainActor
final class ChildPersistenceCostTests: XCTestCase {
    fileprivate struct Row: Identifiable, Equatable, Sendable {
        var id: Int
        var text = ""
    }
    fileprivate struct List: Equatable, Sendable {
        var title = ""
        var rows: IdentifiedArray<Row> = []
    }
    fileprivate enum RowAction: Equatable, Sendable {
        case setText(String)
        case restore(String)
    }
    fileprivate enum ListAction: Equatable, Sendable {
        case setTitle(String)
        case rows(id: Int, RowAction)
        case add(Int)
    }

    /// A row's persisted text, whose comparisons are counted.
    fileprivate struct RowText: PersistedFields, Equatable {
        /// The comparisons made so far; the tests run on the main actor, one at a time.
        nonisolated(unsafe) static var comparisons = 0

        var text: String
        init(text: String) { self.text = text }
        init(from state: Row) { text = state.text }
        static var persistedFields: [PersistedField<Self>] { [PersistedField("text", \.text)] }

        static func == (lhs: Self, rhs: Self) -> Bool {
            comparisons += 1
            return lhs.text == rhs.text
        }
    }

    private static func reduce(_ state: inout List, _ action: ListAction) {
        switch action {
        case .setTitle(let title): state.title = title
        case .rows(let id, .setText(let text)), .rows(let id, .restore(let text)): state.rows[id: id]?.text = text
        case .add(let id): state.rows.append(Row(id: id))
        }
    }

    private let storage = InMemoryStorage()
    private let rowCount = 1_000

    private func makeStore() -> Store<List, ListAction> {
        let persistence = Middleware<Row, RowAction>.persisting(RowText.self, key: "Row") { .restore($0.text) }
        let rows = persistence.lifted(each: \List.rows, action: { ListAction.rows(id: $0, $1) }) { action in
            if case .rows(let id, let action) = action { return (id, action) }
            return nil
        }
        let state = List(rows: IdentifiedArray((1...rowCount).map { Row(id: $0) }))
        return Store(initialState: state, reducer: Self.reduce, middlewares: [rows], environment: StoreEnvironment(storage: storage))
    }

    /// The comparisons of persisted fields that `action` makes.
    private func comparisons(of action: ListAction, in store: Store<List, ListAction>) -> Int {
        RowText.comparisons = 0
        store.dispatch(action)
        return RowText.comparisons
    }

    func testAnActionThatChangesNoRowComparesNoRowsFields() async {
        let store = makeStore()
        _ = comparisons(of: .setTitle("first"), in: store)
        XCTAssertEqual(comparisons(of: .setTitle("groceries"), in: store), 0)
        XCTAssertEqual(comparisons(of: .rows(id: 99_999, .setText("nobody")), in: store), 0, "an action for a row that is not there")
        XCTAssertEqual(store.state.title, "groceries")
    }

    func testAnActionThatChangesARowComparesAndSavesIt() async throws {
        let store = makeStore()
        _ = comparisons(of: .setTitle("first"), in: store)
        XCTAssertGreaterThan(comparisons(of: .rows(id: 7, .setText("milk")), in: store), 0)
        XCTAssertEqual(comparisons(of: .setTitle("groceries"), in: store), 0, "the row is compared once, after its change")
        XCTAssertGreaterThan(comparisons(of: .add(rowCount + 1), in: store), 0, "a row added")
        store.dispatch(.rows(id: rowCount + 1, .setText("eggs")))
        await settle(store)
        XCTAssertEqual(Set(storage.keys), ["Row.7", "Row.\(rowCount + 1)"])
        let record = try XCTUnwrap(storage["Row.7"])
        XCTAssertTrue(String(decoding: record, as: UTF8.self).contains("milk"))
    }
}
