import ReduxRuntime
import ReduxTesting
import XCTest
@testable import GoldenFeatures
import ReduxTestSupport

/// Specs/Inbox.yaml's `send: { params: { text: String }, on: { sendDraft: { text: state.draft },
/// reply: { text: '"> " + quoting' } } }`: once `sendDraft` or `reply` is reduced, the loader
/// dispatches `send` with the text its expression computes, from the state the action left
/// and the action's payload; the send then runs as any (queued, shown at once).
@MainActor
final class InboxTriggerParamsTests: XCTestCase {
    private let service = FakeInboxService()

    private func makeStore(_ state: InboxState) -> TestStore<InboxState, InboxAction> {
        TestStore(
            initialState: state, reducer: InboxReducer.reduce, middlewares: [InboxLoader(service: service).middleware],
            environment: StoreEnvironment(log: { _ in }, storage: InMemoryStorage()))
    }

    /// Notes in the state's send predictions what `change` notes, as the reducer does, on a
    /// copy of `mails`: the test states what `mails` shows itself.
    private static func noting(_ state: inout InboxState, _ change: (inout OptimisticCalls<Void, OptimisticInsertion<Mail>>, inout [Mail]) -> Void) {
        var taken = state.sendPredictions.take()
        var shown = state.mails
        change(&taken, &shown)
        state.sendPredictions = taken
    }

    func testEachTriggerGivesTheSendItsTextAndOtherActionsStartNothing() {
        let loader = InboxLoader(service: service)
        let state = InboxState(draft: "see you")
        XCTAssertEqual(loader.requestsStarted(by: .sendDraft, in: state), [.send(text: "see you")])
        XCTAssertEqual(loader.requestsStarted(by: .reply(quoting: "lunch?"), in: state), [.send(text: "> lunch?")])
        XCTAssertEqual(loader.requestsStarted(by: .updateDraft("x"), in: state), [])
        XCTAssertEqual(loader.requestsStarted(by: .send(text: "x"), in: state), [], "a request does not start itself")
    }

    func testSendDraftSendsTheDraftWhichShowsAtOnceUntilItsAnswer() async {
        let store = makeStore(InboxState(draft: "see you"))
        await store.send(.sendDraft)
        await store.receive(.send(text: "see you")) {
            Self.noting(&$0) { $0.predict(Mail(id: -1, text: "see you", isSent: false), appendingTo: &$1, for: ()) }
            $0.mails = [Mail(id: -1, text: "see you", isSent: false)]  // shown at once
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        await service.sends.answer(to: "see you", with: .success(Mail(id: 7, text: "see you")))
        await store.receive(.sendSuccess(text: "see you", Mail(id: 7, text: "see you"))) {
            Self.noting(&$0) { $0.confirm(Mail(id: 7, text: "see you"), appendingTo: &$1) }
            $0.mails = [Mail(id: 7, text: "see you")]
            $0.sendInFlight = 0
            $0.sendStatus = .succeeded
        }
        await store.finish()
    }

    func testAReplySendsItsQuoteAndAFailureKeepsItMarkedFailed() async {
        let store = makeStore(InboxState())
        await store.send(.reply(quoting: "lunch?"))
        await store.receive(.send(text: "> lunch?")) {
            Self.noting(&$0) { $0.predict(Mail(id: -1, text: "> lunch?", isSent: false), appendingTo: &$1, for: ()) }
            $0.mails = [Mail(id: -1, text: "> lunch?", isSent: false)]
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        await service.sends.answer(to: "> lunch?", with: .failure(.offline))
        await store.receive(.sendFailure(text: "> lunch?", .offline)) {
            Self.noting(&$0) { $0.markFailed(in: &$1) }
            // the mail stays shown, marked failed
            $0.sendInFlight = 0
            $0.sendStatus = .failed(.offline)
        }
        XCTAssertEqual(store.state.mails, [Mail(id: -1, text: "> lunch?", isSent: false)])
        XCTAssertEqual(store.state.sendPredictions.failed, [Mail(id: -1, text: "> lunch?", isSent: false)])
        await store.finish()
    }
}
