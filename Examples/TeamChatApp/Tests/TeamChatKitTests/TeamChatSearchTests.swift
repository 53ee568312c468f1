import Foundation
import ReduxRuntime
import ReduxTesting
import TeamChatKit
import XCTest

/// The room's search: `query` is bound (`setQuery`, `$viewModel.query`), and `search` has
/// `on: [setQuery]` and `when: '!state.query.isEmpty'`. Each edit of the query is reduced
/// first, then the loader dispatches `search`, whose call reads the edited query; an empty
/// query skips the call (and the store's log says so). The results are the props'
/// `searchResults`; the props' `isSearching` is the search's spinner (`loadingInto:
/// isSearching`), which a picked message stops without dropping the search's answer.
@MainActor
final class TeamChatSearchTests: XCTestCase {
    private let lunch = Message(id: 4, author: "ana", text: "Lunch at noon?")
    private let deploy = Message(id: 2, author: "bo", text: "Deploy is done")
    private let moved = Message(id: 3, author: "bo", text: "lunch moved to 1pm")

    private func makeService(heldQueries: Set<String> = []) -> FakeChatService {
        FakeChatService(searchable: [lunch, deploy, moved], heldQueries: heldQueries)
    }

    func testEditingTheQueryStartsTheSearchAfterTheEditAndTheResultsAreProps() async {
        let service = makeService()
        let store = makeChatStore(service)

        await store.send(.setQuery("lunch")) { $0.query = "lunch" }
        await store.receive(.search) {  // after the edit, by the loader
            $0.searchStatus = .loading
            $0.isSearching = true
        }
        await store.receive(.searchSuccess(roomID: "general", query: "lunch", [lunch, moved])) {
            $0.searchStatus = .succeeded
            $0.found = [self.lunch, self.moved]
            $0.isSearching = false
        }
        await store.finish()

        let calls = await service.calls
        XCTAssertEqual(calls, ["search(roomID: general, query: lunch)"], "the call did not read the edited query")
        XCTAssertEqual(TeamChatProps.make(from: store.state).searchResults.map(\.id), [3, 4], "the results are not shown by id")
        XCTAssertEqual(TeamChatProps.make(from: store.state).rows, [], "the results are not the room's rows")
    }

    func testAnEmptyQueryIsNotSearchedAndClearsTheResults() async {
        let service = makeService()
        let logged = LoggedLines()
        var state = generalRoom()
        state.query = "deploy"
        state.found = [deploy]
        state.searchStatus = .succeeded
        let store = TestStore(
            initialState: state,
            reducer: TeamChatReducer.reduce,
            middlewares: [TeamChatLoader(service: service).middleware, TeamChatPersistence.middleware()],
            environment: StoreEnvironment(clock: TestClock(), log: logged.append, storage: InMemoryStorage())
        )

        await store.send(.setQuery("")) {
            $0.query = ""
            $0.found = []
        }
        await store.receive(.search)  // dispatched, but skipped: the status stays as it was
        await store.finish()

        let calls = await service.calls
        XCTAssertEqual(calls, [], "an empty query was searched")
        XCTAssertEqual(logged.lines, ["reduxgen: skipped search: its when: condition is false"])
        XCTAssertEqual(TeamChatProps.make(from: store.state).searchResults, [])
    }

    func testTypingThenEmptyingTheQueryNeverShowsTheLateAnswer() async {
        let service = makeService(heldQueries: ["lu"])
        let store = makeChatStore(service)

        await store.send(.setQuery("lu")) { $0.query = "lu" }
        await store.receive(.search) {
            $0.searchStatus = .loading
            $0.isSearching = true
        }
        await store.send(.setQuery("")) { $0.query = "" }
        await store.receive(.search) {  // skipped: the search in flight is cancelled, its spinner stopped
            $0.searchStatus = .idle
            $0.isSearching = false
        }
        await service.gates.open("search lu")  // its answer comes late, and is dropped
        await store.finish()
        XCTAssertEqual(store.state.found, [], "the answer for \"lu\" shows under an empty query")
    }

    func testPickingAResultStopsTheSpinnerAndTheSearchInFlightStillShowsItsResults() async {
        let service = makeService(heldQueries: ["lunch"])
        let store = makeChatStore(service, state: generalRoom(messages: [lunch]))

        await store.send(.setQuery("lunch")) { $0.query = "lunch" }
        await store.receive(.search) {
            $0.searchStatus = .loading
            $0.isSearching = true
        }
        XCTAssertTrue(TeamChatProps.make(from: store.state).isSearching, "the search field shows no spinner while the search runs")
        await store.send(.select(4)) {  // a message picked while the search runs
            $0.selectedID = 4
            $0.isSearching = false
        }
        XCTAssertFalse(TeamChatProps.make(from: store.state).isSearching, "the spinner goes on after a message was picked")
        await service.gates.open("search lunch")  // the search answers after its spinner stopped
        await store.receive(.searchSuccess(roomID: "general", query: "lunch", [lunch, moved])) {
            $0.searchStatus = .succeeded
            $0.found = [self.lunch, self.moved]
        }
        await store.finish()
        XCTAssertEqual(TeamChatProps.make(from: store.state).searchResults.map(\.id), [3, 4], "the answer was dropped with the spinner")
    }

    func testTheViewModelsQueryBindingSearchesAndShowsTheResults() async {
        let service = makeService()
        let viewModel = TeamChatViewModel(
            initialState: generalRoom(),
            middlewares: [TeamChatLoader(service: service).middleware],
            environment: StoreEnvironment(clock: TestClock(), log: { _ in })
        )

        viewModel.query = "deploy"  // what `TextField("Search", text: $viewModel.query)` does
        await viewModel.settle()

        XCTAssertEqual(viewModel.query, "deploy")
        XCTAssertEqual(viewModel.props.searchResults.map(\.text), ["Deploy is done"])
        let calls = await service.calls
        XCTAssertEqual(calls, ["search(roomID: general, query: deploy)"])
    }
}

/// The lines a store logged, in order.
private final class LoggedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var logged: [String] = []
    var lines: [String] { lock.withLock { logged } }
    func append(_ line: String) { lock.withLock { logged.append(line) } }
}
