// Drawn12PaneTransitionTests.swift
// Written once by reduxgen from Drawn12Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn12PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn12PaneState, Drawn12PaneAction>, Drawn12PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn12PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn12PaneState(id: Int.testSample),
            reducer: Drawn12PaneReducer.reduce,
            middlewares: [Drawn12PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: load

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.load(text: String.testSample)) {
            var predictions = $0.loadPredictions.take()
            predictions.rollBackAll(in: &$0.loadItems)
            $0.loadPredictions = consume predictions
            if let prediction = Drawn12PaneReducer.predictLoad(text: String.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.loadItems, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success([Item].testSample))
        await store.receive(.loadSuccess(text: String.testSample, [Item].testSample)) {
            $0.loadStatus = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm([Item].testSample, upsertingInto: &$0.loadItems)
            $0.loadPredictions = consume predictions
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testLoadFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.load(text: String.testSample)) {
            var predictions = $0.loadPredictions.take()
            predictions.rollBackAll(in: &$0.loadItems)
            $0.loadPredictions = consume predictions
            if let prediction = Drawn12PaneReducer.predictLoad(text: String.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.loadItems, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus = .loading
        }
        for _ in 0...Drawn12PaneSpec.loadRetry.attempts { service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn12PaneSpec.loadRetry.attempts where Drawn12PaneSpec.loadRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn12PaneSpec.loadRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.loadFailure(text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.loadError = ReduxRuntime.RequestError.testSample
            var predictions = $0.loadPredictions.take()
            predictions.rollBack(in: &$0.loadItems)
            $0.loadPredictions = consume predictions
        }
        await store.finish()
    }

    func testLoadKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, clock) = makeStore()
        await store.send(.load(text: String.testSample)) {
            var predictions = $0.loadPredictions.take()
            predictions.rollBackAll(in: &$0.loadItems)
            $0.loadPredictions = consume predictions
            if let prediction = Drawn12PaneReducer.predictLoad(text: String.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.loadItems, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus = .loading
        }
        for _ in 0...Drawn12PaneSpec.loadRetry.attempts { service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn12PaneSpec.loadRetry.attempts where Drawn12PaneSpec.loadRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn12PaneSpec.loadRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.loadFailure(text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.loadError = ReduxRuntime.RequestError.testSample
            var predictions = $0.loadPredictions.take()
            predictions.rollBack(in: &$0.loadItems)
            $0.loadPredictions = consume predictions
        }
        await store.send(.load(text: String.testSample)) {
            var predictions = $0.loadPredictions.take()
            predictions.rollBackAll(in: &$0.loadItems)
            $0.loadPredictions = consume predictions
            if let prediction = Drawn12PaneReducer.predictLoad(text: String.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.loadItems, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success([Item].testSample))
        await store.receive(.loadSuccess(text: String.testSample, [Item].testSample)) {
            $0.loadStatus = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm([Item].testSample, upsertingInto: &$0.loadItems)
            $0.loadPredictions = consume predictions
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testLoadLatestCallSupersedesTheOneInFlight() async {
        guard Drawn12PaneSpec.loadPolicy == .latest else {
            return XCTFail("The request load (\(Drawn12PaneSpec.loadDeclaration)) has the policy \(Drawn12PaneSpec.loadPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.load(text: String.testSample)) {
            var predictions = $0.loadPredictions.take()
            predictions.rollBackAll(in: &$0.loadItems)
            $0.loadPredictions = consume predictions
            if let prediction = Drawn12PaneReducer.predictLoad(text: String.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.loadItems, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus = .loading
        }
        await service.loadAnswers.waitForCalls(waiting: 1)
        await store.send(.load(text: String.testSample)) {
            var predictions = $0.loadPredictions.take()
            predictions.rollBackAll(in: &$0.loadItems)
            $0.loadPredictions = consume predictions
            if let prediction = Drawn12PaneReducer.predictLoad(text: String.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.loadItems, for: ())
                $0.loadPredictions = consume predictions
            }
        }
        await service.loadAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.loadAnswers.answer(.success([Item].testSample))
        await store.receive(.loadSuccess(text: String.testSample, [Item].testSample)) {
            $0.loadStatus = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm([Item].testSample, upsertingInto: &$0.loadItems)
            $0.loadPredictions = consume predictions
        }
        await store.receive(.poke)
        await store.finish()
    }

    // MARK: post

    /// Whether `post`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func postStarts(_ store: ReduxTesting.TestStore<Drawn12PaneState, Drawn12PaneAction>, _ service: Drawn12PaneServiceMock) async -> Bool {
        guard Drawn12PaneReducer.shouldStartPost(store.state) else {
            await store.send(.post(count: Int.testSample, ref: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "post was called although its when: is false")
            return false
        }
        return true
    }

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await postStarts(store, service) else { return }
        await store.send(.post(count: Int.testSample, ref: Int.testSample)) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success([Int].testSample))
        await store.receive(.postSuccess(count: Int.testSample, ref: Int.testSample, query: store.state.query, [Int].testSample)) {
            $0.postStatus = .succeeded
            $0.postValue = [Int].testSample
        }
        await store.finish()
    }

    func testPostFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        guard await postStarts(store, service) else { return }
        await store.send(.post(count: Int.testSample, ref: Int.testSample)) {
            $0.postStatus = .loading
        }
        for _ in 0...Drawn12PaneSpec.postRetry.attempts { service.postAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn12PaneSpec.postRetry.attempts where Drawn12PaneSpec.postRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn12PaneSpec.postRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.postFailure(count: Int.testSample, ref: Int.testSample, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testPostErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        guard await postStarts(store, service) else { return }
        await store.send(.post(count: Int.testSample, ref: Int.testSample)) {
            $0.postStatus = .loading
        }
        for _ in 0...Drawn12PaneSpec.postRetry.attempts { service.postAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn12PaneSpec.postRetry.attempts where Drawn12PaneSpec.postRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn12PaneSpec.postRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.postFailure(count: Int.testSample, ref: Int.testSample, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissPostError) {
            $0.postStatus = .idle
        }
        await store.finish()
    }

    func testPostLatestCallSupersedesTheOneInFlight() async {
        guard Drawn12PaneSpec.postPolicy == .latest else {
            return XCTFail("The request post (\(Drawn12PaneSpec.postDeclaration)) has the policy \(Drawn12PaneSpec.postPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await postStarts(store, service) else { return }
        await store.send(.post(count: Int.testSample, ref: Int.testSample)) {
            $0.postStatus = .loading
        }
        await service.postAnswers.waitForCalls(waiting: 1)
        await store.send(.post(count: Int.testSample, ref: Int.testSample))
        await service.postAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.postAnswers.answer(.success([Int].testSample))
        await store.receive(.postSuccess(count: Int.testSample, ref: Int.testSample, query: store.state.query, [Int].testSample)) {
            $0.postStatus = .succeeded
            $0.postValue = [Int].testSample
        }
        await store.finish()
    }

    func testPostPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        guard await postStarts(store, service) else { return }
        await store.send(.startPollingPost(count: Int.testSample, ref: Int.testSample))
        await store.receive(.post(count: Int.testSample, ref: Int.testSample)) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success([Int].testSample))
        await store.receive(.postSuccess(count: Int.testSample, ref: Int.testSample, query: store.state.query, [Int].testSample)) {
            $0.postStatus = .succeeded
            $0.postValue = [Int].testSample
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn12PaneSpec.postPollInterval))
        await clock.advance(by: Drawn12PaneSpec.postPollInterval)
        await store.receive(.post(count: Int.testSample, ref: Int.testSample)) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success([Int].testSample))
        await store.receive(.postSuccess(count: Int.testSample, ref: Int.testSample, query: store.state.query, [Int].testSample)) {
            $0.postStatus = .succeeded
            $0.postValue = [Int].testSample
        }
        await store.send(.stopPollingPost)
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
