import Foundation
import ReduxRuntime
import ReduxTestSupport
import XCTest

@testable import GoldenFeatures

/// Specs/Mailbox.yaml's `search: { on: [setQuery, setScope] }`: the loader dispatches the
/// request action after each of those actions has been reduced, so the call reads the edited
/// state; other actions start nothing.
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

        func previews(folder: String) -> AsyncStream<Preview> { AsyncStream { $0.finish() } }
        func connection() -> AsyncStream<Bool> { AsyncStream { $0.finish() } }
    }

    func testOnlyTheNamedActionsTriggerTheRequest() {
        let loader = MailboxLoader(service: Service())
        XCTAssertEqual(loader.requestActions(after: .setQuery("lunch")), [.search])
        XCTAssertEqual(loader.requestActions(after: .setScope(.subject)), [.search])
        XCTAssertEqual(loader.requestActions(after: .setDraft("Hi")), [])
        XCTAssertEqual(loader.requestActions(after: .search), [], "a request does not trigger itself")
    }

    func testATriggeredRequestRunsAfterItsActionAndNotBefore() async {
        let service = Service()
        let recorder = Recorder<MailboxAction>()
        let store = Store(
            initialState: MailboxState(), reducer: MailboxReducer.reduce,
            middlewares: [MailboxLoader(service: service).middleware, recordingMiddleware(into: recorder)])
        store.dispatch(.setDraft("unrelated"))
        await settle(store)
        XCTAssertEqual(recorder.values, [.setDraft("unrelated")])
        XCTAssertEqual(service.searches, [], "an action that is not a trigger started the search")

        store.dispatch(.setQuery("lunch"))
        XCTAssertEqual(recorder.values, [.setDraft("unrelated"), .setQuery("lunch"), .search], "the request follows its action")
        XCTAssertTrue(store.state.searchStatus.isLoading)
        await settle(store)
        XCTAssertEqual(recorder.values.last, .searchSuccess([5]))
        XCTAssertEqual(store.state.results, [5])
        XCTAssertEqual(service.searches, ["lunch in everywhere"], "the call read the query after the edit was reduced")
    }

    func testABindingEditedInTheViewModelStartsTheSearch() async {
        let service = Service()
        let viewModel = MailboxViewModel(initialState: MailboxState(), middlewares: [MailboxLoader(service: service).middleware])
        viewModel.query = "tea"
        viewModel.scope = .subject
        await viewModel.settle()
        XCTAssertEqual(service.searches, ["tea in everywhere", "tea in subject"])
        XCTAssertEqual(viewModel.query, "tea")
    }
}
