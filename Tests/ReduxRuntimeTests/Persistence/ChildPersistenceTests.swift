import Foundation
import ReduxTestSupport
import XCTest

@testable import ReduxRuntime

/// A child feature's persisted fields, its persisting middleware lifted onto the parent: kept
/// per child (by id), restored when the child enters the parent's state (before its first
/// action), saved after any change, and removed with the child.
@MainActor
final class ChildPersistenceTests: XCTestCase {
    fileprivate struct Item: Identifiable, Equatable, Sendable {
        var id: Int
        var note = ""
    }
    fileprivate struct Row: Identifiable, Equatable, Sendable {
        var id: Int
        var text = ""
        var items: IdentifiedArray<Item> = []
    }
    fileprivate struct Editor: Equatable, Sendable { var text = "" }
    fileprivate struct Sheet: Identifiable, Equatable, Sendable {
        var id: Int
        var text = ""
    }
    fileprivate struct List: Equatable, Sendable {
        var rows: IdentifiedArray<Row> = []
        var editor: Editor?
        var sheet: Sheet?
    }

    /// The persisted `text` of a row, an editor or a sheet, and the `note` of an item.
    fileprivate struct Text<State: TextHolder>: PersistedFields, Equatable {
        var text: String

        init(text: String) { self.text = text }
        init(from state: State) { text = state.text }
        static var persistedFields: [PersistedField<Self>] { [PersistedField("text", \.text)] }
    }

    fileprivate indirect enum ChildAction: Equatable, Sendable {
        case setText(String)
        case restore(String)
        case item(id: Int, ChildAction)
    }
    fileprivate enum ListAction: Equatable, Sendable {
        case rows(id: Int, ChildAction)
        case editor(ChildAction)
        case sheet(ChildAction)
        case add(Int)
        case remove(Int)
        case addItem(row: Int, item: Int)
        case renameAll(String)
        case openEditor
        case closeEditor
        case openSheet(Int)
    }

    private static func reduceChild(_ child: inout some TextHolder, _ action: ChildAction) {
        switch action {
        case .setText(let text), .restore(let text): child.text = text
        case .item: break
        }
    }

    private static func reduce(_ state: inout List, _ action: ListAction) {
        switch action {
        case .rows(let id, .item(let item, let action)):
            guard let row = state.rows.index(id: id), let index = state.rows[row].items.index(id: item) else { return }
            reduceChild(&state.rows[row].items[index], action)
        case .rows(let id, let action):
            guard let index = state.rows.index(id: id) else { return }
            reduceChild(&state.rows[index], action)
        case .editor(let action): if state.editor != nil { reduceChild(&state.editor!, action) }
        case .sheet(let action): if state.sheet != nil { reduceChild(&state.sheet!, action) }
        case .add(let id): state.rows.append(Row(id: id))
        case .remove(let id): state.rows.remove(id: id)
        case .addItem(let row, let item): state.rows[id: row]?.items.append(Item(id: item))
        case .renameAll(let text): for index in state.rows.indices { state.rows[index].text = text }
        case .openEditor: state.editor = Editor()
        case .closeEditor: state.editor = nil
        case .openSheet(let id): state.sheet = Sheet(id: id)
        }
    }

    private let storage = InMemoryStorage()
    private let log = LogCapture()
    private let reduced = Recorder<ListAction>()

    private static func persistence<State: TextHolder>(_: State.Type, key: String) -> Middleware<State, ChildAction> {
        .persisting(Text<State>.self, key: key) { .restore($0.text) }
    }

    private var middlewares: [Middleware<List, ListAction>] {
        let items = Self.persistence(Item.self, key: "Item").lifted(each: \Row.items, action: { ChildAction.item(id: $0, $1) }) { action in
            if case .item(let id, let action) = action { return (id, action) }
            return nil
        }
        let rows = { (middleware: Middleware<Row, ChildAction>) in
            middleware.lifted(each: \List.rows, action: { ListAction.rows(id: $0, $1) }) { action in
                if case .rows(let id, let action) = action { return (id, action) }
                return nil
            }
        }
        let editor = Self.persistence(Editor.self, key: "Editor").lifted(optional: \List.editor, action: { ListAction.editor($0) }) { action in
            if case .editor(let action) = action { return action }
            return nil
        }
        let sheet = Self.persistence(Sheet.self, key: "Sheet").lifted(optional: \List.sheet, action: { ListAction.sheet($0) }) { action in
            if case .sheet(let action) = action { return action }
            return nil
        }
        return [rows(Self.persistence(Row.self, key: "Row")), rows(items), editor, sheet, recordingMiddleware(into: reduced)]
    }

    private func makeStore(_ state: List = List()) -> Store<List, ListAction> {
        Store(initialState: state, reducer: Self.reduce, middlewares: middlewares, environment: StoreEnvironment(log: log.append, storage: storage))
    }

    private func plant(_ text: String, at key: String) {
        storage[key] = Data(#"{"fields":{"text":"\#(text)"},"format":1}"#.utf8)
    }

    /// The text saved under `key`, or `nil`.
    private func text(at key: String) -> String? {
        guard let record = storage[key], let object = try? JSONSerialization.jsonObject(with: record) as? [String: Any] else { return nil }
        return (object["fields"] as? [String: Any])?["text"] as? String
    }

    func testEachRowKeepsItsOwnTextAcrossARestart() async {
        let first = makeStore(List(rows: [Row(id: 1), Row(id: 2)]))
        first.dispatch(.rows(id: 1, .setText("milk")))
        first.dispatch(.rows(id: 2, .setText("eggs")))
        await settle(first)
        XCTAssertEqual(storage.keys, ["Row.1", "Row.2"])

        let second = makeStore(List(rows: [Row(id: 1), Row(id: 2)]))
        XCTAssertEqual(second.state.rows.map(\.text), ["milk", "eggs"], "restored before the store's init returned")
        XCTAssertEqual(log.lines, [])
    }

    func testARowsFirstActionIsReducedAfterItsRestoreAndNotOverwritten() async {
        plant("saved", at: "Row.1")
        plant("saved too", at: "Row.3")
        let store = makeStore(List(rows: [Row(id: 1)]))
        store.dispatch(.rows(id: 1, .setText("typed")))
        XCTAssertEqual(store.state.rows[id: 1]?.text, "typed")

        store.dispatch(.add(3))
        XCTAssertEqual(store.state.rows[id: 3]?.text, "saved too", "restored right after the action that added it")
        store.dispatch(.rows(id: 3, .setText("typed too")))
        await settle(store)
        XCTAssertEqual(store.state.rows.map(\.text), ["typed", "typed too"])
        XCTAssertEqual(reduced.values, [
            .rows(id: 1, .restore("saved")), .rows(id: 1, .setText("typed")),
            .add(3), .rows(id: 3, .restore("saved too")), .rows(id: 3, .setText("typed too")),
        ])
        XCTAssertEqual([text(at: "Row.1"), text(at: "Row.3")], ["typed", "typed too"])
    }

    func testAChangeTheParentMakesIsSavedForEachRow() async {
        let store = makeStore(List(rows: [Row(id: 1), Row(id: 2)]))
        store.dispatch(.renameAll("same"))
        await settle(store)
        XCTAssertEqual([text(at: "Row.1"), text(at: "Row.2")], ["same", "same"])
    }

    func testARemovedRowsRecordIsRemovedAndTheRowAddedAgainStartsFromItsDefaults() async {
        let store = makeStore(List(rows: [Row(id: 1), Row(id: 2)]))
        store.dispatch(.rows(id: 1, .setText("milk")))
        store.dispatch(.rows(id: 2, .setText("eggs")))
        await settle(store)
        store.dispatch(.remove(1))
        await settle(store)
        XCTAssertEqual(storage.keys, ["Row.2"])
        store.dispatch(.add(1))
        XCTAssertEqual(store.state.rows[id: 1]?.text, "")
        // A row that never saved has no record to remove.
        store.dispatch(.remove(1))
        await settle(store)
        XCTAssertEqual(storage.keys, ["Row.2"])
    }

    func testAnOptionalChildWithoutAnIDKeepsOneRecordWhileItIsThere() async {
        let first = makeStore()
        first.dispatch(.openEditor)
        first.dispatch(.editor(.setText("draft")))
        await settle(first)
        XCTAssertEqual(storage.keys, ["Editor"])

        let second = makeStore(List(editor: Editor()))
        XCTAssertEqual(second.state.editor?.text, "draft")
        second.dispatch(.closeEditor)
        await settle(second)
        XCTAssertEqual(storage.keys, [], "the editor set to nil took its record with it")
    }

    func testAnOptionalChildWithAnIDKeepsItsRecordUnderItAndOneReplacedByAnotherIDLeaves() async {
        plant("saved for 2", at: "Sheet.2")
        let store = makeStore()
        store.dispatch(.openSheet(1))
        store.dispatch(.sheet(.setText("one")))
        await settle(store)
        XCTAssertEqual(storage.keys, ["Sheet.1", "Sheet.2"])
        store.dispatch(.openSheet(2))
        XCTAssertEqual(store.state.sheet, Sheet(id: 2, text: "saved for 2"))
        await settle(store)
        XCTAssertEqual(storage.keys, ["Sheet.2"], "the sheet replaced by another id took its record with it")
    }

    func testAChildOfAChildKeepsARecordUnderBothIDs() async {
        let store = makeStore(List(rows: [Row(id: 1), Row(id: 2)]))
        store.dispatch(.addItem(row: 1, item: 7))
        store.dispatch(.addItem(row: 2, item: 7))
        store.dispatch(.rows(id: 1, .item(id: 7, .setText("first"))))
        store.dispatch(.rows(id: 2, .item(id: 7, .setText("second"))))
        await settle(store)
        XCTAssertEqual([text(at: "Item.1.7"), text(at: "Item.2.7")], ["first", "second"])
        store.dispatch(.remove(1))
        await settle(store)
        XCTAssertEqual(storage.keys, ["Item.2.7"], "removing the row took its items' records with it")
    }

    /// On an app store the lifted middleware sees the list's actions only: a row that the
    /// app's reducer adds is restored before the list's next action is reduced.
    func testAChildAddedByAnActionTheMiddlewareDoesNotSeeIsRestoredBeforeTheNextAction() async {
        struct App: Equatable, Sendable { var list = List() }
        enum AppAction: Equatable, Sendable {
            case list(ListAction)
            case addRow(Int)
        }
        plant("saved", at: "Row.5")
        let store = Store(
            initialState: App(),
            reducer: { (state: inout App, action: AppAction) in
                switch action {
                case .list(let action): Self.reduce(&state.list, action)
                case .addRow(let id): state.list.rows.append(Row(id: id))
                }
            },
            middlewares: middlewares.map { middleware in
                middleware.lifted(state: \App.list, action: { AppAction.list($0) }) { action in
                    if case .list(let action) = action { return action }
                    return nil
                }
            },
            environment: StoreEnvironment(log: log.append, storage: storage))
        store.dispatch(.addRow(5))
        store.dispatch(.list(.rows(id: 5, .setText("typed"))))
        XCTAssertEqual(store.state.list.rows[id: 5]?.text, "typed")
        XCTAssertEqual(reduced.values, [.rows(id: 5, .restore("saved")), .rows(id: 5, .setText("typed"))])
        await settle(store)
    }

    func testAnIDWithADotOrAPercentSignStaysOneKeyPart() {
        XCTAssertEqual(RecordKeySuffix.of("a.b"), ".a%2Eb")
        XCTAssertEqual(RecordKeySuffix.of("50%"), ".50%25")
        XCTAssertEqual(RecordKeySuffix.of(7), ".7")
    }
}

/// A state with a persisted `text`.
fileprivate protocol TextHolder: Sendable { var text: String { get set } }

extension ChildPersistenceTests.Row: TextHolder {}
extension ChildPersistenceTests.Editor: TextHolder {}
extension ChildPersistenceTests.Sheet: TextHolder {}
extension ChildPersistenceTests.Item: TextHolder {
    var text: String {
        get { note }
        set { note = newValue }
    }
}
