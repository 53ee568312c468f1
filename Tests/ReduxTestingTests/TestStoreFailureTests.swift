import ReduxRuntime
import ReduxTestSupport
import ReduxTesting
import XCTest

/// Each kind of failure a `TestStore` reports, with its text and line.
@MainActor
final class TestStoreFailureTests: XCTestCase {
    private let service = MessageCalls()
    private let log = FailureLog()

    private func makeStore() -> TestStore<ChatState, ChatAction> {
        ChatFeature.testStore(service: service, failureReporter: log.reporter)
    }

    func testStateMismatchOnSendShowsADiffAtTheSendLine() async {
        let store = makeStore()
        let line: UInt = #line + 1
        await store.send(.updateDraft("Hi")) { $0.draft = "Hello" }

        XCTAssertEqual(log.messages, [
            """
            The state after send(.updateDraft("Hi")) is not the expected one (- expected, + actual):
              ChatState(
                messages: [],
            -   draft: "Hello",
            +   draft: "Hi",
                loadMessagesStatus: .idle,
              )
            """,
        ])
        XCTAssertEqual(log.failures.first?.line, line)
        XCTAssertEqual(log.failures.first?.fileID, "ReduxTestingTests/TestStoreFailureTests.swift")
    }

    func testAStepStartsFromTheActualStateAfterAFailure() async {
        let store = makeStore()
        await store.send(.updateDraft("Hi")) { $0.draft = "Hello" }
        await store.send(.updateDraft("Hi there")) { $0.draft = "Hi there" }
        XCTAssertEqual(log.failures.count, 1)
    }

    func testStateChangeWithoutAnAssertionFails() async {
        let store = makeStore()
        await store.send(.loadMessages(page: 1))
        await service.answer(0, with: .failure(.offline))
        await store.receive(.loadMessagesFailure(.offline))

        XCTAssertEqual(log.messages, [
            """
            The state after send(.loadMessages(page: 1)) is not the expected one (- expected, + actual):
              ChatState(
                messages: [],
                draft: "",
            -   loadMessagesStatus: .idle,
            +   loadMessagesStatus: .loading,
              )
            """,
            """
            The state after receive(.loadMessagesFailure(.offline)) is not the expected one (- expected, + actual):
              ChatState(
                messages: [],
                draft: "",
            -   loadMessagesStatus: .loading,
            +   loadMessagesStatus: .failed(.offline),
              )
            """,
        ])
    }

    func testStateMismatchOnReceiveShowsADiff() async {
        let store = makeStore()
        await store.send(.loadMessages(page: 1)) { $0.loadMessagesStatus = .loading }
        await service.answer(0, with: .success([Note(id: 1, text: "Hello")]))
        let line: UInt = #line + 1
        await store.receive(.loadMessagesSuccess([Note(id: 1, text: "Hello")])) {
            $0.messages = [Note(id: 1, text: "Hi")]
            $0.loadMessagesStatus = .succeeded
        }

        XCTAssertEqual(log.messages, [
            """
            The state after receive(.loadMessagesSuccess([Note(id: 1, text: "Hello")])) is not the expected one (- expected, + actual):
              ChatState(
            -   messages: [Note(id: 1, text: "Hi")],
            +   messages: [Note(id: 1, text: "Hello")],
                draft: "",
                loadMessagesStatus: .succeeded,
              )
            """,
        ])
        XCTAssertEqual(log.failures.first?.line, line)
    }

    func testReceivingAnotherActionShowsBoth() async {
        let store = makeStore()
        await store.send(.loadMessages(page: 1)) { $0.loadMessagesStatus = .loading }
        await service.answer(0, with: .failure(.offline))
        await store.receive(.loadMessagesSuccess([])) { $0.loadMessagesStatus = .succeeded }

        XCTAssertEqual(log.messages, [
            """
            Received an action other than the expected one (- expected, + received):
            - .loadMessagesSuccess([])
            + .loadMessagesFailure(.offline)
            """,
        ])
        // The received action's state is taken as asserted: finishing reports nothing more.
        await store.finish()
        XCTAssertEqual(log.failures.count, 1)
    }

    func testReceivingWhenAllWorkFinishedWithoutAnActionFails() async {
        let store = makeStore()
        await store.send(.updateDraft("Hi")) { $0.draft = "Hi" }
        let line: UInt = #line + 1
        await store.receive(.greet)

        XCTAssertEqual(log.messages, ["Expected to receive .greet, but all work finished without dispatching one."])
        XCTAssertEqual(log.failures.first?.line, line)
    }

    func testReceivingWhileWorkRunsPastTheTimeoutFails() async {
        let store = makeStore()
        await store.send(.loadMessages(page: 1)) { $0.loadMessagesStatus = .loading }
        // The call is not answered: the work cannot finish, so only the timeout ends the wait.
        await store.receive(.loadMessagesSuccess([]), timeout: .zero)

        XCTAssertEqual(log.messages, [
            """
            Expected to receive .loadMessagesSuccess([]), but nothing arrived within 0.0 seconds while work was still running:
              - the request loadMessages (ReduxTestingTests/ChatFeature.swift:\(ChatFeature.requestLine))
            Answer or cancel it (an unanswered call, an endless stream?), or stop it before the test ends.
            """,
        ])
        await service.answer(0, with: .success([]))
        await store.receive(.loadMessagesSuccess([])) { $0.loadMessagesStatus = .succeeded }
        await store.finish()
        XCTAssertEqual(log.failures.count, 1)
    }

    func testUnreceivedActionsAtFinishAreListedWithTheirStateChanges() async {
        let store = makeStore()
        await store.send(.greet)
        await store.send(.loadMessages(page: 1)) { $0.loadMessagesStatus = .loading }
        XCTAssertEqual(log.failures.count, 1, "sending with a received action left fails")
        await service.answer(0, with: .success([Note(id: 1, text: "Hello")]))
        await store.finish()

        XCTAssertEqual(log.messages.last, """
            1 action dispatched by the middlewares not asserted with receive(_:):
              .loadMessagesSuccess([Note(id: 1, text: "Hello")])
            The state changes they made were not asserted either (- asserted, + actual):
              ChatState(
            -   messages: [],
            +   messages: [Note(id: 1, text: "Hello")],
                draft: "Hello",
            -   loadMessagesStatus: .loading,
            +   loadMessagesStatus: .succeeded,
              )
            """)
    }

    func testSendingWithUnreceivedActionsFailsAndSkipsThem() async {
        let store = makeStore()
        await store.send(.greet)
        await store.send(.updateDraft("Bye")) { $0.draft = "Bye" }

        XCTAssertEqual(log.messages, [
            """
            Must receive every action the middlewares dispatched before sending .updateDraft("Bye"). \
            1 action dispatched by the middlewares not asserted with receive(_:):
              .updateDraft("Hello")
            """,
        ])
        await store.finish()
        XCTAssertEqual(log.failures.count, 1)
    }

    func testUnfinishedWorkAtFinishFails() async {
        let store = makeStore()
        await store.send(.loadMessages(page: 1)) { $0.loadMessagesStatus = .loading }
        let line: UInt = #line + 1
        await store.finish(timeout: .zero)

        XCTAssertEqual(log.messages, [
            """
            Work that the middlewares started is still running 0.0 seconds after finish() began waiting:
              - the request loadMessages (ReduxTestingTests/ChatFeature.swift:\(ChatFeature.requestLine))
            Answer or cancel it (an unanswered call, an endless stream?), or stop it before the test ends.
            """,
        ])
        XCTAssertEqual(log.failures.first?.line, line)
        await service.answer(0, with: .success([]))
        await store.store.settle()
    }

    func testADeallocatedStoreReportsTheActionsItKnowsOf() async {
        let line: UInt = #line + 2
        var store: TestStore<ChatState, ChatAction>? =
            TestStore(initialState: ChatState(), reducer: ChatFeature.reduce, middlewares: [ChatFeature.greeter], failureReporter: log.reporter)
        await store?.send(.greet)
        store = nil

        XCTAssertEqual(log.messages, [
            """
            1 action dispatched by the middlewares not asserted with receive(_:):
              .updateDraft("Hello")
            (Reported when the test store was deallocated; call finish() to check for unfinished work too.)
            """,
        ])
        XCTAssertEqual(log.failures.first?.line, line)
    }

    func testAFinishedStoreReportsNothingWhenDeallocated() async {
        var store: TestStore<ChatState, ChatAction>? = makeStore()
        await store?.send(.greet)
        await store?.receive(.updateDraft("Hello")) { $0.draft = "Hello" }
        await store?.finish()
        store = nil
        XCTAssertEqual(log.messages, [])
    }

    func testActionsDispatchedDuringSetupAreReceivedFromTheInitialState() async {
        let greetingAtSetup = Middleware<ChatState, ChatAction> { context in
            context.dispatch(.updateDraft("Hello"))
            return { action, next in next(action) }
        }
        let store = TestStore(
            initialState: ChatState(),
            reducer: ChatFeature.reduce,
            middlewares: [greetingAtSetup],
            failureReporter: log.reporter
        )
        await store.receive(.updateDraft("Hello"))

        XCTAssertEqual(log.messages, [
            """
            The state after receive(.updateDraft("Hello")) is not the expected one (- expected, + actual):
              ChatState(
                messages: [],
            -   draft: "",
            +   draft: "Hello",
                loadMessagesStatus: .idle,
              )
            """,
        ])
    }
}
