import ReduxRuntime
import ReduxTesting
import XCTest
@testable import GoldenFeatures
import ReduxTestSupport

/// The generated Inbox's optimistic requests, with the predictions of
/// Models/InboxPredictionsFilledIn.swift: each shown at once, replaced by its answer, undone
/// exactly on failure (a send's kept, marked failed, until it is sent again), per call, under
/// every policy and `into` mode. A state assertion
/// compares the predictions too: each step notes in them what the reducer notes
/// (`noting`), and states what the field shows.
@MainActor
final class InboxOptimisticTests: XCTestCase {
    private let service = FakeInboxService()
    private let hello = Mail(id: 1, text: "hello")

    private func makeStore(_ state: InboxState) -> TestStore<InboxState, InboxAction> {
        TestStore(
            initialState: state, reducer: InboxReducer.reduce, middlewares: [InboxLoader(service: service).middleware],
            environment: StoreEnvironment(log: { _ in }, storage: InMemoryStorage()))
    }

    /// Notes in `state`'s predictions (at `predictions`) what `change` notes, as the reducer
    /// does, working on a copy of the field they predict (at `field`): the test states what
    /// the field shows itself.
    private static func noting<Call, Change, Field>(
        _ state: inout InboxState, _ predictions: WritableKeyPath<InboxState, OptimisticCalls<Call, Change>>,
        _ field: WritableKeyPath<InboxState, Field>, _ change: (inout OptimisticCalls<Call, Change>, inout Field) -> Void
    ) {
        var taken = state[keyPath: predictions].take()
        var shown = state[keyPath: field]
        change(&taken, &shown)
        state[keyPath: predictions] = taken
    }

    // MARK: send: queue, append

    func testTwoOverlappingQueuedSendsTheSecondFailingKeepsOnlyTheSecondMarkedFailed() async {
        let store = makeStore(InboxState(mails: [hello]))
        await store.send(.send(text: "a")) {
            Self.noting(&$0, \.sendPredictions, \.mails) { $0.predict(Mail(id: -2, text: "a", isSent: false), appendingTo: &$1, for: ()) }
            $0.mails.append(Mail(id: -2, text: "a", isSent: false))  // shown at once
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        await store.send(.send(text: "b")) {
            Self.noting(&$0, \.sendPredictions, \.mails) { $0.predict(Mail(id: -3, text: "b", isSent: false), appendingTo: &$1, for: ()) }
            $0.mails.append(Mail(id: -3, text: "b", isSent: false))
            $0.sendInFlight = 2
        }
        await service.sends.answer(to: "a", with: .success(Mail(id: 10, text: "a")))
        await store.receive(.sendSuccess(text: "a", Mail(id: 10, text: "a"))) {
            Self.noting(&$0, \.sendPredictions, \.mails) { $0.confirm(Mail(id: 10, text: "a"), appendingTo: &$1) }
            $0.mails[1] = Mail(id: 10, text: "a")  // the answer where the prediction was
            $0.sendInFlight = 1
        }
        await service.sends.answer(to: "b", with: .failure(.rejected))
        await store.receive(.sendFailure(text: "b", .rejected)) {
            Self.noting(&$0, \.sendPredictions, \.mails) { $0.markFailed(in: &$1) }
            // b stays shown, marked failed
            $0.sendInFlight = 0
            $0.sendStatus = .failed(.rejected)
        }
        XCTAssertEqual(store.state.mails, [hello, Mail(id: 10, text: "a"), Mail(id: -3, text: "b", isSent: false)])
        XCTAssertEqual(store.state.sendPredictions.failed, [Mail(id: -3, text: "b", isSent: false)])
        await store.finish()
    }

    /// `onFailure: keep`: a failed send stays in the list, marked failed; sent again, it shows
    /// once, not failed, where it was, and its answer replaces it.
    func testAFailedSendStaysMarkedFailedAndItsResendReplacesItOnce() async {
        let store = makeStore(InboxState(mails: [hello]))
        let pending = Mail(id: -2, text: "a", isSent: false)
        await store.send(.send(text: "a")) {
            Self.noting(&$0, \.sendPredictions, \.mails) { $0.predict(pending, appendingTo: &$1, for: ()) }
            $0.mails.append(pending)
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        await service.sends.answer(to: "a", with: .failure(.offline))
        await store.receive(.sendFailure(text: "a", .offline)) {
            Self.noting(&$0, \.sendPredictions, \.mails) { $0.markFailed(in: &$1) }
            $0.sendInFlight = 0
            $0.sendStatus = .failed(.offline)
        }
        XCTAssertEqual(store.state.mails, [hello, pending])
        XCTAssertEqual(store.state.sendPredictions.failed, [pending])

        await store.send(.send(text: "a")) {
            Self.noting(&$0, \.sendPredictions, \.mails) { $0.predict(pending, appendingTo: &$1, for: ()) }
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        XCTAssertEqual(store.state.mails, [hello, pending], "the resend shows the mail twice")
        XCTAssertEqual(store.state.sendPredictions.failed, [], "the resend still shows the mail failed")

        await service.sends.answer(to: "a", with: .success(Mail(id: 10, text: "a")))
        await store.receive(.sendSuccess(text: "a", Mail(id: 10, text: "a"))) {
            Self.noting(&$0, \.sendPredictions, \.mails) { $0.confirm(Mail(id: 10, text: "a"), appendingTo: &$1) }
            $0.mails = [self.hello, Mail(id: 10, text: "a")]
            $0.sendInFlight = 0
            $0.sendStatus = .succeeded
        }
        XCTAssertEqual(store.state.sendPredictions, OptimisticCalls())
        await store.finish()
    }

    func testTheFirstOfTwoQueuedSendsFailingKeepsItsOwnMarkedFailedAndTheSecondsAnswerReplacesTheSecond() async {
        let store = makeStore(InboxState(mails: [hello]))
        await store.send(.send(text: "a")) {
            Self.noting(&$0, \.sendPredictions, \.mails) { $0.predict(Mail(id: -2, text: "a", isSent: false), appendingTo: &$1, for: ()) }
            $0.mails.append(Mail(id: -2, text: "a", isSent: false))
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        await store.send(.send(text: "b")) {
            Self.noting(&$0, \.sendPredictions, \.mails) { $0.predict(Mail(id: -3, text: "b", isSent: false), appendingTo: &$1, for: ()) }
            $0.mails.append(Mail(id: -3, text: "b", isSent: false))
            $0.sendInFlight = 2
        }
        await service.sends.answer(to: "a", with: .failure(.offline))
        await store.receive(.sendFailure(text: "a", .offline)) {
            Self.noting(&$0, \.sendPredictions, \.mails) { $0.markFailed(in: &$1) }
            $0.sendInFlight = 1
            $0.sendStatus = .failed(.offline)
        }
        await service.sends.answer(to: "b", with: .success(Mail(id: 11, text: "b")))
        await store.receive(.sendSuccess(text: "b", Mail(id: 11, text: "b"))) {
            Self.noting(&$0, \.sendPredictions, \.mails) { $0.confirm(Mail(id: 11, text: "b"), appendingTo: &$1) }
            $0.mails = [self.hello, Mail(id: -2, text: "a", isSent: false), Mail(id: 11, text: "b")]
            $0.sendInFlight = 0
        }
        XCTAssertEqual(store.state.sendPredictions.failed, [Mail(id: -2, text: "a", isSent: false)])
        await store.send(.dismissSendError) { $0.sendStatus = .idle }
        await store.finish()
    }

    // MARK: rename: latest, assign, cancel, when

    /// `when: '!state.title.isEmpty'`: a rename to an empty title shows its prediction while
    /// the action is reduced, then is skipped: no prediction is left, the rename in flight is
    /// cancelled (its own prediction undone, its status idle), and its late answer never shows.
    /// The reducer logic may set the status while a rename runs: its cancel still undoes the
    /// prediction (the loader cancels the call all the same).
    func testACancelUndoesThePredictionWhateverTheStatusSays() {
        var state = InboxReducer.reduce(InboxState(), .rename(title: "Mail"))
        XCTAssertEqual(state.title, "Mail")
        state.renameStatus = .idle  // as a reducer logic might
        state = InboxReducer.reduce(state, .cancelRename)
        XCTAssertEqual(state.title, "Inbox", "the cancelled rename's prediction is still shown")
        XCTAssertTrue(state.renamePredictions.isEmpty)
    }

    func testASkippedOptimisticCallLeavesNoPredictionAndCancelsTheOneInFlight() async {
        let store = makeStore(InboxState())
        await store.send(.rename(title: "Mail")) {
            Self.noting(&$0, \.renamePredictions, \.title) { $0.rollBackAll(in: &$1); $0.predict("Mail", in: &$1, for: ()) }
            $0.title = "Mail"
            $0.renameStatus = .loading
        }
        await store.send(.rename(title: "")) {
            Self.noting(&$0, \.renamePredictions, \.title) { $0.rollBackAll(in: &$1) }  // the skipped call's own prediction is undone too
            $0.title = "Inbox"
            $0.renameStatus = .idle
        }
        XCTAssertTrue(store.state.renamePredictions.isEmpty, "a skipped call left a prediction")
        await service.renames.answer(to: "Mail", with: .success("Mail"))  // cancelled: dropped
        await store.finish()
        XCTAssertEqual(store.state.title, "Inbox")
        let renames = await service.renames.arguments
        XCTAssertEqual(renames, ["Mail"], "the skipped rename was sent")
    }

    func testARenameSupersededByAnotherUndoesTheFirstPredictionAndAFailureRestoresTheTitle() async {
        let store = makeStore(InboxState())
        await store.send(.rename(title: "Mail")) {
            Self.noting(&$0, \.renamePredictions, \.title) { $0.rollBackAll(in: &$1); $0.predict("Mail", in: &$1, for: ()) }
            $0.title = "Mail"
            $0.renameStatus = .loading
        }
        await store.send(.rename(title: "Post")) {
            Self.noting(&$0, \.renamePredictions, \.title) { $0.rollBackAll(in: &$1); $0.predict("Post", in: &$1, for: ()) }
            $0.title = "Post"  // the first call is cancelled; its prediction gives way
        }
        await service.renames.answer(to: "Post", with: .success("Post"))
        await store.receive(.renameSuccess(title: "Post", "Post")) {
            Self.noting(&$0, \.renamePredictions, \.title) { $0.confirm("Post", in: &$1) }
            $0.renameStatus = .succeeded
        }
        await service.renames.answer(to: "Mail", with: .success("Mail"))  // cancelled: dropped

        await store.send(.rename(title: "Letters")) {
            Self.noting(&$0, \.renamePredictions, \.title) { $0.rollBackAll(in: &$1); $0.predict("Letters", in: &$1, for: ()) }
            $0.title = "Letters"
            $0.renameStatus = .loading
        }
        await service.renames.answer(to: "Letters", with: .failure(Offline()))
        await store.receive(.renameFailure(title: "Letters", RequestError(Offline()))) {
            Self.noting(&$0, \.renamePredictions, \.title) { $0.rollBack(in: &$1) }
            $0.title = "Post"
            $0.renameStatus = .failed(RequestError(Offline()))
        }
        await store.finish()
    }

    func testACancelledRenameRestoresTheTitle() async {
        let store = makeStore(InboxState(title: "Inbox"))
        await store.send(.rename(title: "Mail")) {
            Self.noting(&$0, \.renamePredictions, \.title) { $0.rollBackAll(in: &$1); $0.predict("Mail", in: &$1, for: ()) }
            $0.title = "Mail"
            $0.renameStatus = .loading
        }
        await store.send(.cancelRename) {
            Self.noting(&$0, \.renamePredictions, \.title) { $0.rollBackAll(in: &$1) }
            $0.title = "Inbox"
            $0.renameStatus = .idle
        }
        await service.renames.answer(to: "Mail", with: .success("Mail"))
        await store.finish()
    }

    func testACancelledRenameRestoresTheTitleWhateverTheLogicDidToItsStatus() {
        var state = InboxState(title: "Inbox")
        InboxReducer.reduce(&state, .rename(title: "Mail"))
        state.renameStatus = .idle  // as the user's reducer logic may set it
        InboxReducer.reduce(&state, .cancelRename)
        XCTAssertEqual(state.title, "Inbox")
        XCTAssertTrue(state.renamePredictions.isEmpty)
    }

    // MARK: rate: first, keyed

    func testARatingWhileOneIsInFlightPredictsNothingAndAFailureRestoresWhatWasThere() async {
        let store = makeStore(InboxState(ratings: [2: 4]))
        await store.send(.rate(id: 1, stars: 5)) {
            Self.noting(&$0, \.ratePredictions, \.ratings) { $0.predict(5, in: &$1, at: 1, for: 1) }
            $0.ratings[1] = 5
            $0.rateStatus[1] = .loading
        }
        await store.send(.rate(id: 1, stars: 3))  // dropped by `first`: nothing shown
        await store.send(.rate(id: 2, stars: 1)) {
            Self.noting(&$0, \.ratePredictions, \.ratings) { $0.predict(1, in: &$1, at: 2, for: 2) }
            $0.ratings[2] = 1
            $0.rateStatus[2] = .loading
        }
        await service.ratings.answer(to: 1, with: .failure(Offline()))
        await store.receive(.rateFailure(id: 1, stars: 5, RequestError(Offline()))) {
            Self.noting(&$0, \.ratePredictions, \.ratings) { predictions, ratings in predictions.rollBack(in: &ratings) { $0 == 1 } }
            $0.ratings[1] = nil  // there was no rating
            $0.rateStatus[1] = .failed(RequestError(Offline()))
        }
        await service.ratings.answer(to: 2, with: .success(2))
        await store.receive(.rateSuccess(id: 2, stars: 1, 2)) {
            Self.noting(&$0, \.ratePredictions, \.ratings) { predictions, ratings in predictions.confirm(2, in: &ratings, at: 2) { $0 == 2 } }
            $0.ratings[2] = 2
            $0.rateStatus[2] = .succeeded
        }
        await store.finish()
        let calls = await service.ratings.arguments
        XCTAssertEqual(calls.sorted(), [1, 2])
    }

    // MARK: archive: concurrent, upsert

    func testConcurrentArchivesAnsweredOutOfOrderEachReplaceOrUndoTheirOwn() async {
        let lunch = Conversation(id: 1, subject: "Lunch")
        let trip = Conversation(id: 2, subject: "Trip")
        let store = makeStore(InboxState(conversations: [lunch, trip]))
        await store.send(.archive(id: 1)) {
            Self.noting(&$0, \.archivePredictions, \.conversations) { $0.predict(Conversation(id: 1, subject: "Lunch", isArchived: true), upsertingInto: &$1, for: 1) }
            $0.conversations[0].isArchived = true
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
        }
        await store.send(.archive(id: 2)) {
            Self.noting(&$0, \.archivePredictions, \.conversations) { $0.predict(Conversation(id: 2, subject: "Trip", isArchived: true), upsertingInto: &$1, for: 2) }
            $0.conversations[1].isArchived = true
            $0.archiveInFlight = 2
        }
        await service.archives.answer(to: 2, with: .failure(Offline()))
        await store.receive(.archiveFailure(id: 2, RequestError(Offline()))) {
            Self.noting(&$0, \.archivePredictions, \.conversations) { predictions, conversations in predictions.rollBack(in: &conversations) { $0 == 2 } }
            $0.conversations[1] = trip
            $0.archiveInFlight = 1
            $0.archiveStatus = .failed(RequestError(Offline()))
        }
        let archived = Conversation(id: 1, subject: "Lunch (archived)", isArchived: true)
        await service.archives.answer(to: 1, with: .success(archived))
        await store.receive(.archiveSuccess(id: 1, archived)) {
            Self.noting(&$0, \.archivePredictions, \.conversations) { predictions, conversations in predictions.confirm(archived, upsertingInto: &conversations) { $0 == 1 } }
            $0.conversations[0] = archived
            $0.archiveInFlight = 0
        }
        await store.finish()
    }
}
