import ReduxRuntime
import ReduxTestSupport
import XCTest

@testable import GoldenFeatures

/// Specs/Workspace.yaml, an app spec whose Checklist holds children: the generated
/// `WorkspaceMiddlewares.loaders` lifts the checklist's rows' and editor's loaders with the
/// checklist's, each once per child, through the app store.
@MainActor
final class WorkspaceCompositionTests: XCTestCase {
    private struct NoChecklistService: ChecklistService {}
    private struct Offline: Error {}

    func testTheAppsLoadersRunEachRowsLoaderThroughTheAppStore() async {
        let rows = FakeChecklistRowService()
        let store = Store(
            initialState: WorkspaceState(
                checklist: ChecklistState(rows: [ChecklistRowState(id: 1, text: "milk"), ChecklistRowState(id: 2, text: "eggs")]),
                todos: TodoState()),
            reducer: WorkspaceReducer.reduce,
            middlewares: WorkspaceMiddlewares.loaders(
                checklist: NoChecklistService(), checklistRows: rows, checklistEditor: FakeChecklistEditorService(), todos: NoTodoService())
        )
        store.dispatch(.checklist(.rows(id: 2, .save)))
        store.dispatch(.checklist(.rows(id: 1, .save)))
        await rows.saves.waitForCalls(2)
        XCTAssertEqual(rows.cancelled.arguments, [], "each row has a loader of its own: one row's save does not supersede another's")
        await rows.saves.answer(to: 2, with: .success(()))
        await rows.saves.answer(to: 1, with: .failure(Offline()))
        await store.settle()
        XCTAssertEqual(store.state.checklist.rows[id: 2]?.saveStatus, .succeeded)
        XCTAssertEqual(store.state.checklist.rows[id: 1]?.saveStatus.isFailed, true, "each row gets its own call's answer")
        // Each row's loader starts its call as work of its own: the two calls may reach the
        // service in either order.
        let saved = await rows.saves.arguments
        XCTAssertEqual(saved.sorted(), [1, 2], "each row's call, once")
    }
}
