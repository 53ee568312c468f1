// Drawn04PaneTransitionTests.swift
// Written once by reduxgen from Drawn04Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn04PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn04PaneState, Drawn04PaneAction>, Drawn04PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn04PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn04PaneState(id: Int.testSample),
            reducer: Drawn04PaneReducer.reduce,
            middlewares: [Drawn04PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: save

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.save(count: Int.testSample, ref: Int.testSample)) {
            $0.saveStatus[Int.testSample] = .loading
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(count: Int.testSample, ref: Int.testSample, page: store.state.page, Item.testSample)) {
            $0.saveStatus[Int.testSample] = .succeeded
            $0.saveByKey[Int.testSample] = Item.testSample
        }
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.save(count: Int.testSample, ref: Int.testSample)) {
            $0.saveStatus[Int.testSample] = .loading
        }
        service.saveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.saveFailure(count: Int.testSample, ref: Int.testSample, page: store.state.page, ModelFailure.testSample)) {
            $0.saveStatus[Int.testSample] = .failed(ModelFailure.testSample)
            $0.saveError = ModelFailure.testSample
        }
        await store.finish()
    }

    func testSaveIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.save(count: Int.testSample, ref: Int.testSample)) {
            $0.saveStatus[Int.testSample] = .loading
        }
        await store.send(.cancelSave(count: Int.testSample)) {
            $0.saveStatus[Int.testSample] = nil
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testSaveKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.save(count: Int.testSample, ref: Int.testSample)) {
            $0.saveStatus[Int.testSample] = .loading
        }
        service.saveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.saveFailure(count: Int.testSample, ref: Int.testSample, page: store.state.page, ModelFailure.testSample)) {
            $0.saveStatus[Int.testSample] = .failed(ModelFailure.testSample)
            $0.saveError = ModelFailure.testSample
        }
        await store.send(.save(count: Int.testSample, ref: Int.testSample)) {
            $0.saveStatus[Int.testSample] = .loading
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(count: Int.testSample, ref: Int.testSample, page: store.state.page, Item.testSample)) {
            $0.saveStatus[Int.testSample] = .succeeded
            $0.saveByKey[Int.testSample] = Item.testSample
        }
        await store.finish()
    }

    func testSaveCallWhileOneIsInFlightIsDropped() async {
        guard Drawn04PaneSpec.savePolicy == .first else {
            return XCTFail("The request save (\(Drawn04PaneSpec.saveDeclaration)) has the policy \(Drawn04PaneSpec.savePolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.save(count: Int.testSample, ref: Int.testSample)) {
            $0.saveStatus[Int.testSample] = .loading
        }
        await service.saveAnswers.waitForCalls(waiting: 1)
        await store.send(.save(count: Int.testSample, ref: Int.testSample))
        service.saveAnswers.answer(.success(Item.testSample))
        service.saveAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.saveSuccess(count: Int.testSample, ref: Int.testSample, page: store.state.page, Item.testSample)) {
            $0.saveStatus[Int.testSample] = .succeeded
            $0.saveByKey[Int.testSample] = Item.testSample
        }
        await store.finish()
    }

    // MARK: archive

    func testArchiveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.archive(count: Int.testSample, ref: Int.testSample)) {
            var predictions = $0.archivePredictions.take()
            predictions.rollBackAll(in: &$0.archiveValue)
            $0.archivePredictions = consume predictions
            if let prediction = Drawn04PaneReducer.predictArchive(count: Int.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, in: &$0.archiveValue, for: Int.testSample)
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus[Int.testSample] = .loading
        }
        service.archiveAnswers.answer(.success([Item].testSample))
        await store.receive(.archiveSuccess(count: Int.testSample, ref: Int.testSample, ready: store.state.ready, [Item].testSample)) {
            $0.archiveStatus[Int.testSample] = .succeeded
            var predictions = $0.archivePredictions.take()
            predictions.confirm([Item].testSample, in: &$0.archiveValue) { $0 == Int.testSample }
            $0.archivePredictions = consume predictions
        }
        await store.finish()
    }

    func testArchiveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.archive(count: Int.testSample, ref: Int.testSample)) {
            var predictions = $0.archivePredictions.take()
            predictions.rollBackAll(in: &$0.archiveValue)
            $0.archivePredictions = consume predictions
            if let prediction = Drawn04PaneReducer.predictArchive(count: Int.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, in: &$0.archiveValue, for: Int.testSample)
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus[Int.testSample] = .loading
        }
        service.archiveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.archiveFailure(count: Int.testSample, ref: Int.testSample, ready: store.state.ready, ModelFailure.testSample)) {
            $0.archiveStatus[Int.testSample] = .failed(ModelFailure.testSample)
            var predictions = $0.archivePredictions.take()
            predictions.rollBack(in: &$0.archiveValue) { $0 == Int.testSample }
            $0.archivePredictions = consume predictions
        }
        await store.finish()
    }

    func testArchiveTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.archive(count: Int.testSample, ref: Int.testSample)) {
            var predictions = $0.archivePredictions.take()
            predictions.rollBackAll(in: &$0.archiveValue)
            $0.archivePredictions = consume predictions
            if let prediction = Drawn04PaneReducer.predictArchive(count: Int.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, in: &$0.archiveValue, for: Int.testSample)
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn04PaneSpec.archiveTimeout)
        await store.receive(.archiveFailure(count: Int.testSample, ref: Int.testSample, ready: store.state.ready, ModelFailure.timedOut(after: Drawn04PaneSpec.archiveTimeout))) {
            $0.archiveStatus[Int.testSample] = .failed(ModelFailure.timedOut(after: Drawn04PaneSpec.archiveTimeout))
            var predictions = $0.archivePredictions.take()
            predictions.rollBack(in: &$0.archiveValue) { $0 == Int.testSample }
            $0.archivePredictions = consume predictions
        }
        await store.finish()
    }

    func testArchiveLatestCallSupersedesTheOneInFlight() async {
        guard Drawn04PaneSpec.archivePolicy == .latest else {
            return XCTFail("The request archive (\(Drawn04PaneSpec.archiveDeclaration)) has the policy \(Drawn04PaneSpec.archivePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.archive(count: Int.testSample, ref: Int.testSample)) {
            var predictions = $0.archivePredictions.take()
            predictions.rollBackAll(in: &$0.archiveValue)
            $0.archivePredictions = consume predictions
            if let prediction = Drawn04PaneReducer.predictArchive(count: Int.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, in: &$0.archiveValue, for: Int.testSample)
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus[Int.testSample] = .loading
        }
        await service.archiveAnswers.waitForCalls(waiting: 1)
        await store.send(.archive(count: Int.testSample, ref: Int.testSample)) {
            var predictions = $0.archivePredictions.take()
            predictions.rollBackAll(in: &$0.archiveValue)
            $0.archivePredictions = consume predictions
            if let prediction = Drawn04PaneReducer.predictArchive(count: Int.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, in: &$0.archiveValue, for: Int.testSample)
                $0.archivePredictions = consume predictions
            }
        }
        await service.archiveAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.archiveAnswers.answer(.success([Item].testSample))
        await store.receive(.archiveSuccess(count: Int.testSample, ref: Int.testSample, ready: store.state.ready, [Item].testSample)) {
            $0.archiveStatus[Int.testSample] = .succeeded
            var predictions = $0.archivePredictions.take()
            predictions.confirm([Item].testSample, in: &$0.archiveValue) { $0 == Int.testSample }
            $0.archivePredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, ready)

    func testSetPageAssignsPage() async {
        let (store, _, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
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
