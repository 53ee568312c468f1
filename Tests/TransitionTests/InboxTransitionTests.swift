// InboxTransitionTests.swift
// Written once by reduxgen from Inbox.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// InboxTestSamples.swift has those reduxgen wrote). When your reducer logic changes the state
// on these actions, add its changes to the tests' closures.

import XCTest
import Foundation
import ReduxRuntime
import ReduxTesting
@testable import GoldenFeatures

@MainActor
final class InboxTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<InboxState, InboxAction>, InboxServiceMock, ReduxTesting.TestClock) {
        let service = InboxServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: InboxState(),
            reducer: InboxReducer.reduce,
            middlewares: [InboxLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: loadConversations

    func testLoadConversationsGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.loadConversations) {
            $0.loadConversationsStatus = .loading
        }
        service.loadConversationsAnswers.answer(.success([Conversation].testSample))
        await store.receive(.loadConversationsSuccess(folder: store.state.folder, [Conversation].testSample)) {
            $0.loadConversationsStatus = .succeeded
            $0.conversations = [Conversation].testSample
        }
        await store.finish()
    }

    func testLoadConversationsGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.loadConversations) {
            $0.loadConversationsStatus = .loading
        }
        service.loadConversationsAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadConversationsFailure(folder: store.state.folder, ReduxRuntime.RequestError.testSample)) {
            $0.loadConversationsStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLoadConversationsLatestCallSupersedesTheOneInFlight() async {
        guard InboxSpec.loadConversationsPolicy == .latest else {
            return XCTFail("The request loadConversations (\(InboxSpec.loadConversationsDeclaration)) has the policy \(InboxSpec.loadConversationsPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.loadConversations) {
            $0.loadConversationsStatus = .loading
        }
        await service.loadConversationsAnswers.waitForCalls(waiting: 1)
        await store.send(.loadConversations)
        await service.loadConversationsAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.loadConversationsAnswers.answer(.success([Conversation].testSample))
        await store.receive(.loadConversationsSuccess(folder: store.state.folder, [Conversation].testSample)) {
            $0.loadConversationsStatus = .succeeded
            $0.conversations = [Conversation].testSample
        }
        await store.finish()
    }

    func testLoadConversationsIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.loadConversations) {
            $0.loadConversationsStatus = .loading
        }
        service.loadConversationsAnswers.answer(.success([Conversation].testSample))
        await store.receive(.loadConversationsSuccess(folder: store.state.folder, [Conversation].testSample)) {
            $0.loadConversationsStatus = .succeeded
            $0.conversations = [Conversation].testSample
        }
        await store.send(.loadConversations) {
            $0.loadConversationsStatus = .loading
        }
        await store.receive(.loadConversationsSuccess(folder: store.state.folder, [Conversation].testSample)) {
            $0.loadConversationsStatus = .succeeded
            $0.conversations = [Conversation].testSample
        }
        await store.send(.forceLoadConversations) {
            $0.loadConversationsStatus = .loading
        }
        service.loadConversationsAnswers.answer(.success([Conversation].testSample))
        await store.receive(.loadConversationsSuccess(folder: store.state.folder, [Conversation].testSample)) {
            $0.loadConversationsStatus = .succeeded
            $0.conversations = [Conversation].testSample
        }
        await clock.advance(by: InboxSpec.loadConversationsCacheLifetime)
        await store.send(.loadConversations) {
            $0.loadConversationsStatus = .loading
        }
        service.loadConversationsAnswers.answer(.success([Conversation].testSample))
        await store.receive(.loadConversationsSuccess(folder: store.state.folder, [Conversation].testSample)) {
            $0.loadConversationsStatus = .succeeded
            $0.conversations = [Conversation].testSample
        }
        await store.finish()
    }

    func testLoadConversationsPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingLoadConversations)
        await store.receive(.forceLoadConversations) {
            $0.loadConversationsStatus = .loading
        }
        service.loadConversationsAnswers.answer(.success([Conversation].testSample))
        await store.receive(.loadConversationsSuccess(folder: store.state.folder, [Conversation].testSample)) {
            $0.loadConversationsStatus = .succeeded
            $0.conversations = [Conversation].testSample
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: InboxSpec.loadConversationsPollInterval))
        await clock.advance(by: InboxSpec.loadConversationsPollInterval)
        await store.receive(.forceLoadConversations) {
            $0.loadConversationsStatus = .loading
        }
        service.loadConversationsAnswers.answer(.success([Conversation].testSample))
        await store.receive(.loadConversationsSuccess(folder: store.state.folder, [Conversation].testSample)) {
            $0.loadConversationsStatus = .succeeded
            $0.conversations = [Conversation].testSample
        }
        await store.send(.stopPollingLoadConversations)
        await store.finish()
    }

    // MARK: loadMails

    func testLoadMailsGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.loadMails(conversation: Conversation.ID.testSample)) {
            $0.loadMailsStatus[Conversation.ID.testSample] = .loading
        }
        service.loadMailsAnswers.answer(.success([Mail].testSample))
        await store.receive(.loadMailsSuccess(conversation: Conversation.ID.testSample, [Mail].testSample)) {
            $0.loadMailsStatus[Conversation.ID.testSample] = .succeeded
            $0.mails = [Mail].testSample
        }
        await store.finish()
    }

    func testLoadMailsGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.loadMails(conversation: Conversation.ID.testSample)) {
            $0.loadMailsStatus[Conversation.ID.testSample] = .loading
        }
        service.loadMailsAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadMailsFailure(conversation: Conversation.ID.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.loadMailsStatus[Conversation.ID.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLoadMailsLatestCallSupersedesTheOneInFlight() async {
        guard InboxSpec.loadMailsPolicy == .latest else {
            return XCTFail("The request loadMails (\(InboxSpec.loadMailsDeclaration)) has the policy \(InboxSpec.loadMailsPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.loadMails(conversation: Conversation.ID.testSample)) {
            $0.loadMailsStatus[Conversation.ID.testSample] = .loading
        }
        await service.loadMailsAnswers.waitForCalls(waiting: 1)
        await store.send(.loadMails(conversation: Conversation.ID.testSample))
        await service.loadMailsAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.loadMailsAnswers.answer(.success([Mail].testSample))
        await store.receive(.loadMailsSuccess(conversation: Conversation.ID.testSample, [Mail].testSample)) {
            $0.loadMailsStatus[Conversation.ID.testSample] = .succeeded
            $0.mails = [Mail].testSample
        }
        await store.finish()
    }

    func testLoadMailsIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.loadMails(conversation: Conversation.ID.testSample)) {
            $0.loadMailsStatus[Conversation.ID.testSample] = .loading
        }
        service.loadMailsAnswers.answer(.success([Mail].testSample))
        await store.receive(.loadMailsSuccess(conversation: Conversation.ID.testSample, [Mail].testSample)) {
            $0.loadMailsStatus[Conversation.ID.testSample] = .succeeded
            $0.mails = [Mail].testSample
        }
        await store.send(.loadMails(conversation: Conversation.ID.testSample)) {
            $0.loadMailsStatus[Conversation.ID.testSample] = .loading
        }
        await store.receive(.loadMailsSuccess(conversation: Conversation.ID.testSample, [Mail].testSample)) {
            $0.loadMailsStatus[Conversation.ID.testSample] = .succeeded
            $0.mails = [Mail].testSample
        }
        await store.send(.forceLoadMails(conversation: Conversation.ID.testSample)) {
            $0.loadMailsStatus[Conversation.ID.testSample] = .loading
        }
        service.loadMailsAnswers.answer(.success([Mail].testSample))
        await store.receive(.loadMailsSuccess(conversation: Conversation.ID.testSample, [Mail].testSample)) {
            $0.loadMailsStatus[Conversation.ID.testSample] = .succeeded
            $0.mails = [Mail].testSample
        }
        await clock.advance(by: InboxSpec.loadMailsCacheLifetime)
        await store.send(.loadMails(conversation: Conversation.ID.testSample)) {
            $0.loadMailsStatus[Conversation.ID.testSample] = .loading
        }
        service.loadMailsAnswers.answer(.success([Mail].testSample))
        await store.receive(.loadMailsSuccess(conversation: Conversation.ID.testSample, [Mail].testSample)) {
            $0.loadMailsStatus[Conversation.ID.testSample] = .succeeded
            $0.mails = [Mail].testSample
        }
        await store.finish()
    }

    func testLoadMailsPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingLoadMails(conversation: Conversation.ID.testSample))
        await store.receive(.forceLoadMails(conversation: Conversation.ID.testSample)) {
            $0.loadMailsStatus[Conversation.ID.testSample] = .loading
        }
        service.loadMailsAnswers.answer(.success([Mail].testSample))
        await store.receive(.loadMailsSuccess(conversation: Conversation.ID.testSample, [Mail].testSample)) {
            $0.loadMailsStatus[Conversation.ID.testSample] = .succeeded
            $0.mails = [Mail].testSample
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: InboxSpec.loadMailsPollInterval))
        await clock.advance(by: InboxSpec.loadMailsPollInterval)
        await store.receive(.forceLoadMails(conversation: Conversation.ID.testSample)) {
            $0.loadMailsStatus[Conversation.ID.testSample] = .loading
        }
        service.loadMailsAnswers.answer(.success([Mail].testSample))
        await store.receive(.loadMailsSuccess(conversation: Conversation.ID.testSample, [Mail].testSample)) {
            $0.loadMailsStatus[Conversation.ID.testSample] = .succeeded
            $0.mails = [Mail].testSample
        }
        await store.send(.stopPollingLoadMails(conversation: Conversation.ID.testSample))
        await store.finish()
    }

    // MARK: send

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.send(text: String.testSample)) {
            if let prediction = InboxReducer.predictSend(text: String.testSample, in: $0) {
                var predictions = $0.sendPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.mails, for: ())
                $0.sendPredictions = consume predictions
            }
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(Mail.testSample))
        await store.receive(.sendSuccess(text: String.testSample, Mail.testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .succeeded
            var predictions = $0.sendPredictions.take()
            predictions.confirm(Mail.testSample, appendingTo: &$0.mails)
            $0.sendPredictions = consume predictions
        }
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.send(text: String.testSample)) {
            if let prediction = InboxReducer.predictSend(text: String.testSample, in: $0) {
                var predictions = $0.sendPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.mails, for: ())
                $0.sendPredictions = consume predictions
            }
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.failure(InboxError.testSample))
        await store.receive(.sendFailure(text: String.testSample, InboxError.testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .failed(InboxError.testSample)
            var predictions = $0.sendPredictions.take()
            predictions.markFailed(in: &$0.mails)
            $0.sendPredictions = consume predictions
        }
        await store.finish()
    }

    func testSendAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.sendSuccess(text: String.testSample, Mail.testSample))
        await store.send(.sendFailure(text: String.testSample, InboxError.testSample))
        await store.finish()
    }

    func testSendErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.send(text: String.testSample)) {
            if let prediction = InboxReducer.predictSend(text: String.testSample, in: $0) {
                var predictions = $0.sendPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.mails, for: ())
                $0.sendPredictions = consume predictions
            }
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.failure(InboxError.testSample))
        await store.receive(.sendFailure(text: String.testSample, InboxError.testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .failed(InboxError.testSample)
            var predictions = $0.sendPredictions.take()
            predictions.markFailed(in: &$0.mails)
            $0.sendPredictions = consume predictions
        }
        await store.send(.dismissSendError) {
            $0.sendStatus = .idle
        }
        await store.finish()
    }

    func testSendQueuedCallsEachApplyTheirAnswer() async {
        guard InboxSpec.sendPolicy == .queue else {
            return XCTFail("The request send (\(InboxSpec.sendDeclaration)) has the policy \(InboxSpec.sendPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.send(text: String.testSample)) {
            if let prediction = InboxReducer.predictSend(text: String.testSample, in: $0) {
                var predictions = $0.sendPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.mails, for: ())
                $0.sendPredictions = consume predictions
            }
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        await store.send(.send(text: String.testSample)) {
            if let prediction = InboxReducer.predictSend(text: String.testSample, in: $0) {
                var predictions = $0.sendPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.mails, for: ())
                $0.sendPredictions = consume predictions
            }
            $0.sendInFlight = 2
        }
        service.sendAnswers.answer(.failure(InboxError.testSample))
        service.sendAnswers.answer(.success(Mail.testSample))
        await store.receive(.sendFailure(text: String.testSample, InboxError.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .failed(InboxError.testSample)
            var predictions = $0.sendPredictions.take()
            predictions.markFailed(in: &$0.mails)
            $0.sendPredictions = consume predictions
        }
        await store.receive(.sendSuccess(text: String.testSample, Mail.testSample)) {
            $0.sendInFlight = 0
            var predictions = $0.sendPredictions.take()
            predictions.confirm(Mail.testSample, appendingTo: &$0.mails)
            $0.sendPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: rename

    /// Whether `rename`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func renameStarts(_ store: ReduxTesting.TestStore<InboxState, InboxAction>, _ service: InboxServiceMock) async -> Bool {
        guard InboxReducer.shouldStartRename(store.state) else {
            await store.send(.rename(title: String.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "rename was called although its when: is false")
            return false
        }
        return true
    }

    func testRenameGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await renameStarts(store, service) else { return }
        await store.send(.rename(title: String.testSample)) {
            var predictions = $0.renamePredictions.take()
            predictions.rollBackAll(in: &$0.title)
            $0.renamePredictions = consume predictions
            if let prediction = InboxReducer.predictRename(title: String.testSample, in: $0) {
                var predictions = $0.renamePredictions.take()
                predictions.predict(prediction, in: &$0.title, for: ())
                $0.renamePredictions = consume predictions
            }
            $0.renameStatus = .loading
        }
        service.renameAnswers.answer(.success(String.testSample))
        await store.receive(.renameSuccess(title: String.testSample, String.testSample)) {
            $0.renameStatus = .succeeded
            var predictions = $0.renamePredictions.take()
            predictions.confirm(String.testSample, in: &$0.title)
            $0.renamePredictions = consume predictions
        }
        await store.finish()
    }

    func testRenameGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await renameStarts(store, service) else { return }
        await store.send(.rename(title: String.testSample)) {
            var predictions = $0.renamePredictions.take()
            predictions.rollBackAll(in: &$0.title)
            $0.renamePredictions = consume predictions
            if let prediction = InboxReducer.predictRename(title: String.testSample, in: $0) {
                var predictions = $0.renamePredictions.take()
                predictions.predict(prediction, in: &$0.title, for: ())
                $0.renamePredictions = consume predictions
            }
            $0.renameStatus = .loading
        }
        service.renameAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.renameFailure(title: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.renameStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.renamePredictions.take()
            predictions.rollBack(in: &$0.title)
            $0.renamePredictions = consume predictions
        }
        await store.finish()
    }

    func testRenameIsCancelled() async {
        let (store, service, _) = makeStore()
        guard await renameStarts(store, service) else { return }
        await store.send(.rename(title: String.testSample)) {
            var predictions = $0.renamePredictions.take()
            predictions.rollBackAll(in: &$0.title)
            $0.renamePredictions = consume predictions
            if let prediction = InboxReducer.predictRename(title: String.testSample, in: $0) {
                var predictions = $0.renamePredictions.take()
                predictions.predict(prediction, in: &$0.title, for: ())
                $0.renamePredictions = consume predictions
            }
            $0.renameStatus = .loading
        }
        await store.send(.cancelRename) {
            $0.renameStatus = .idle
            var predictions = $0.renamePredictions.take()
            predictions.rollBackAll(in: &$0.title)
            $0.renamePredictions = consume predictions
        }
        service.renameAnswers.answer(.success(String.testSample))
        await store.finish()
    }

    func testRenameLatestCallSupersedesTheOneInFlight() async {
        guard InboxSpec.renamePolicy == .latest else {
            return XCTFail("The request rename (\(InboxSpec.renameDeclaration)) has the policy \(InboxSpec.renamePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await renameStarts(store, service) else { return }
        await store.send(.rename(title: String.testSample)) {
            var predictions = $0.renamePredictions.take()
            predictions.rollBackAll(in: &$0.title)
            $0.renamePredictions = consume predictions
            if let prediction = InboxReducer.predictRename(title: String.testSample, in: $0) {
                var predictions = $0.renamePredictions.take()
                predictions.predict(prediction, in: &$0.title, for: ())
                $0.renamePredictions = consume predictions
            }
            $0.renameStatus = .loading
        }
        await service.renameAnswers.waitForCalls(waiting: 1)
        await store.send(.rename(title: String.testSample)) {
            var predictions = $0.renamePredictions.take()
            predictions.rollBackAll(in: &$0.title)
            $0.renamePredictions = consume predictions
            if let prediction = InboxReducer.predictRename(title: String.testSample, in: $0) {
                var predictions = $0.renamePredictions.take()
                predictions.predict(prediction, in: &$0.title, for: ())
                $0.renamePredictions = consume predictions
            }
        }
        await service.renameAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.renameAnswers.answer(.success(String.testSample))
        await store.receive(.renameSuccess(title: String.testSample, String.testSample)) {
            $0.renameStatus = .succeeded
            var predictions = $0.renamePredictions.take()
            predictions.confirm(String.testSample, in: &$0.title)
            $0.renamePredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: rate

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(id: Conversation.ID.testSample, stars: Int.testSample)) {
            if $0.rateStatus[Conversation.ID.testSample]?.isLoading != true, let prediction = InboxReducer.predictRate(id: Conversation.ID.testSample, stars: Int.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.ratings, at: Conversation.ID.testSample, for: Conversation.ID.testSample)
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus[Conversation.ID.testSample] = .loading
        }
        service.rateAnswers.answer(.success(Int.testSample))
        await store.receive(.rateSuccess(id: Conversation.ID.testSample, stars: Int.testSample, Int.testSample)) {
            $0.rateStatus[Conversation.ID.testSample] = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(Int.testSample, in: &$0.ratings, at: Conversation.ID.testSample) { $0 == Conversation.ID.testSample }
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(id: Conversation.ID.testSample, stars: Int.testSample)) {
            if $0.rateStatus[Conversation.ID.testSample]?.isLoading != true, let prediction = InboxReducer.predictRate(id: Conversation.ID.testSample, stars: Int.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.ratings, at: Conversation.ID.testSample, for: Conversation.ID.testSample)
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus[Conversation.ID.testSample] = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(id: Conversation.ID.testSample, stars: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.rateStatus[Conversation.ID.testSample] = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.ratePredictions.take()
            predictions.rollBack(in: &$0.ratings) { $0 == Conversation.ID.testSample }
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testRateCallWhileOneIsInFlightIsDropped() async {
        guard InboxSpec.ratePolicy == .first else {
            return XCTFail("The request rate (\(InboxSpec.rateDeclaration)) has the policy \(InboxSpec.ratePolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.rate(id: Conversation.ID.testSample, stars: Int.testSample)) {
            if $0.rateStatus[Conversation.ID.testSample]?.isLoading != true, let prediction = InboxReducer.predictRate(id: Conversation.ID.testSample, stars: Int.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.ratings, at: Conversation.ID.testSample, for: Conversation.ID.testSample)
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus[Conversation.ID.testSample] = .loading
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate(id: Conversation.ID.testSample, stars: Int.testSample)) {
            if $0.rateStatus[Conversation.ID.testSample]?.isLoading != true, let prediction = InboxReducer.predictRate(id: Conversation.ID.testSample, stars: Int.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.ratings, at: Conversation.ID.testSample, for: Conversation.ID.testSample)
                $0.ratePredictions = consume predictions
            }
        }
        service.rateAnswers.answer(.success(Int.testSample))
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.rateSuccess(id: Conversation.ID.testSample, stars: Int.testSample, Int.testSample)) {
            $0.rateStatus[Conversation.ID.testSample] = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(Int.testSample, in: &$0.ratings, at: Conversation.ID.testSample) { $0 == Conversation.ID.testSample }
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: archive

    func testArchiveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.archive(id: Conversation.ID.testSample)) {
            if let prediction = InboxReducer.predictArchive(id: Conversation.ID.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.conversations, for: Conversation.ID.testSample)
                $0.archivePredictions = consume predictions
            }
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success(Conversation.testSample))
        await store.receive(.archiveSuccess(id: Conversation.ID.testSample, Conversation.testSample)) {
            $0.archiveInFlight = 0
            $0.archiveStatus = .succeeded
            var predictions = $0.archivePredictions.take()
            predictions.confirm(Conversation.testSample, upsertingInto: &$0.conversations) { $0 == Conversation.ID.testSample }
            $0.archivePredictions = consume predictions
        }
        await store.finish()
    }

    func testArchiveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.archive(id: Conversation.ID.testSample)) {
            if let prediction = InboxReducer.predictArchive(id: Conversation.ID.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.conversations, for: Conversation.ID.testSample)
                $0.archivePredictions = consume predictions
            }
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.archiveFailure(id: Conversation.ID.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.archiveInFlight = 0
            $0.archiveStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.archivePredictions.take()
            predictions.rollBack(in: &$0.conversations) { $0 == Conversation.ID.testSample }
            $0.archivePredictions = consume predictions
        }
        await store.finish()
    }

    func testArchiveAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.archiveSuccess(id: Conversation.ID.testSample, Conversation.testSample))
        await store.send(.archiveFailure(id: Conversation.ID.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testArchiveConcurrentCallsEachApplyTheirAnswer() async {
        guard InboxSpec.archivePolicy == .concurrent else {
            return XCTFail("The request archive (\(InboxSpec.archiveDeclaration)) has the policy \(InboxSpec.archivePolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.archive(id: Conversation.ID.testSample)) {
            if let prediction = InboxReducer.predictArchive(id: Conversation.ID.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.conversations, for: Conversation.ID.testSample)
                $0.archivePredictions = consume predictions
            }
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
        }
        await service.archiveAnswers.waitForCalls(waiting: 1)
        await store.send(.archive(id: Conversation.ID.testSample)) {
            if let prediction = InboxReducer.predictArchive(id: Conversation.ID.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.conversations, for: Conversation.ID.testSample)
                $0.archivePredictions = consume predictions
            }
            $0.archiveInFlight = 2
        }
        await service.archiveAnswers.waitForCalls(waiting: 2)
        service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.archiveFailure(id: Conversation.ID.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.archivePredictions.take()
            predictions.rollBack(in: &$0.conversations) { $0 == Conversation.ID.testSample }
            $0.archivePredictions = consume predictions
        }
        service.archiveAnswers.answer(.success(Conversation.testSample))
        await store.receive(.archiveSuccess(id: Conversation.ID.testSample, Conversation.testSample)) {
            $0.archiveInFlight = 0
            var predictions = $0.archivePredictions.take()
            predictions.confirm(Conversation.testSample, upsertingInto: &$0.conversations) { $0 == Conversation.ID.testSample }
            $0.archivePredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: persist

    func testPersistedFieldsAreRestoredByANewStore() async {
        let storage = ReduxRuntime.InMemoryStorage()
        let environment = ReduxRuntime.StoreEnvironment(storage: storage)
        let saved = InboxPersisted(draft: String.testSample, folder: String.testSample)
        let first = ReduxTesting.TestStore(
            initialState: InboxState(), reducer: InboxReducer.reduce,
            middlewares: [InboxPersistence.middleware()], environment: environment)
        await first.send(.restorePersisted(saved)) {
            $0.draft = saved.draft
            $0.folder = saved.folder
        }
        await first.finish()

        let second = ReduxTesting.TestStore(
            initialState: InboxState(), reducer: InboxReducer.reduce,
            middlewares: [InboxPersistence.middleware()], environment: environment)
        second.skipReceivedActions()  // the restore, unless the saved fields are the defaults
        XCTAssertEqual(InboxPersisted(from: second.state), saved)
        await second.finish()
    }
}
