import Foundation
import ReduxRuntime
import ReduxTestSupport
import XCTest

@testable import GoldenFeatures

/// A store whose state holds persisted fields (Specs/Inbox.yaml persists `draft` and
/// `folder`; Specs/ChecklistRow.yaml, a child of the Checklist and, through it, of the
/// Workspace app, persists `done`) but none of whose middlewares keeps them says so once,
/// when it is made, naming the feature, its spec and the middleware to add.
@MainActor
final class UnkeptPersistenceTests: XCTestCase {
    private var log = LogCapture()

    private var environment: StoreEnvironment { StoreEnvironment(log: log.append, storage: InMemoryStorage()) }

    private var warnings: [String] { log.lines.filter { $0.contains("neither restored nor saved") } }

    private var workspace: WorkspaceState { WorkspaceState(checklist: ChecklistState(), todos: TodoState()) }

    func testAPlainStoreOfAPersistingFeatureSaysItsFieldsAreNeitherRestoredNorSaved() async {
        let store = Store(initialState: InboxState(), reducer: InboxReducer.reduce, environment: environment)
        store.dispatch(.updateDraft("Hello"))
        store.dispatch(.updateDraft("Hello again"))
        XCTAssertEqual(warnings, [
            "Store<InboxState, InboxAction>: the persisted fields of Inbox (Inbox.yaml) are neither restored nor saved: "
                + "this store has no InboxPersistence.middleware() among its middlewares. Add it (lifted onto the app or "
                + "parent store where the feature is part of one); a generated view model made with "
                + "init(initialState:middlewares:) adds its own feature's itself.",
        ])
    }

    func testAStoreWithThePersistenceSaysNothing() async {
        _ = Store(
            initialState: InboxState(), reducer: InboxReducer.reduce, middlewares: [InboxPersistence.middleware()],
            environment: environment)
        _ = Store(
            initialState: InboxState(), reducer: InboxReducer.reduce, middlewares: [InboxPersistence.middleware(key: "Mail")],
            environment: environment)
        XCTAssertEqual(warnings, [])
    }

    func testAParentWithoutItsChildsPersistenceNamesTheChild() async {
        _ = Store(initialState: ChecklistState(), reducer: ChecklistReducer.reduce, environment: environment)
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].contains("of ChecklistRow (ChecklistRow.yaml)") && warnings[0].contains("no ChecklistRowPersistence.middleware()"), warnings[0])

        log = LogCapture()
        _ = Store(
            initialState: ChecklistState(), reducer: ChecklistReducer.reduce,
            middlewares: ChecklistChildren.lifting(rows: [ChecklistRowPersistence.middleware()]), environment: environment)
        XCTAssertEqual(warnings, [], "the rows' persistence, lifted onto the checklist, keeps them")
    }

    func testAnAppStoreOfLoadersAloneNamesTheFeatureThatPersists() async {
        _ = Store(initialState: workspace, reducer: WorkspaceReducer.reduce, environment: environment)
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].hasPrefix("Store<WorkspaceState, WorkspaceAction>: the persisted fields of ChecklistRow (ChecklistRow.yaml)"), warnings[0])

        log = LogCapture()
        _ = Store(
            initialState: workspace, reducer: WorkspaceReducer.reduce,
            middlewares: WorkspaceMiddlewares.lifting(checklist: ChecklistChildren.lifting(rows: [ChecklistRowPersistence.middleware()])),
            environment: environment)
        XCTAssertEqual(warnings, [], "lifted onto the checklist, then onto the app, it still keeps the rows' fields")
    }

    func testAStateThatPersistsNothingSaysNothing() async {
        _ = Store(initialState: TodoState(), reducer: TodoReducer.reduce, environment: environment)
        _ = Store(initialState: OfficeState(chat: TeamChatState(unread: 0), todos: TodoState()), reducer: OfficeReducer.reduce, environment: environment)
        XCTAssertEqual(warnings, [])
    }
}
