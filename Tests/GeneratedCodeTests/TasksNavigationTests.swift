import ReduxRuntime
import ReduxTestSupport
import XCTest

@testable import GoldenFeatures

/// The navigation that Specs/Tasks.yaml's `navigation: [stack, sheet]` generates: the path
/// and the presented route are state, changed by the generated reducer's push, pop,
/// popToRoot, setPath, present and dismissPresented, and the view model binds both.
@MainActor
final class TasksNavigationTests: XCTestCase {
    private let detail = TasksRoute.taskDetail(id: 1)
    private let other = TasksRoute.taskDetail(id: 2)

    private func reduce(_ actions: TasksAction..., from state: TasksState = TasksState()) -> TasksState {
        actions.reduce(state, TasksReducer.reduce)
    }

    func testPushAppendsAndPopRemovesTheLastRoute() async {
        XCTAssertEqual(reduce(.push(detail)).path, [detail])
        XCTAssertEqual(reduce(.push(detail), .push(.settings)).path, [detail, .settings])
        XCTAssertEqual(reduce(.push(detail), .push(.settings), .pop).path, [detail])
    }

    func testPopOnTheRootChangesNothing() async {
        XCTAssertEqual(reduce(.pop), TasksState())
    }

    func testPopToRootEmptiesThePath() async {
        XCTAssertEqual(reduce(.push(detail), .push(other), .popToRoot).path, [])
    }

    func testSetPathReplacesThePathAsADeepLinkDoes() async {
        XCTAssertEqual(reduce(.push(detail), .setPath([other, .settings])).path, [other, .settings])
    }

    func testPresentReplacesThePresentedRouteAndDismissRemovesIt() async {
        XCTAssertEqual(reduce(.present(.settings)).presented, .settings)
        XCTAssertEqual(reduce(.present(.settings), .present(detail)).presented, detail)
        XCTAssertNil(reduce(.present(.settings), .dismissPresented).presented)
        XCTAssertEqual(reduce(.dismissPresented), TasksState())
    }

    func testThePathAndThePresentedRouteAreIndependent() async {
        let state = reduce(.push(detail), .present(.settings), .popToRoot)
        XCTAssertEqual(state.path, [])
        XCTAssertEqual(state.presented, .settings)
    }

    func testTheSpecsActionsLeaveTheNavigationToTheRouting() async {
        // The routing (Models/TasksRoutingFilledIn.swift) pushes after openTask alone, offline.
        XCTAssertEqual(reduce(.select(1), .openSettings).path, [])
    }

    /// `openTask` has `when: state.isOnline`: skipped offline, it still routes (the routing
    /// runs for every action, after the reducer logic), and leaves its status idle.
    func testARequestActionWithWhenStillPushesItsRoute() async {
        let offline = TasksReducer.reduce(TasksState(isOnline: false), .openTask(id: 1))
        XCTAssertEqual(offline.path, [.taskDetail(id: 1)], "a skipped request action was not routed")
        XCTAssertEqual(offline.openTaskStatus, .idle)

        let online = TasksReducer.reduce(TasksState(), .openTask(id: 1))
        XCTAssertEqual(online.path, [], "the routing pushes offline only")
        XCTAssertEqual(online.openTaskStatus, .loading)
    }

    /// The routing (Models/TasksRoutingFilledIn.swift) returns a whole path after
    /// `setShowsDone(false)`: the details of done tasks close, with the screens above them;
    /// after `setShowsDone(true)` it returns `nil`, and the path stays.
    func testARoutingThatReturnsAWholePathReplacesThePath() async {
        let tasks = [TaskItem(id: 1, title: "write"), TaskItem(id: 2, title: "send", isDone: true)]
        let state = TasksState(tasks: tasks, path: [.taskDetail(id: 1), .taskDetail(id: 2), .settings], presented: .settings)
        let hidden = TasksReducer.reduce(state, .setShowsDone(false))
        XCTAssertEqual(hidden.path, [.taskDetail(id: 1)])
        XCTAssertEqual(hidden.presented, .settings, "the routing sets the path alone")
        XCTAssertEqual(TasksReducer.reduce(state, .setShowsDone(true)).path, state.path)
    }

    func testRoutesAreHashableAndIdentifiedByThemselves() async {
        XCTAssertEqual(Set([detail, detail, other]).count, 2)
        XCTAssertEqual(detail.id, detail)
    }

    // MARK: The view model

    func testTheViewModelReadsThePathAndSetsItWithSetPath() async {
        let recorded = Recorder<TasksAction>()
        let viewModel = TasksViewModel(initialState: TasksState(path: [detail]), middlewares: [recordingMiddleware(into: recorded)])
        XCTAssertEqual(viewModel.path, [detail])
        viewModel.path.append(other)
        XCTAssertEqual(recorded.values, [.setPath([detail, other])])
        XCTAssertEqual(viewModel.path, [detail, other])
        viewModel.send(.pop)
        XCTAssertEqual(viewModel.path, [detail])
    }

    func testTheViewModelPresentsAndDismissesThroughPresented() async {
        let recorded = Recorder<TasksAction>()
        let viewModel = TasksViewModel(initialState: TasksState(), middlewares: [recordingMiddleware(into: recorded)])
        XCTAssertNil(viewModel.presented)
        viewModel.presented = .settings
        XCTAssertEqual(viewModel.presented, .settings)
        viewModel.presented = nil
        XCTAssertNil(viewModel.presented)
        XCTAssertEqual(recorded.values, [.present(.settings), .dismissPresented])
    }

    func testObservationFiresForTheNavigationThatChanged() async {
        let viewModel = TasksViewModel(initialState: TasksState())
        XCTAssertTrue(observationFires(reading: { _ = viewModel.path }, when: { viewModel.send(.push(detail)) }))
        XCTAssertTrue(observationFires(reading: { _ = viewModel.presented }, when: { viewModel.send(.present(.settings)) }))
        XCTAssertFalse(observationFires(reading: { _ = viewModel.path }, when: { viewModel.send(.dismissPresented) }))
        XCTAssertFalse(observationFires(reading: { _ = viewModel.presented }, when: { viewModel.send(.pop) }))
        XCTAssertFalse(observationFires(reading: { _ = viewModel.props }, when: { viewModel.send(.push(other)) }))
    }

    func testAViewModelOnAScopedStoreSendsItsNavigationWrapped() async {
        struct AppState: Equatable { var tasks = TasksState() }
        enum AppAction { case tasks(TasksAction) }
        let app = Store<AppState, AppAction>(initialState: AppState()) { state, action in
            var state = state
            if case .tasks(let action) = action { state.tasks = TasksReducer.reduce(state.tasks, action) }
            return state
        }
        let viewModel = TasksViewModel(store: app.scope(state: \.tasks, action: AppAction.tasks))
        viewModel.path = [detail]
        viewModel.presented = .settings
        XCTAssertEqual(app.state.tasks.path, [detail])
        XCTAssertEqual(app.state.tasks.presented, .settings)
    }
}
