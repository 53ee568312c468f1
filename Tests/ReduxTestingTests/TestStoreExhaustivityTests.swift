import ReduxRuntime
import ReduxTestSupport
import ReduxTesting
import XCTest

/// `exhaustivity = .off`: a test asserts only what it asks about; everything it asks about
/// is still checked.
@MainActor
final class TestStoreExhaustivityTests: XCTestCase {
    private let service = MessageCalls()
    private let failures = FailureLog()

    private func makeStore() -> TestStore<ChatState, ChatAction> {
        let store = ChatFeature.testStore(service: service, failureReporter: failures.reporter)
        store.exhaustivity = .off
        return store
    }

    func testReceiveSkipsTheActionsBeforeTheOneItAsksForAndNothingUnassertedFails() async {
        let store = makeStore()
        let hello = Note(id: 1, text: "Hello")
        await store.send(.greet)                         // receives .updateDraft("Hello"), never asserted
        await store.send(.loadMessages(page: 1))         // its state change is not asserted either
        await service.answer(0, with: .success([hello]))
        await store.receive(.loadMessagesSuccess([hello])) { $0.messages = [hello] }
        await store.send(.greet)
        await store.finish()
        XCTAssertEqual(failures.messages, [])
    }

    func testAStateAssertionChecksWhatItsClosureSets() async {
        let store = makeStore()
        await store.send(.greet)
        await store.send(.updateDraft("Hi")) { $0.draft = "Hello" }
        XCTAssertEqual(failures.messages, [
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
    }

    func testReceiveStillFailsForAnActionThatNeverComes() async {
        let store = makeStore()
        await store.send(.greet)
        await store.receive(.loadMessagesFailure(.offline), timeout: .milliseconds(10))
        XCTAssertEqual(failures.messages, ["Expected to receive .loadMessagesFailure(.offline), but all work finished without dispatching one."])
    }

    func testFinishStillFailsForWorkStillRunning() async {
        let store = makeStore()
        await store.send(.loadMessages(page: 1))
        await store.finish(timeout: .zero)
        XCTAssertEqual(failures.failures.count, 1)
        XCTAssertTrue(failures.messages[0].hasPrefix("Work that the middlewares started is still running"), failures.messages[0])
        await service.answer(0, with: .success([]))
    }
}

/// What `==` does not look at, a test store still compares: the values inside `Uncompared`
/// by their dumps, so a received stream element that differs fails.
@MainActor
final class TestStoreUncomparedTests: XCTestCase {
    private struct Frame: Sendable {
        let size: Int
        let render: @Sendable () -> String
    }

    private enum FrameAction: Equatable, Sendable {
        case frame(Uncompared<Frame>)
        case show
    }

    private struct FrameState: Equatable, Sendable {
        var last: Uncompared<Frame>?
    }

    private func makeStore(sending frame: Frame, failures: FailureLog) -> TestStore<FrameState, FrameAction> {
        let source = Middleware<FrameState, FrameAction>.handler { context, action, next in
            next(action)
            if case .show = action { context.dispatch(.frame(Uncompared(frame))) }
        }
        return TestStore(
            initialState: FrameState(),
            reducer: { (state: inout FrameState, action: FrameAction) in
                if case .frame(let frame) = action { state.last = frame }
            },
            middlewares: [source], failureReporter: failures.reporter
        )
    }

    func testReceivingAnotherElementFails() async {
        let failures = FailureLog()
        let arrived = Frame(size: 2, render: { "b" })
        let store = makeStore(sending: arrived, failures: failures)
        await store.send(.show)
        await store.receive(.frame(Uncompared(Frame(size: 1, render: { "a" })))) { $0.last = Uncompared(Frame(size: 1, render: { "a" })) }
        XCTAssertEqual(failures.failures.count, 1)
        XCTAssertTrue(failures.messages[0].hasPrefix("Received an action other than the expected one"), failures.messages[0])
        XCTAssertTrue(failures.messages[0].contains("size: 1") && failures.messages[0].contains("size: 2"), failures.messages[0])
    }

    func testReceivingTheSameElementPassesAndAStateHoldingAnotherFails() async {
        let failures = FailureLog()
        let arrived = Frame(size: 2, render: { "b" })
        let store = makeStore(sending: arrived, failures: failures)
        await store.send(.show)
        await store.receive(.frame(Uncompared(Frame(size: 2, render: { "other closure" })))) {
            $0.last = Uncompared(Frame(size: 3, render: { "b" }))
        }
        XCTAssertEqual(failures.failures.count, 1, "only the state, holding another frame, differs")
        XCTAssertTrue(failures.messages.first?.hasPrefix("The state after receive(") == true, failures.messages.first ?? "")
    }
}
