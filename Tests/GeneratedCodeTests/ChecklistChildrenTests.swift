import ReduxRuntime
import ReduxTestSupport
import XCTest

@testable import GoldenFeatures

/// Specs/Checklist.yaml and its children: the rows (ChecklistRow, a collection found by id)
/// and the editor (ChecklistEditor, optional), through the generated reducer and
/// `ChecklistChildren`, which runs each child's loader once per child.
@MainActor
final class ChecklistChildrenTests: XCTestCase {
    private let rows: ReduxRuntime.IdentifiedArray<ChecklistRowState> = [
        ChecklistRowState(id: 1, text: "milk"), ChecklistRowState(id: 2, text: "bread"),
    ]

    /// The generated reducer, then what a filled-in skeleton would do with the list's own
    /// actions (the golden skeleton is as generated, and changes nothing).
    private static func reduce(_ state: inout ChecklistState, _ action: ChecklistAction) {
        ChecklistReducer.reduce(&state, action)
        switch action {
        case .addRow(let id, let text): state.rows.append(ChecklistRowState(id: id, text: text))
        case .removeRow(let id): state.rows.remove(id: id)
        case .openEditor: state.editor = ChecklistEditorState()
        case .closeEditor: state.editor = nil
        default: break
        }
    }

    private func makeStore(
        _ rowService: FakeChecklistRowService, _ editorService: FakeChecklistEditorService = FakeChecklistEditorService(),
        editor: ChecklistEditorState? = nil, recordingInto reduced: Recorder<ChecklistAction> = Recorder()
    ) -> Store<ChecklistState, ChecklistAction> {
        Store(
            initialState: ChecklistState(rows: rows, editor: editor),
            reducer: Self.reduce,
            middlewares: ChecklistChildren.loaders(rows: rowService, editor: editorService) + [recordingMiddleware(into: reduced)]
        )
    }

    func testARowsActionReachesOnlyThatRow() async {
        let service = FakeChecklistRowService()
        let store = makeStore(service)
        store.dispatch(.rows(id: 2, .save))
        XCTAssertTrue(store.state.rows[id: 2]!.saveStatus.isLoading)
        XCTAssertEqual(store.state.rows[id: 1]!.saveStatus, .idle)
        await service.saves.answer(0, with: .success(()))
        await store.settle()
        let arguments = await service.saves.arguments
        XCTAssertEqual(arguments, [2], "the row's own reads reach the service")
        XCTAssertEqual(store.state.rows[id: 2]!.saveStatus, .succeeded)
        XCTAssertEqual(store.state.rows[id: 1]!.saveStatus, .idle)
    }

    /// Each row has a loader of its own: under the `latest` policy a row's save does not
    /// cancel another row's.
    func testEachRowRunsItsOwnRequests() async {
        let service = FakeChecklistRowService()
        let store = makeStore(service)
        store.dispatch(.rows(id: 1, .save))
        store.dispatch(.rows(id: 2, .save))
        await service.saves.waitForCalls(2)
        XCTAssertEqual(service.cancelled.arguments, [])
        await service.saves.answer(to: 1, with: .success(()))
        await service.saves.answer(to: 2, with: .success(()))
        await store.settle()
        XCTAssertEqual(store.state.rows.map(\.saveStatus), [.succeeded, .succeeded])
    }

    func testAnActionForAnIDNotInTheListIsIgnored() async {
        let service = FakeChecklistRowService()
        let store = makeStore(service)
        let before = store.state
        store.dispatch(.rows(id: 9, .save))
        await store.settle()
        XCTAssertEqual(store.state, before)
        let calls = await service.saves.count
        XCTAssertEqual(calls, 0)
    }

    func testARemovedRowsCallIsCancelledAndItsAnswerDropped() async {
        let service = FakeChecklistRowService()
        let reduced = Recorder<ChecklistAction>()
        let store = makeStore(service, recordingInto: reduced)
        store.dispatch(.rows(id: 1, .save))
        store.dispatch(.rows(id: 2, .save))
        await service.saves.waitForCalls(2)
        store.dispatch(.removeRow(id: 1))
        XCTAssertEqual(service.cancelled.arguments, [1])
        await service.saves.answer(to: 1, with: .success(()))
        await service.saves.answer(to: 2, with: .success(()))
        await store.settle()
        XCTAssertEqual(reduced.values, [.rows(id: 1, .save), .rows(id: 2, .save), .removeRow(id: 1), .rows(id: 2, .saveSuccess(id: 2, done: false))])
        XCTAssertEqual(store.state.rows.ids, [2])
    }

    /// A row added again with the id of a removed one is a new child, with a loader of its own.
    func testARowAddedAgainRunsAfresh() async {
        let service = FakeChecklistRowService()
        let store = makeStore(service)
        store.dispatch(.rows(id: 1, .save))
        await service.saves.waitForCalls(1)
        store.dispatch(.removeRow(id: 1))
        store.dispatch(.addRow(id: 1, text: "milk"))
        store.dispatch(.rows(id: 1, .save))
        await service.saves.waitForCalls(2)
        await service.saves.answer(0, with: .success(()))
        await service.saves.answer(1, with: .success(()))
        await store.settle()
        XCTAssertEqual(store.state.rows[id: 1]!.saveStatus, .succeeded)
        XCTAssertEqual(service.cancelled.arguments, [1])
    }

    func testTheEditorsActionIsIgnoredWhileItIsNil() async {
        let editor = FakeChecklistEditorService()
        let store = makeStore(FakeChecklistRowService(), editor)
        let before = store.state
        store.dispatch(.editor(.suggest))
        await store.settle()
        XCTAssertEqual(store.state, before)
        let calls = await editor.suggestions.count
        XCTAssertEqual(calls, 0)
    }

    func testTheEditorRunsWhilePresentAndClosingItCancelsItsCall() async {
        let editor = FakeChecklistEditorService()
        let reduced = Recorder<ChecklistAction>()
        let store = makeStore(FakeChecklistRowService(), editor, recordingInto: reduced)
        store.dispatch(.openEditor)
        store.dispatch(.editor(.setText("eg")))
        store.dispatch(.editor(.suggest))
        XCTAssertTrue(store.state.editor!.suggestStatus.isLoading)
        await editor.suggestions.waitForCalls(1)
        store.dispatch(.closeEditor)
        XCTAssertEqual(editor.cancelled.arguments, [""], "the golden skeleton leaves the text as it was")
        await editor.suggestions.answer(0, with: .success("eggs"))
        await store.settle()
        XCTAssertNil(store.state.editor)
        XCTAssertEqual(reduced.values, [.openEditor, .editor(.setText("eg")), .editor(.suggest), .closeEditor])
        // Opened again, the editor's loader starts afresh and its answers arrive.
        store.dispatch(.openEditor)
        store.dispatch(.editor(.suggest))
        await editor.suggestions.answer(1, with: .success("eggs"))
        await store.settle()
        XCTAssertEqual(store.state.editor?.text, "eggs")
    }
}
