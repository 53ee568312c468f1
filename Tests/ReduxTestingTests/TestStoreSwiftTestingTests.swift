import ReduxRuntime
import ReduxTestSupport
import ReduxTesting
import Testing

/// The same store under Swift Testing: passing flows with the real reporter, and its failures
/// recorded as issues.
@MainActor
@Suite struct TestStoreSwiftTestingTests {
    let service = MessageCalls()

    @Test func loadingThenSuccess() async {
        let store = ChatFeature.testStore(service: service)
        let hello = Note(id: 1, text: "Hello")

        await store.send(.loadMessages(page: 1)) { $0.loadMessagesStatus = .loading }
        await service.answer(0, with: .success([hello]))
        await store.receive(.loadMessagesSuccess([hello])) {
            $0.messages = [hello]
            $0.loadMessagesStatus = .succeeded
        }
        await store.finish()
    }

    @Test func loadingThenFailure() async {
        let store = ChatFeature.testStore(service: service)
        await store.send(.loadMessages(page: 1)) { $0.loadMessagesStatus = .loading }
        await service.answer(0, with: .failure(.offline))
        await store.receive(.loadMessagesFailure(.offline)) { $0.loadMessagesStatus = .failed(.offline) }
        await store.finish()
    }

    @Test func aStateMismatchIsAnIssueWithTheDiff() async {
        let store = ChatFeature.testStore(service: service)
        await withKnownIssue {
            await store.send(.updateDraft("Hi")) { $0.draft = "Hello" }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("-   draft: \"Hello\",\n+   draft: \"Hi\",")
        }
    }

    @Test func anIssuePointsAtTheFailingLine() async {
        let store = ChatFeature.testStore(service: service)
        let line = #line + 2
        await withKnownIssue {
            await store.receive(.greet)
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "TestStoreSwiftTestingTests.swift"
        }
    }

    @Test func unreceivedActionsAtFinishAreReported() async {
        let log = FailureLog()
        let store = ChatFeature.testStore(service: service, failureReporter: log.reporter)
        await store.send(.greet)
        await store.finish()
        #expect(log.messages.count == 1)
        #expect(log.messages.first?.hasPrefix("1 action dispatched by the middlewares not asserted with receive(_:):\n  .updateDraft(\"Hello\")") == true)
    }
}
