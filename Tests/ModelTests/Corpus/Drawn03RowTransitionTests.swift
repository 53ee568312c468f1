// Drawn03RowTransitionTests.swift
// Written once by reduxgen from Drawn03Row.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// ReduxTesting has those of the standard library's types, your test target the others).
// When your reducer logic changes the state on these actions, add its changes to the
// tests' closures.
// Each binding's setter, and each action after which requests start by themselves, has a
// test too.

import XCTest
import ReduxRuntime
import ReduxTesting
@testable import ModelCorpus

@MainActor
final class Drawn03RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn03RowState, Drawn03RowAction>, Drawn03RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn03RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn03RowState(id: Int.testSample),
            reducer: Drawn03RowReducer.reduce,
            middlewares: [Drawn03RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: archive

    func testArchiveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.archive(count: Int.testSample, text: String.testSample)) {
            var predictions = $0.archivePredictions.take()
            predictions.rollBackAll(in: &$0.archiveByKey) { $0 == Int.testSample }
            $0.archivePredictions = consume predictions
            if let prediction = Drawn03RowReducer.predictArchive(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, in: &$0.archiveByKey, at: Int.testSample, for: Int.testSample)
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus[Int.testSample] = .loading
        }
        service.archiveAnswers.answer(.success(String.testSample))
        await store.receive(.archiveSuccess(count: Int.testSample, text: String.testSample, id: store.state.id, String.testSample)) {
            $0.archiveStatus[Int.testSample] = .succeeded
            var predictions = $0.archivePredictions.take()
            predictions.confirm(String.testSample, in: &$0.archiveByKey, at: Int.testSample) { $0 == Int.testSample }
            $0.archivePredictions = consume predictions
        }
        await store.finish()
    }

    func testArchiveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.archive(count: Int.testSample, text: String.testSample)) {
            var predictions = $0.archivePredictions.take()
            predictions.rollBackAll(in: &$0.archiveByKey) { $0 == Int.testSample }
            $0.archivePredictions = consume predictions
            if let prediction = Drawn03RowReducer.predictArchive(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, in: &$0.archiveByKey, at: Int.testSample, for: Int.testSample)
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus[Int.testSample] = .loading
        }
        service.archiveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.archiveFailure(count: Int.testSample, text: String.testSample, id: store.state.id, ModelFailure.testSample)) {
            $0.archiveStatus[Int.testSample] = .failed(ModelFailure.testSample)
            var predictions = $0.archivePredictions.take()
            predictions.rollBack(in: &$0.archiveByKey) { $0 == Int.testSample }
            $0.archivePredictions = consume predictions
        }
        await store.finish()
    }

    func testArchiveTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.archive(count: Int.testSample, text: String.testSample)) {
            var predictions = $0.archivePredictions.take()
            predictions.rollBackAll(in: &$0.archiveByKey) { $0 == Int.testSample }
            $0.archivePredictions = consume predictions
            if let prediction = Drawn03RowReducer.predictArchive(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, in: &$0.archiveByKey, at: Int.testSample, for: Int.testSample)
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn03RowSpec.archiveTimeout)
        await store.receive(.archiveFailure(count: Int.testSample, text: String.testSample, id: store.state.id, ModelFailure.timedOut(after: Drawn03RowSpec.archiveTimeout))) {
            $0.archiveStatus[Int.testSample] = .failed(ModelFailure.timedOut(after: Drawn03RowSpec.archiveTimeout))
            var predictions = $0.archivePredictions.take()
            predictions.rollBack(in: &$0.archiveByKey) { $0 == Int.testSample }
            $0.archivePredictions = consume predictions
        }
        await store.finish()
    }

    func testArchiveIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.archive(count: Int.testSample, text: String.testSample)) {
            var predictions = $0.archivePredictions.take()
            predictions.rollBackAll(in: &$0.archiveByKey) { $0 == Int.testSample }
            $0.archivePredictions = consume predictions
            if let prediction = Drawn03RowReducer.predictArchive(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, in: &$0.archiveByKey, at: Int.testSample, for: Int.testSample)
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus[Int.testSample] = .loading
        }
        await store.send(.cancelArchive(count: Int.testSample)) {
            $0.archiveStatus[Int.testSample] = nil
            var predictions = $0.archivePredictions.take()
            predictions.rollBackAll(in: &$0.archiveByKey) { $0 == Int.testSample }
            $0.archivePredictions = consume predictions
        }
        service.archiveAnswers.answer(.success(String.testSample))
        await store.finish()
    }

    func testArchiveErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.archive(count: Int.testSample, text: String.testSample)) {
            var predictions = $0.archivePredictions.take()
            predictions.rollBackAll(in: &$0.archiveByKey) { $0 == Int.testSample }
            $0.archivePredictions = consume predictions
            if let prediction = Drawn03RowReducer.predictArchive(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, in: &$0.archiveByKey, at: Int.testSample, for: Int.testSample)
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus[Int.testSample] = .loading
        }
        service.archiveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.archiveFailure(count: Int.testSample, text: String.testSample, id: store.state.id, ModelFailure.testSample)) {
            $0.archiveStatus[Int.testSample] = .failed(ModelFailure.testSample)
            var predictions = $0.archivePredictions.take()
            predictions.rollBack(in: &$0.archiveByKey) { $0 == Int.testSample }
            $0.archivePredictions = consume predictions
        }
        await store.send(.dismissArchiveError(count: Int.testSample)) {
            $0.archiveStatus[Int.testSample] = nil
        }
        await store.finish()
    }

    func testArchiveLatestCallSupersedesTheOneInFlight() async {
        guard Drawn03RowSpec.archivePolicy == .latest else {
            return XCTFail("The request archive (\(Drawn03RowSpec.archiveDeclaration)) has the policy \(Drawn03RowSpec.archivePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.archive(count: Int.testSample, text: String.testSample)) {
            var predictions = $0.archivePredictions.take()
            predictions.rollBackAll(in: &$0.archiveByKey) { $0 == Int.testSample }
            $0.archivePredictions = consume predictions
            if let prediction = Drawn03RowReducer.predictArchive(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, in: &$0.archiveByKey, at: Int.testSample, for: Int.testSample)
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus[Int.testSample] = .loading
        }
        await service.archiveAnswers.waitForCalls(waiting: 1)
        await store.send(.archive(count: Int.testSample, text: String.testSample)) {
            var predictions = $0.archivePredictions.take()
            predictions.rollBackAll(in: &$0.archiveByKey) { $0 == Int.testSample }
            $0.archivePredictions = consume predictions
            if let prediction = Drawn03RowReducer.predictArchive(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, in: &$0.archiveByKey, at: Int.testSample, for: Int.testSample)
                $0.archivePredictions = consume predictions
            }
        }
        await service.archiveAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.archiveAnswers.answer(.success(String.testSample))
        await store.receive(.archiveSuccess(count: Int.testSample, text: String.testSample, id: store.state.id, String.testSample)) {
            $0.archiveStatus[Int.testSample] = .succeeded
            var predictions = $0.archivePredictions.take()
            predictions.confirm(String.testSample, in: &$0.archiveByKey, at: Int.testSample) { $0 == Int.testSample }
            $0.archivePredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: lookup

    /// Whether `lookup`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func lookupStarts(_ store: ReduxTesting.TestStore<Drawn03RowState, Drawn03RowAction>, _ service: Drawn03RowServiceMock) async -> Bool {
        guard Drawn03RowReducer.shouldStartLookup(store.state) else {
            await store.send(.lookup)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "lookup was called although its when: is false")
            return false
        }
        return true
    }

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess(id: store.state.id, ready: store.state.ready, query: store.state.query, [Item].testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
            $0.lookupItems.upsert(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.lookupFailure(id: store.state.id, ready: store.state.ready, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLookupAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.lookupSuccess(id: store.state.id, ready: store.state.ready, query: store.state.query, [Item].testSample))
        await store.send(.lookupFailure(id: store.state.id, ready: store.state.ready, query: store.state.query, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testLookupQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn03RowSpec.lookupPolicy == .queue else {
            return XCTFail("The request lookup (\(Drawn03RowSpec.lookupDeclaration)) has the policy \(Drawn03RowSpec.lookupPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        await store.send(.lookup) {
            $0.lookupInFlight = 2
        }
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupFailure(id: store.state.id, ready: store.state.ready, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.receive(.lookupSuccess(id: store.state.id, ready: store.state.ready, query: store.state.query, [Item].testSample)) {
            $0.lookupInFlight = 0
            $0.lookupItems.upsert(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    // MARK: bindings and triggers (query, setQuery → lookup, ready)

    func testSetQueryAssignsQuery() async {
        let (store, service, _) = makeStore()
        await store.send(.setQuery(String.testSample)) {
            $0.query = String.testSample
        }
        // lookup's when: decides whether the follow-up calls the service.
        let lookupCalls = Drawn03RowReducer.shouldStartLookup(store.state)
        await store.receive(.lookup) {
            if lookupCalls {
                $0.lookupInFlight = 1
                $0.lookupStatus = .loading
            }
        }
        if lookupCalls {
            service.lookupAnswers.answer(.success([Item].testSample))
            await store.receive(.lookupSuccess(id: store.state.id, ready: store.state.ready, query: store.state.query, [Item].testSample)) {
                $0.lookupInFlight = 0
                $0.lookupStatus = .succeeded
                $0.lookupItems.upsert(contentsOf: [Item].testSample)
            }
        }
        await store.finish()
    }

    func testSetReadyAssignsReady() async {
        let (store, _, _) = makeStore()
        await store.send(.setReady(Bool.testSample)) {
            $0.ready = Bool.testSample
        }
        await store.finish()
    }
}
