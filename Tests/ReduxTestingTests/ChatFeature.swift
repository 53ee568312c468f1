import ReduxRuntime
import ReduxTestSupport
import ReduxTesting

/// A small TeamChat-like feature: a draft, and notes loaded with a request whose answer the
/// test gives by hand (`ControlledCalls`).
struct Note: Equatable, Sendable {
    var id: Int
    var text: String
}

enum NoteError: Error, Equatable, Sendable {
    case offline
}

struct ChatState: Equatable, Sendable {
    var messages: [Note] = []
    var draft = ""
    var loadMessagesStatus: RequestStatus<NoteError> = .idle
}

enum ChatAction: Equatable, Sendable {
    case updateDraft(String)
    /// The greeter middleware answers it at once with `updateDraft("Hello")`.
    case greet
    case loadMessages(page: Int)
    case loadMessagesSuccess([Note])
    case loadMessagesFailure(NoteError)
}

/// The service's answers: one call per page.
typealias MessageCalls = ControlledCalls<Int, Result<[Note], NoteError>>

enum ChatFeature {
    static func reduce(_ state: ChatState, _ action: ChatAction) -> ChatState {
        var state = state
        switch action {
        case .updateDraft(let text):
            state.draft = text
        case .greet:
            break
        case .loadMessages:
            state.loadMessagesStatus = .loading
        case .loadMessagesSuccess(let messages) where state.loadMessagesStatus.isLoading:
            state.messages = messages
            state.loadMessagesStatus = .succeeded
        case .loadMessagesFailure(let error) where state.loadMessagesStatus.isLoading:
            state.loadMessagesStatus = .failed(error)
        case .loadMessagesSuccess, .loadMessagesFailure:
            break
        }
        return state
    }

    /// The line where `loader` makes its request, which messages about the call name.
    static let requestLine: UInt = #line + 11

    /// Calls `service` for each `loadMessages` and dispatches its answer (policy `latest`),
    /// after `debounce` when there is one.
    static func loader(service: MessageCalls, debounce: Duration? = nil) -> Middleware<ChatState, ChatAction> {
        Middleware { context in
            let runner = RequestRunner(context: context)
            return { action, next in
                next(action)
                guard case .loadMessages(let page) = action else { return }
                runner.run(
                    Request(id: RequestID("loadMessages"), debounce: debounce) {
                        switch await service.call(page) {
                        case .success(let messages): .success(.loadMessagesSuccess(messages))
                        case .failure(let error): .finalFailure(.loadMessagesFailure(error))
                        }
                    }
                )
            }
        }
    }

    /// Answers `greet` with `updateDraft("Hello")`, dispatched during the same dispatch.
    static let greeter = Middleware<ChatState, ChatAction>.handler { context, action, next in
        next(action)
        if case .greet = action { context.dispatch(.updateDraft("Hello")) }
    }

    @MainActor
    static func testStore(
        service: MessageCalls,
        failureReporter: @escaping TestFailureReporter = { $0.report() }
    ) -> TestStore<ChatState, ChatAction> {
        TestStore(
            initialState: ChatState(),
            reducer: reduce,
            middlewares: [greeter, loader(service: service)],
            failureReporter: failureReporter
        )
    }
}

/// Collects a test store's failures instead of failing the test, to check their text.
@MainActor
final class FailureLog {
    private(set) var failures: [TestFailure] = []

    var reporter: TestFailureReporter {
        { [weak self] failure in self?.failures.append(failure) }
    }

    /// The messages of the failures so far.
    var messages: [String] { failures.map(\.message) }
}
