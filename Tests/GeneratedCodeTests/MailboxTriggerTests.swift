import Foundation
import ReduxRuntime
import ReduxTestSupport
import XCTest

@testable import GoldenFeatures

/// Specs/Mailbox.yaml's `search: { on: [setQuery, setScope, refresh], when: state.isSignedIn }`: the
/// loader dispatches the request action after each of those actions has been reduced, so the
/// call reads the edited state; other actions start nothing. Signed out, the call is skipped
/// and logged, and the status stays as it was. `sendDraft: { then: [clearDraft, search] }`:
/// both follow each success of `sendDraft`, in order; nothing follows a failure, nor a success
/// that arrives when the call is no longer loading.
@MainActor
final class MailboxTriggerTests: XCTestCase {
    /// A service that answers each search with the length of its query, and records what it
    /// was asked.
    private final class Service: MailboxService, @unchecked Sendable {
        private let lock = NSLock()
        private var asked: [String] = []
        /// The query and scope of each search, in order.
        var searches: [String] { lock.withLock { asked } }

        func search(query: String, scope: MailScope) async throws -> [Int] {
            lock.withLock { asked.append("\(query) in \(scope)") }
            return [query.count]
        }

        /// Whether a send fails.
        var sendFails = false

        func sendDraft(draft: String) async throws {
            if sendFails { throw CancellationError() }
        }

        func emptyTrash() async throws {}
        func previews(folder: String) -> AsyncStream<Preview> { AsyncStream { $0.finish() } }
        func connection() -> AsyncStream<Bool> { AsyncStream { $0.finish() } }
    }

    func testOnlyTheNamedActionsTriggerTheRequest() {
        let loader = MailboxLoader(service: Service())
        let state = MailboxState()
        XCTAssertEqual(loader.followUps(after: .setQuery("lunch"), state: state), [.search])
        XCTAssertEqual(loader.followUps(after: .setScope(.subject), state: state), [.search])
        XCTAssertEqual(loader.followUps(after: .refresh, state: state), [.search])
        XCTAssertEqual(loader.followUps(after: .draftEdited("Hi"), state: state), [])
        XCTAssertEqual(loader.followUps(after: .search, state: state), [], "a request does not trigger itself")
    }

    func testATriggeredRequestRunsAfterItsActionAndNotBefore() async {
        let service = Service()
        let recorder = Recorder<MailboxAction>()
        let store = Store(
            initialState: MailboxState(), reducer: MailboxReducer.reduce,
            middlewares: [MailboxLoader(service: service).middleware, recordingMiddleware(into: recorder)])
        store.dispatch(.draftEdited("unrelated"))
        await settle(store)
        XCTAssertEqual(recorder.values, [.draftEdited("unrelated")])
        XCTAssertEqual(service.searches, [], "an action that is not a trigger started the search")

        store.dispatch(.setQuery("lunch"))
        XCTAssertEqual(recorder.values, [.draftEdited("unrelated"), .setQuery("lunch"), .search], "the request follows its action")
        XCTAssertTrue(store.state.searchStatus.isLoading)
        await settle(store)
        XCTAssertEqual(recorder.values.last, .searchSuccess(query: "lunch", scope: .everywhere, [5]))
        XCTAssertEqual(store.state.results, [5])
        XCTAssertEqual(service.searches, ["lunch in everywhere"], "the call read the query after the edit was reduced")
    }

    func testAFalseConditionSkipsTheCallLogsItAndLeavesTheStatus() async {
        let service = Service()
        let recorder = Recorder<MailboxAction>()
        let logged = LogCapture()
        let store = Store(
            initialState: MailboxState(isSignedIn: false), reducer: MailboxReducer.reduce,
            middlewares: [MailboxLoader(service: service).middleware, recordingMiddleware(into: recorder)],
            environment: StoreEnvironment(log: logged.append))
        store.dispatch(.setQuery("lunch"))
        await settle(store)
        XCTAssertEqual(recorder.values, [.setQuery("lunch"), .search], "the request action is still reduced")
        XCTAssertEqual(store.state.searchStatus, .idle, "a skipped call leaves the status as it was")
        XCTAssertEqual(service.searches, [])
        XCTAssertEqual(logged.lines, ["reduxgen: skipped search: its when: condition is false"])
    }

    func testTheReducerKeepsAFailedStatusWhenTheConditionIsFalse() {
        let failed = RequestStatus<RequestError>.failed(.timedOut(after: .seconds(1)))
        var state = MailboxState(isSignedIn: false, searchStatus: failed)
        MailboxReducer.reduce(&state, .search)
        XCTAssertEqual(state.searchStatus, failed)
        state.isSignedIn = true
        MailboxReducer.reduce(&state, .search)
        XCTAssertTrue(state.searchStatus.isLoading)
    }

    func testWhatFollowsASuccessIsDispatchedAfterItInOrder() async {
        let service = Service()
        let recorder = Recorder<MailboxAction>()
        let store = Store(
            initialState: MailboxState(query: "tea", draft: "Hi"), reducer: MailboxReducer.reduce,
            middlewares: [MailboxLoader(service: service).middleware, recordingMiddleware(into: recorder)])
        store.dispatch(.sendDraft)
        await settle(store)
        XCTAssertEqual(recorder.values, [.sendDraft, .sendDraftSuccess(draft: "Hi"), .clearDraft, .search, .searchSuccess(query: "tea", scope: .everywhere, [3])])
        XCTAssertEqual(service.searches, ["tea in everywhere"])
    }

    func testNothingFollowsAFailure() async {
        let service = Service()
        service.sendFails = true
        let recorder = Recorder<MailboxAction>()
        let store = Store(
            initialState: MailboxState(draft: "Hi"), reducer: MailboxReducer.reduce,
            middlewares: [MailboxLoader(service: service).middleware, recordingMiddleware(into: recorder)])
        store.dispatch(.sendDraft)
        await settle(store)
        XCTAssertEqual(recorder.values.count, 2)
        guard case .sendDraftFailure = recorder.values.last else { return XCTFail("\(recorder.values)") }
        XCTAssertEqual(service.searches, [])
    }

    func testASuccessIsFollowedUpWhateverTheStatus() async {
        // The reducer applies every success that reaches it (the loader dispatches a current
        // call's alone), and the loader follows up each one it applies.
        let loader = MailboxLoader(service: Service())
        for status: RequestStatus<RequestError> in [.idle, .loading, .succeeded, .failed(RequestError(Offline()))] {
            XCTAssertEqual(
                loader.followUps(after: .sendDraftSuccess(draft: "Hi"), state: MailboxState(sendDraftStatus: status)), [.clearDraft, .search],
                "while \(status)")
        }
    }

    func testABindingEditedInTheViewModelStartsTheSearch() async {
        let service = Service()
        let viewModel = MailboxViewModel(initialState: MailboxState(), middlewares: [MailboxLoader(service: service).middleware])
        viewModel.query = "tea"
        await viewModel.settle()
        viewModel.scope = .subject
        await viewModel.settle()
        XCTAssertEqual(service.searches, ["tea in everywhere", "tea in subject"])
        XCTAssertEqual(viewModel.props.title, "Inbox")
        XCTAssertEqual(viewModel.query, "tea")
    }
}
