// Drawn05PaneTransitionTests.swift
// Written once by reduxgen from Drawn05Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn05PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn05PaneState, Drawn05PaneAction>, Drawn05PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn05PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn05PaneState(id: Int.testSample),
            reducer: Drawn05PaneReducer.reduce,
            middlewares: [Drawn05PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: save

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.save(count: Int.testSample)) {
            var predictions = $0.savePredictions.take()
            predictions.rollBackAll(in: &$0.saveByKey) { $0 == Int.testSample }
            $0.savePredictions = consume predictions
            if let prediction = Drawn05PaneReducer.predictSave(count: Int.testSample, in: $0) {
                var predictions = $0.savePredictions.take()
                predictions.predict(prediction, in: &$0.saveByKey, at: Int.testSample, for: Int.testSample)
                $0.savePredictions = consume predictions
            }
            $0.saveStatus[Int.testSample] = .loading
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(count: Int.testSample, Item.testSample)) {
            $0.saveStatus[Int.testSample] = .succeeded
            var predictions = $0.savePredictions.take()
            predictions.confirm(Item.testSample, in: &$0.saveByKey, at: Int.testSample) { $0 == Int.testSample }
            $0.savePredictions = consume predictions
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.save(count: Int.testSample)) {
            var predictions = $0.savePredictions.take()
            predictions.rollBackAll(in: &$0.saveByKey) { $0 == Int.testSample }
            $0.savePredictions = consume predictions
            if let prediction = Drawn05PaneReducer.predictSave(count: Int.testSample, in: $0) {
                var predictions = $0.savePredictions.take()
                predictions.predict(prediction, in: &$0.saveByKey, at: Int.testSample, for: Int.testSample)
                $0.savePredictions = consume predictions
            }
            $0.saveStatus[Int.testSample] = .loading
        }
        service.saveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.saveFailure(count: Int.testSample, ModelFailure.testSample)) {
            $0.saveStatus[Int.testSample] = .failed(ModelFailure.testSample)
            $0.saveError = ModelFailure.testSample
            var predictions = $0.savePredictions.take()
            predictions.rollBack(in: &$0.saveByKey) { $0 == Int.testSample }
            $0.savePredictions = consume predictions
        }
        await store.finish()
    }

    func testSaveKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.save(count: Int.testSample)) {
            var predictions = $0.savePredictions.take()
            predictions.rollBackAll(in: &$0.saveByKey) { $0 == Int.testSample }
            $0.savePredictions = consume predictions
            if let prediction = Drawn05PaneReducer.predictSave(count: Int.testSample, in: $0) {
                var predictions = $0.savePredictions.take()
                predictions.predict(prediction, in: &$0.saveByKey, at: Int.testSample, for: Int.testSample)
                $0.savePredictions = consume predictions
            }
            $0.saveStatus[Int.testSample] = .loading
        }
        service.saveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.saveFailure(count: Int.testSample, ModelFailure.testSample)) {
            $0.saveStatus[Int.testSample] = .failed(ModelFailure.testSample)
            $0.saveError = ModelFailure.testSample
            var predictions = $0.savePredictions.take()
            predictions.rollBack(in: &$0.saveByKey) { $0 == Int.testSample }
            $0.savePredictions = consume predictions
        }
        await store.send(.save(count: Int.testSample)) {
            var predictions = $0.savePredictions.take()
            predictions.rollBackAll(in: &$0.saveByKey) { $0 == Int.testSample }
            $0.savePredictions = consume predictions
            if let prediction = Drawn05PaneReducer.predictSave(count: Int.testSample, in: $0) {
                var predictions = $0.savePredictions.take()
                predictions.predict(prediction, in: &$0.saveByKey, at: Int.testSample, for: Int.testSample)
                $0.savePredictions = consume predictions
            }
            $0.saveStatus[Int.testSample] = .loading
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(count: Int.testSample, Item.testSample)) {
            $0.saveStatus[Int.testSample] = .succeeded
            var predictions = $0.savePredictions.take()
            predictions.confirm(Item.testSample, in: &$0.saveByKey, at: Int.testSample) { $0 == Int.testSample }
            $0.savePredictions = consume predictions
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testSaveLatestCallSupersedesTheOneInFlight() async {
        guard Drawn05PaneSpec.savePolicy == .latest else {
            return XCTFail("The request save (\(Drawn05PaneSpec.saveDeclaration)) has the policy \(Drawn05PaneSpec.savePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.save(count: Int.testSample)) {
            var predictions = $0.savePredictions.take()
            predictions.rollBackAll(in: &$0.saveByKey) { $0 == Int.testSample }
            $0.savePredictions = consume predictions
            if let prediction = Drawn05PaneReducer.predictSave(count: Int.testSample, in: $0) {
                var predictions = $0.savePredictions.take()
                predictions.predict(prediction, in: &$0.saveByKey, at: Int.testSample, for: Int.testSample)
                $0.savePredictions = consume predictions
            }
            $0.saveStatus[Int.testSample] = .loading
        }
        await service.saveAnswers.waitForCalls(waiting: 1)
        await store.send(.save(count: Int.testSample)) {
            var predictions = $0.savePredictions.take()
            predictions.rollBackAll(in: &$0.saveByKey) { $0 == Int.testSample }
            $0.savePredictions = consume predictions
            if let prediction = Drawn05PaneReducer.predictSave(count: Int.testSample, in: $0) {
                var predictions = $0.savePredictions.take()
                predictions.predict(prediction, in: &$0.saveByKey, at: Int.testSample, for: Int.testSample)
                $0.savePredictions = consume predictions
            }
        }
        await service.saveAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(count: Int.testSample, Item.testSample)) {
            $0.saveStatus[Int.testSample] = .succeeded
            var predictions = $0.savePredictions.take()
            predictions.confirm(Item.testSample, in: &$0.saveByKey, at: Int.testSample) { $0 == Int.testSample }
            $0.savePredictions = consume predictions
        }
        await store.receive(.poke)
        await store.finish()
    }

    // MARK: bindings and triggers (query, ready)

    func testSetQueryAssignsQuery() async {
        let (store, _, _) = makeStore()
        await store.send(.setQuery(String.testSample)) {
            $0.query = String.testSample
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
