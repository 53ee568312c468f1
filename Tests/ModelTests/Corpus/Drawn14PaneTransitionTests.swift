// Drawn14PaneTransitionTests.swift
// Written once by reduxgen from Drawn14Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn14PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn14PaneState, Drawn14PaneAction>, Drawn14PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn14PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn14PaneState(id: Int.testSample),
            reducer: Drawn14PaneReducer.reduce,
            middlewares: [Drawn14PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: send

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.send(ref: Int.testSample, count: Int.testSample)) {
            var predictions = $0.sendPredictions.take()
            predictions.rollBackAll(in: &$0.sendValue)
            $0.sendPredictions = consume predictions
            if let prediction = Drawn14PaneReducer.predictSend(ref: Int.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.sendPredictions.take()
                predictions.predict(prediction, in: &$0.sendValue, for: ())
                $0.sendPredictions = consume predictions
            }
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(ref: Int.testSample, count: Int.testSample, ready: store.state.ready, Item.testSample)) {
            $0.sendStatus = .succeeded
            var predictions = $0.sendPredictions.take()
            predictions.confirm(Item.testSample, in: &$0.sendValue)
            $0.sendPredictions = consume predictions
        }
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.send(ref: Int.testSample, count: Int.testSample)) {
            var predictions = $0.sendPredictions.take()
            predictions.rollBackAll(in: &$0.sendValue)
            $0.sendPredictions = consume predictions
            if let prediction = Drawn14PaneReducer.predictSend(ref: Int.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.sendPredictions.take()
                predictions.predict(prediction, in: &$0.sendValue, for: ())
                $0.sendPredictions = consume predictions
            }
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(ref: Int.testSample, count: Int.testSample, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.sendPredictions.take()
            predictions.rollBack(in: &$0.sendValue)
            $0.sendPredictions = consume predictions
        }
        await store.finish()
    }

    func testSendLatestCallSupersedesTheOneInFlight() async {
        guard Drawn14PaneSpec.sendPolicy == .latest else {
            return XCTFail("The request send (\(Drawn14PaneSpec.sendDeclaration)) has the policy \(Drawn14PaneSpec.sendPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.send(ref: Int.testSample, count: Int.testSample)) {
            var predictions = $0.sendPredictions.take()
            predictions.rollBackAll(in: &$0.sendValue)
            $0.sendPredictions = consume predictions
            if let prediction = Drawn14PaneReducer.predictSend(ref: Int.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.sendPredictions.take()
                predictions.predict(prediction, in: &$0.sendValue, for: ())
                $0.sendPredictions = consume predictions
            }
            $0.sendStatus = .loading
        }
        await service.sendAnswers.waitForCalls(waiting: 1)
        await store.send(.send(ref: Int.testSample, count: Int.testSample)) {
            var predictions = $0.sendPredictions.take()
            predictions.rollBackAll(in: &$0.sendValue)
            $0.sendPredictions = consume predictions
            if let prediction = Drawn14PaneReducer.predictSend(ref: Int.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.sendPredictions.take()
                predictions.predict(prediction, in: &$0.sendValue, for: ())
                $0.sendPredictions = consume predictions
            }
        }
        await service.sendAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(ref: Int.testSample, count: Int.testSample, ready: store.state.ready, Item.testSample)) {
            $0.sendStatus = .succeeded
            var predictions = $0.sendPredictions.take()
            predictions.confirm(Item.testSample, in: &$0.sendValue)
            $0.sendPredictions = consume predictions
        }
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
