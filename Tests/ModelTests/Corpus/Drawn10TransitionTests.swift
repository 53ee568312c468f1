// Drawn10TransitionTests.swift
// Written once by reduxgen from Drawn10.yaml (--tests); from now on this file is yours.
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
final class Drawn10TransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn10State, Drawn10Action>, Drawn10ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn10ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn10State(),
            reducer: Drawn10Reducer.reduce,
            middlewares: [Drawn10Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: search

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn10Spec.searchDebounce)
        service.searchAnswers.answer(.success([Item].testSample))
        await store.receive(.searchSuccess([Item].testSample)) {
            $0.searchStatus = .succeeded
            $0.searchItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn10Spec.searchDebounce)
        service.searchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.searchFailure(ModelFailure.testSample)) {
            $0.searchStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    // MARK: sync

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.sync(String.testSample)) {
            if let prediction = Drawn10Reducer.predictSync(String.testSample, in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncSuccess(String.testSample, [Item].testSample)) {
            $0.syncInFlight = 0
            $0.syncStatus = .succeeded
            var predictions = $0.syncPredictions.take()
            predictions.confirm([Item].testSample, prependingTo: &$0.syncItems)
            $0.syncPredictions = consume predictions
        }
        // post's when: decides whether the follow-up calls the service.
        let postCalls = Drawn10Reducer.shouldStartPost(store.state)
        await store.receive(.post) {
            if postCalls {
                if !$0.postStatus.isLoading, let prediction = Drawn10Reducer.predictPost(in: $0) {
                    var predictions = $0.postPredictions.take()
                    predictions.predict(prediction, in: &$0.postValue, for: ())
                    $0.postPredictions = consume predictions
                }
                $0.postStatus = .loading
            }
        }
        if postCalls {
            service.postAnswers.answer(.success([Item].testSample))
            await store.receive(.postSuccess(ready: store.state.ready, [Item].testSample)) {
                $0.postStatus = .succeeded
                var predictions = $0.postPredictions.take()
                predictions.confirm([Item].testSample, in: &$0.postValue)
                $0.postPredictions = consume predictions
            }
            await store.receive(.search) {
                $0.searchStatus = .loading
            }
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn10Spec.searchDebounce)
            service.searchAnswers.answer(.success([Item].testSample))
            await store.receive(.searchSuccess([Item].testSample)) {
                $0.searchStatus = .succeeded
                $0.searchItems.insert(contentsOf: [Item].testSample, at: 0)
            }
        }
        await store.finish()
    }

    func testSyncGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.sync(String.testSample)) {
            if let prediction = Drawn10Reducer.predictSync(String.testSample, in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.syncFailure(String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.syncInFlight = 0
            $0.syncStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.syncPredictions.take()
            predictions.rollBack(in: &$0.syncItems)
            $0.syncPredictions = consume predictions
        }
        await store.finish()
    }

    func testSyncAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.syncSuccess(String.testSample, [Item].testSample))
        await store.send(.syncFailure(String.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSyncQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn10Spec.syncPolicy == .queue else {
            return XCTFail("The request sync (\(Drawn10Spec.syncDeclaration)) has the policy \(Drawn10Spec.syncPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, clock) = makeStore()
        await store.send(.sync(String.testSample)) {
            if let prediction = Drawn10Reducer.predictSync(String.testSample, in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        await store.send(.sync(String.testSample)) {
            if let prediction = Drawn10Reducer.predictSync(String.testSample, in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncInFlight = 2
        }
        service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncFailure(String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.syncInFlight = 1
            $0.syncStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.syncPredictions.take()
            predictions.rollBack(in: &$0.syncItems)
            $0.syncPredictions = consume predictions
        }
        await store.receive(.syncSuccess(String.testSample, [Item].testSample)) {
            $0.syncInFlight = 0
            var predictions = $0.syncPredictions.take()
            predictions.confirm([Item].testSample, prependingTo: &$0.syncItems)
            $0.syncPredictions = consume predictions
        }
        // post's when: decides whether the follow-up calls the service.
        let postCalls = Drawn10Reducer.shouldStartPost(store.state)
        await store.receive(.post) {
            if postCalls {
                if !$0.postStatus.isLoading, let prediction = Drawn10Reducer.predictPost(in: $0) {
                    var predictions = $0.postPredictions.take()
                    predictions.predict(prediction, in: &$0.postValue, for: ())
                    $0.postPredictions = consume predictions
                }
                $0.postStatus = .loading
            }
        }
        if postCalls {
            service.postAnswers.answer(.success([Item].testSample))
            await store.receive(.postSuccess(ready: store.state.ready, [Item].testSample)) {
                $0.postStatus = .succeeded
                var predictions = $0.postPredictions.take()
                predictions.confirm([Item].testSample, in: &$0.postValue)
                $0.postPredictions = consume predictions
            }
            await store.receive(.search) {
                $0.searchStatus = .loading
            }
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn10Spec.searchDebounce)
            service.searchAnswers.answer(.success([Item].testSample))
            await store.receive(.searchSuccess([Item].testSample)) {
                $0.searchStatus = .succeeded
                $0.searchItems.insert(contentsOf: [Item].testSample, at: 0)
            }
        }
        await store.finish()
    }

    // MARK: post

    /// Whether `post`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func postStarts(_ store: ReduxTesting.TestStore<Drawn10State, Drawn10Action>, _ service: Drawn10ServiceMock) async -> Bool {
        guard Drawn10Reducer.shouldStartPost(store.state) else {
            await store.send(.post)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "post was called although its when: is false")
            return false
        }
        return true
    }

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        guard await postStarts(store, service) else { return }
        await store.send(.post) {
            if !$0.postStatus.isLoading, let prediction = Drawn10Reducer.predictPost(in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, in: &$0.postValue, for: ())
                $0.postPredictions = consume predictions
            }
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success([Item].testSample))
        await store.receive(.postSuccess(ready: store.state.ready, [Item].testSample)) {
            $0.postStatus = .succeeded
            var predictions = $0.postPredictions.take()
            predictions.confirm([Item].testSample, in: &$0.postValue)
            $0.postPredictions = consume predictions
        }
        await store.receive(.search) {
            $0.searchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn10Spec.searchDebounce)
        service.searchAnswers.answer(.success([Item].testSample))
        await store.receive(.searchSuccess([Item].testSample)) {
            $0.searchStatus = .succeeded
            $0.searchItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        await store.finish()
    }

    func testPostGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await postStarts(store, service) else { return }
        await store.send(.post) {
            if !$0.postStatus.isLoading, let prediction = Drawn10Reducer.predictPost(in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, in: &$0.postValue, for: ())
                $0.postPredictions = consume predictions
            }
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.postPredictions.take()
            predictions.rollBack(in: &$0.postValue)
            $0.postPredictions = consume predictions
        }
        await store.finish()
    }

    func testPostCallWhileOneIsInFlightIsDropped() async {
        guard Drawn10Spec.postPolicy == .first else {
            return XCTFail("The request post (\(Drawn10Spec.postDeclaration)) has the policy \(Drawn10Spec.postPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, clock) = makeStore()
        guard await postStarts(store, service) else { return }
        await store.send(.post) {
            if !$0.postStatus.isLoading, let prediction = Drawn10Reducer.predictPost(in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, in: &$0.postValue, for: ())
                $0.postPredictions = consume predictions
            }
            $0.postStatus = .loading
        }
        await service.postAnswers.waitForCalls(waiting: 1)
        await store.send(.post) {
            if !$0.postStatus.isLoading, let prediction = Drawn10Reducer.predictPost(in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, in: &$0.postValue, for: ())
                $0.postPredictions = consume predictions
            }
        }
        service.postAnswers.answer(.success([Item].testSample))
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.postSuccess(ready: store.state.ready, [Item].testSample)) {
            $0.postStatus = .succeeded
            var predictions = $0.postPredictions.take()
            predictions.confirm([Item].testSample, in: &$0.postValue)
            $0.postPredictions = consume predictions
        }
        await store.receive(.search) {
            $0.searchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn10Spec.searchDebounce)
        service.searchAnswers.answer(.success([Item].testSample))
        await store.receive(.searchSuccess([Item].testSample)) {
            $0.searchStatus = .succeeded
            $0.searchItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        await store.finish()
    }

    // MARK: bindings and triggers (query, page, ready, setReady → search, bump → post, poke → post)

    func testSetQueryAssignsQuery() async {
        let (store, _, _) = makeStore()
        await store.send(.setQuery(String.testSample)) {
            $0.query = String.testSample
        }
        await store.finish()
    }

    func testSetPageAssignsPage() async {
        let (store, _, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
        }
        await store.finish()
    }

    func testSetReadyAssignsReady() async {
        let (store, service, clock) = makeStore()
        await store.send(.setReady(Bool.testSample)) {
            $0.ready = Bool.testSample
        }
        await store.receive(.search) {
            $0.searchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn10Spec.searchDebounce)
        service.searchAnswers.answer(.success([Item].testSample))
        await store.receive(.searchSuccess([Item].testSample)) {
            $0.searchStatus = .succeeded
            $0.searchItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        await store.finish()
    }

    func testBumpStartsPost() async {
        let (store, service, clock) = makeStore()
        await store.send(.bump)
        // post's when: decides whether the follow-up calls the service.
        let postCalls = Drawn10Reducer.shouldStartPost(store.state)
        await store.receive(.post) {
            if postCalls {
                if !$0.postStatus.isLoading, let prediction = Drawn10Reducer.predictPost(in: $0) {
                    var predictions = $0.postPredictions.take()
                    predictions.predict(prediction, in: &$0.postValue, for: ())
                    $0.postPredictions = consume predictions
                }
                $0.postStatus = .loading
            }
        }
        if postCalls {
            service.postAnswers.answer(.success([Item].testSample))
            await store.receive(.postSuccess(ready: store.state.ready, [Item].testSample)) {
                $0.postStatus = .succeeded
                var predictions = $0.postPredictions.take()
                predictions.confirm([Item].testSample, in: &$0.postValue)
                $0.postPredictions = consume predictions
            }
            await store.receive(.search) {
                $0.searchStatus = .loading
            }
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn10Spec.searchDebounce)
            service.searchAnswers.answer(.success([Item].testSample))
            await store.receive(.searchSuccess([Item].testSample)) {
                $0.searchStatus = .succeeded
                $0.searchItems.insert(contentsOf: [Item].testSample, at: 0)
            }
        }
        await store.finish()
    }

    func testPokeStartsPost() async {
        let (store, service, clock) = makeStore()
        await store.send(.poke)
        // post's when: decides whether the follow-up calls the service.
        let postCalls = Drawn10Reducer.shouldStartPost(store.state)
        await store.receive(.post) {
            if postCalls {
                if !$0.postStatus.isLoading, let prediction = Drawn10Reducer.predictPost(in: $0) {
                    var predictions = $0.postPredictions.take()
                    predictions.predict(prediction, in: &$0.postValue, for: ())
                    $0.postPredictions = consume predictions
                }
                $0.postStatus = .loading
            }
        }
        if postCalls {
            service.postAnswers.answer(.success([Item].testSample))
            await store.receive(.postSuccess(ready: store.state.ready, [Item].testSample)) {
                $0.postStatus = .succeeded
                var predictions = $0.postPredictions.take()
                predictions.confirm([Item].testSample, in: &$0.postValue)
                $0.postPredictions = consume predictions
            }
            await store.receive(.search) {
                $0.searchStatus = .loading
            }
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn10Spec.searchDebounce)
            service.searchAnswers.answer(.success([Item].testSample))
            await store.receive(.searchSuccess([Item].testSample)) {
                $0.searchStatus = .succeeded
                $0.searchItems.insert(contentsOf: [Item].testSample, at: 0)
            }
        }
        await store.finish()
    }
}
