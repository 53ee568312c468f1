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

    // MARK: send

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.send(String.testSample)) {
            $0.sendStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn05PaneSpec.sendDebounce)
        service.sendAnswers.answer(.success([Int].testSample))
        await store.receive(.sendSuccess(String.testSample, query: store.state.query, [Int].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendValue = [Int].testSample
        }
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.send(String.testSample)) {
            $0.sendStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn05PaneSpec.sendDebounce)
        service.sendAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.sendFailure(String.testSample, query: store.state.query, ModelFailure.testSample)) {
            $0.sendStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    // MARK: post

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.post(Int.testSample)) {
            if !$0.postStatus.isLoading, let prediction = Drawn05PaneReducer.predictPost(Int.testSample, in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, in: &$0.postValue, for: ())
                $0.postPredictions = consume predictions
            }
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(Int.testSample))
        await store.receive(.postSuccess(Int.testSample, id: store.state.id, Int.testSample)) {
            $0.postStatus = .succeeded
            var predictions = $0.postPredictions.take()
            predictions.confirm(Int.testSample, in: &$0.postValue)
            $0.postPredictions = consume predictions
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testPostGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.post(Int.testSample)) {
            if !$0.postStatus.isLoading, let prediction = Drawn05PaneReducer.predictPost(Int.testSample, in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, in: &$0.postValue, for: ())
                $0.postPredictions = consume predictions
            }
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(Int.testSample, id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.postError = ReduxRuntime.RequestError.testSample
            var predictions = $0.postPredictions.take()
            predictions.rollBack(in: &$0.postValue)
            $0.postPredictions = consume predictions
        }
        await store.finish()
    }

    func testPostKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.post(Int.testSample)) {
            if !$0.postStatus.isLoading, let prediction = Drawn05PaneReducer.predictPost(Int.testSample, in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, in: &$0.postValue, for: ())
                $0.postPredictions = consume predictions
            }
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(Int.testSample, id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.postError = ReduxRuntime.RequestError.testSample
            var predictions = $0.postPredictions.take()
            predictions.rollBack(in: &$0.postValue)
            $0.postPredictions = consume predictions
        }
        await store.send(.post(Int.testSample)) {
            if !$0.postStatus.isLoading, let prediction = Drawn05PaneReducer.predictPost(Int.testSample, in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, in: &$0.postValue, for: ())
                $0.postPredictions = consume predictions
            }
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(Int.testSample))
        await store.receive(.postSuccess(Int.testSample, id: store.state.id, Int.testSample)) {
            $0.postStatus = .succeeded
            var predictions = $0.postPredictions.take()
            predictions.confirm(Int.testSample, in: &$0.postValue)
            $0.postPredictions = consume predictions
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testPostCallWhileOneIsInFlightIsDropped() async {
        guard Drawn05PaneSpec.postPolicy == .first else {
            return XCTFail("The request post (\(Drawn05PaneSpec.postDeclaration)) has the policy \(Drawn05PaneSpec.postPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.post(Int.testSample)) {
            if !$0.postStatus.isLoading, let prediction = Drawn05PaneReducer.predictPost(Int.testSample, in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, in: &$0.postValue, for: ())
                $0.postPredictions = consume predictions
            }
            $0.postStatus = .loading
        }
        await service.postAnswers.waitForCalls(waiting: 1)
        await store.send(.post(Int.testSample)) {
            if !$0.postStatus.isLoading, let prediction = Drawn05PaneReducer.predictPost(Int.testSample, in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, in: &$0.postValue, for: ())
                $0.postPredictions = consume predictions
            }
        }
        service.postAnswers.answer(.success(Int.testSample))
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.postSuccess(Int.testSample, id: store.state.id, Int.testSample)) {
            $0.postStatus = .succeeded
            var predictions = $0.postPredictions.take()
            predictions.confirm(Int.testSample, in: &$0.postValue)
            $0.postPredictions = consume predictions
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testPostIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.post(Int.testSample)) {
            if !$0.postStatus.isLoading, let prediction = Drawn05PaneReducer.predictPost(Int.testSample, in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, in: &$0.postValue, for: ())
                $0.postPredictions = consume predictions
            }
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(Int.testSample))
        await store.receive(.postSuccess(Int.testSample, id: store.state.id, Int.testSample)) {
            $0.postStatus = .succeeded
            var predictions = $0.postPredictions.take()
            predictions.confirm(Int.testSample, in: &$0.postValue)
            $0.postPredictions = consume predictions
        }
        await store.receive(.bump)
        await store.send(.post(Int.testSample)) {
            if !$0.postStatus.isLoading, let prediction = Drawn05PaneReducer.predictPost(Int.testSample, in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, in: &$0.postValue, for: ())
                $0.postPredictions = consume predictions
            }
            $0.postStatus = .loading
        }
        await store.receive(.postSuccess(Int.testSample, id: store.state.id, Int.testSample)) {
            $0.postStatus = .succeeded
            var predictions = $0.postPredictions.take()
            predictions.confirm(Int.testSample, in: &$0.postValue)
            $0.postPredictions = consume predictions
        }
        await store.receive(.bump)
        await store.send(.forcePost(Int.testSample)) {
            if !$0.postStatus.isLoading, let prediction = Drawn05PaneReducer.predictPost(Int.testSample, in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, in: &$0.postValue, for: ())
                $0.postPredictions = consume predictions
            }
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(Int.testSample))
        await store.receive(.postSuccess(Int.testSample, id: store.state.id, Int.testSample)) {
            $0.postStatus = .succeeded
            var predictions = $0.postPredictions.take()
            predictions.confirm(Int.testSample, in: &$0.postValue)
            $0.postPredictions = consume predictions
        }
        await store.receive(.bump)
        await clock.advance(by: Drawn05PaneSpec.postCacheLifetime)
        await store.send(.post(Int.testSample)) {
            if !$0.postStatus.isLoading, let prediction = Drawn05PaneReducer.predictPost(Int.testSample, in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, in: &$0.postValue, for: ())
                $0.postPredictions = consume predictions
            }
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(Int.testSample))
        await store.receive(.postSuccess(Int.testSample, id: store.state.id, Int.testSample)) {
            $0.postStatus = .succeeded
            var predictions = $0.postPredictions.take()
            predictions.confirm(Int.testSample, in: &$0.postValue)
            $0.postPredictions = consume predictions
        }
        await store.receive(.bump)
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
