import ReduxRuntime
import ReduxTestSupport
import ReduxTesting
import XCTest

/// Passing flows under XCTest, with the real failure reporter: any failure fails the test.
@MainActor
final class TestStoreFlowTests: XCTestCase {
    private let service = MessageCalls()

    func testLoadingThenSuccess() async {
        let store = ChatFeature.testStore(service: service)
        let hello = Note(id: 1, text: "Hello")

        await store.send(.loadMessages(page: 1)) { $0.loadMessagesStatus = .loading }
        await service.answer(0, with: .success([hello]))
        await store.receive(.loadMessagesSuccess([hello])) {
            $0.messages = [hello]
            $0.loadMessagesStatus = .succeeded
        }
        await store.finish()

        let pages = await service.arguments
        XCTAssertEqual(pages, [1])
    }

    func testLoadingThenFailure() async {
        let store = ChatFeature.testStore(service: service)

        await store.send(.loadMessages(page: 1)) { $0.loadMessagesStatus = .loading }
        await service.answer(0, with: .failure(.offline))
        await store.receive(.loadMessagesFailure(.offline)) { $0.loadMessagesStatus = .failed(.offline) }
        await store.finish()
    }

    func testReceiveWaitsForAnAnswerGivenLater() async {
        let store = ChatFeature.testStore(service: service)
        await store.send(.loadMessages(page: 1)) { $0.loadMessagesStatus = .loading }
        // Answered only once `receive` waits: it must wait for the action, not fail at once.
        let service = service
        Task { await service.answer(0, with: .success([])) }
        await store.receive(.loadMessagesSuccess([])) { $0.loadMessagesStatus = .succeeded }
        await store.finish()
    }

    func testASupersededCallsAnswerIsNeverReceived() async {
        let store = ChatFeature.testStore(service: service)
        await store.send(.loadMessages(page: 1)) { $0.loadMessagesStatus = .loading }
        await service.waitForCalls(1)
        await store.send(.loadMessages(page: 2))
        await service.waitForCalls(2)
        await service.answer(to: 1, with: .success([Note(id: 1, text: "Old")]))
        await service.answer(to: 2, with: .success([Note(id: 2, text: "New")]))
        await store.receive(.loadMessagesSuccess([Note(id: 2, text: "New")])) {
            $0.messages = [Note(id: 2, text: "New")]
            $0.loadMessagesStatus = .succeeded
        }
        await store.finish()
    }

    func testActionsDispatchedDuringASendAreReceived() async {
        let store = ChatFeature.testStore(service: service)
        await store.send(.greet)
        await store.receive(.updateDraft("Hello")) { $0.draft = "Hello" }
        await store.finish()
    }

    func testSkippedReceivedActionsAreAccepted() async {
        let store = ChatFeature.testStore(service: service)
        await store.send(.greet)
        store.skipReceivedActions()
        await store.send(.updateDraft("Bye")) { $0.draft = "Bye" }
        await store.finish()
        XCTAssertEqual(store.state.draft, "Bye")
    }
}
