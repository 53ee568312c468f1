// Drawn06RowTransitionTests.swift
// Written once by reduxgen from Drawn06Row.yaml (--tests); from now on this file is yours.
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
final class Drawn06RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn06RowState, Drawn06RowAction>, Drawn06RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn06RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn06RowState(id: Int.testSample),
            reducer: Drawn06RowReducer.reduce,
            middlewares: [Drawn06RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: send

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            var predictions = $0.sendPredictions.take()
            predictions.rollBackAll(in: &$0.sendItems)
            $0.sendPredictions = consume predictions
            if let prediction = Drawn06RowReducer.predictSend(in: $0) {
                var predictions = $0.sendPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.sendItems, for: ())
                $0.sendPredictions = consume predictions
            }
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(Int.testSample))
        await store.receive(.sendSuccess(id: store.state.id, Int.testSample)) {
            $0.sendStatus = .succeeded
            var predictions = $0.sendPredictions.take()
            predictions.confirm(Int.testSample, prependingTo: &$0.sendItems)
            $0.sendPredictions = consume predictions
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            var predictions = $0.sendPredictions.take()
            predictions.rollBackAll(in: &$0.sendItems)
            $0.sendPredictions = consume predictions
            if let prediction = Drawn06RowReducer.predictSend(in: $0) {
                var predictions = $0.sendPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.sendItems, for: ())
                $0.sendPredictions = consume predictions
            }
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.sendError = ReduxRuntime.RequestError.testSample
            var predictions = $0.sendPredictions.take()
            predictions.rollBack(in: &$0.sendItems)
            $0.sendPredictions = consume predictions
        }
        await store.finish()
    }

    func testSendIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            var predictions = $0.sendPredictions.take()
            predictions.rollBackAll(in: &$0.sendItems)
            $0.sendPredictions = consume predictions
            if let prediction = Drawn06RowReducer.predictSend(in: $0) {
                var predictions = $0.sendPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.sendItems, for: ())
                $0.sendPredictions = consume predictions
            }
            $0.sendStatus = .loading
        }
        await store.send(.cancelSend) {
            $0.sendStatus = .idle
            var predictions = $0.sendPredictions.take()
            predictions.rollBackAll(in: &$0.sendItems)
            $0.sendPredictions = consume predictions
        }
        service.sendAnswers.answer(.success(Int.testSample))
        await store.finish()
    }

    func testSendErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            var predictions = $0.sendPredictions.take()
            predictions.rollBackAll(in: &$0.sendItems)
            $0.sendPredictions = consume predictions
            if let prediction = Drawn06RowReducer.predictSend(in: $0) {
                var predictions = $0.sendPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.sendItems, for: ())
                $0.sendPredictions = consume predictions
            }
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.sendError = ReduxRuntime.RequestError.testSample
            var predictions = $0.sendPredictions.take()
            predictions.rollBack(in: &$0.sendItems)
            $0.sendPredictions = consume predictions
        }
        await store.send(.dismissSendError) {
            $0.sendStatus = .idle
            $0.sendError = nil
        }
        await store.finish()
    }

    func testSendKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            var predictions = $0.sendPredictions.take()
            predictions.rollBackAll(in: &$0.sendItems)
            $0.sendPredictions = consume predictions
            if let prediction = Drawn06RowReducer.predictSend(in: $0) {
                var predictions = $0.sendPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.sendItems, for: ())
                $0.sendPredictions = consume predictions
            }
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.sendError = ReduxRuntime.RequestError.testSample
            var predictions = $0.sendPredictions.take()
            predictions.rollBack(in: &$0.sendItems)
            $0.sendPredictions = consume predictions
        }
        await store.send(.send) {
            var predictions = $0.sendPredictions.take()
            predictions.rollBackAll(in: &$0.sendItems)
            $0.sendPredictions = consume predictions
            if let prediction = Drawn06RowReducer.predictSend(in: $0) {
                var predictions = $0.sendPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.sendItems, for: ())
                $0.sendPredictions = consume predictions
            }
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(Int.testSample))
        await store.receive(.sendSuccess(id: store.state.id, Int.testSample)) {
            $0.sendStatus = .succeeded
            var predictions = $0.sendPredictions.take()
            predictions.confirm(Int.testSample, prependingTo: &$0.sendItems)
            $0.sendPredictions = consume predictions
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testSendLatestCallSupersedesTheOneInFlight() async {
        guard Drawn06RowSpec.sendPolicy == .latest else {
            return XCTFail("The request send (\(Drawn06RowSpec.sendDeclaration)) has the policy \(Drawn06RowSpec.sendPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.send) {
            var predictions = $0.sendPredictions.take()
            predictions.rollBackAll(in: &$0.sendItems)
            $0.sendPredictions = consume predictions
            if let prediction = Drawn06RowReducer.predictSend(in: $0) {
                var predictions = $0.sendPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.sendItems, for: ())
                $0.sendPredictions = consume predictions
            }
            $0.sendStatus = .loading
        }
        await service.sendAnswers.waitForCalls(waiting: 1)
        await store.send(.send) {
            var predictions = $0.sendPredictions.take()
            predictions.rollBackAll(in: &$0.sendItems)
            $0.sendPredictions = consume predictions
            if let prediction = Drawn06RowReducer.predictSend(in: $0) {
                var predictions = $0.sendPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.sendItems, for: ())
                $0.sendPredictions = consume predictions
            }
        }
        await service.sendAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.sendAnswers.answer(.success(Int.testSample))
        await store.receive(.sendSuccess(id: store.state.id, Int.testSample)) {
            $0.sendStatus = .succeeded
            var predictions = $0.sendPredictions.take()
            predictions.confirm(Int.testSample, prependingTo: &$0.sendItems)
            $0.sendPredictions = consume predictions
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testSendPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingSend)
        await store.receive(.send) {
            var predictions = $0.sendPredictions.take()
            predictions.rollBackAll(in: &$0.sendItems)
            $0.sendPredictions = consume predictions
            if let prediction = Drawn06RowReducer.predictSend(in: $0) {
                var predictions = $0.sendPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.sendItems, for: ())
                $0.sendPredictions = consume predictions
            }
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(Int.testSample))
        await store.receive(.sendSuccess(id: store.state.id, Int.testSample)) {
            $0.sendStatus = .succeeded
            var predictions = $0.sendPredictions.take()
            predictions.confirm(Int.testSample, prependingTo: &$0.sendItems)
            $0.sendPredictions = consume predictions
        }
        await store.receive(.poke)
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn06RowSpec.sendPollInterval))
        await clock.advance(by: Drawn06RowSpec.sendPollInterval)
        await store.receive(.send) {
            var predictions = $0.sendPredictions.take()
            predictions.rollBackAll(in: &$0.sendItems)
            $0.sendPredictions = consume predictions
            if let prediction = Drawn06RowReducer.predictSend(in: $0) {
                var predictions = $0.sendPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.sendItems, for: ())
                $0.sendPredictions = consume predictions
            }
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(Int.testSample))
        await store.receive(.sendSuccess(id: store.state.id, Int.testSample)) {
            $0.sendStatus = .succeeded
            var predictions = $0.sendPredictions.take()
            predictions.confirm(Int.testSample, prependingTo: &$0.sendItems)
            $0.sendPredictions = consume predictions
        }
        await store.receive(.poke)
        await store.send(.stopPollingSend)
        await store.finish()
    }

    // MARK: bindings and triggers (page, setPage → send, ready)

    func testSetPageAssignsPage() async {
        let (store, service, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
        }
        await store.receive(.send) {
            var predictions = $0.sendPredictions.take()
            predictions.rollBackAll(in: &$0.sendItems)
            $0.sendPredictions = consume predictions
            if let prediction = Drawn06RowReducer.predictSend(in: $0) {
                var predictions = $0.sendPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.sendItems, for: ())
                $0.sendPredictions = consume predictions
            }
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(Int.testSample))
        await store.receive(.sendSuccess(id: store.state.id, Int.testSample)) {
            $0.sendStatus = .succeeded
            var predictions = $0.sendPredictions.take()
            predictions.confirm(Int.testSample, prependingTo: &$0.sendItems)
            $0.sendPredictions = consume predictions
        }
        await store.receive(.poke)
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
