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

    // MARK: post

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.post) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(Item.testSample))
        await store.receive(.postSuccess(id: store.state.id, ready: store.state.ready, Item.testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .succeeded
            $0.postItems.append(Item.testSample)
        }
        await store.finish()
    }

    func testPostFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.post) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        for _ in 0...Drawn06RowSpec.postRetry.attempts { service.postAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn06RowSpec.postRetry.attempts where Drawn06RowSpec.postRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn06RowSpec.postRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.postFailure(id: store.state.id, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.postError = ReduxRuntime.RequestError.testSample
        }
        await store.finish()
    }

    func testPostAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.postSuccess(id: store.state.id, ready: store.state.ready, Item.testSample))
        await store.send(.postFailure(id: store.state.id, ready: store.state.ready, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testPostErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await store.send(.post) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        for _ in 0...Drawn06RowSpec.postRetry.attempts { service.postAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn06RowSpec.postRetry.attempts where Drawn06RowSpec.postRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn06RowSpec.postRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.postFailure(id: store.state.id, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.postError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.dismissPostError) {
            $0.postStatus = .idle
            $0.postError = nil
        }
        await store.finish()
    }

    func testPostKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, clock) = makeStore()
        await store.send(.post) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        for _ in 0...Drawn06RowSpec.postRetry.attempts { service.postAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn06RowSpec.postRetry.attempts where Drawn06RowSpec.postRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn06RowSpec.postRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.postFailure(id: store.state.id, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.postError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.post) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(Item.testSample))
        await store.receive(.postSuccess(id: store.state.id, ready: store.state.ready, Item.testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .succeeded
            $0.postItems.append(Item.testSample)
        }
        await store.finish()
    }

    func testPostQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn06RowSpec.postPolicy == .queue else {
            return XCTFail("The request post (\(Drawn06RowSpec.postDeclaration)) has the policy \(Drawn06RowSpec.postPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, clock) = makeStore()
        await store.send(.post) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        await store.send(.post) {
            $0.postInFlight = 2
        }
        for _ in 0...Drawn06RowSpec.postRetry.attempts { service.postAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn06RowSpec.postRetry.attempts where Drawn06RowSpec.postRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn06RowSpec.postRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        service.postAnswers.answer(.success(Item.testSample))
        await store.receive(.postFailure(id: store.state.id, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.postInFlight = 1
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.postError = ReduxRuntime.RequestError.testSample
        }
        await store.receive(.postSuccess(id: store.state.id, ready: store.state.ready, Item.testSample)) {
            $0.postInFlight = 0
            $0.postItems.append(Item.testSample)
        }
        await store.finish()
    }

    // MARK: lookup

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(text: String.testSample)) {
            if let prediction = Drawn06RowReducer.predictLookup(text: String.testSample, in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess(text: String.testSample, id: store.state.id, [Item].testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm([Item].testSample, prependingTo: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.receive(.bump)
        await store.receive(.post) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(Item.testSample))
        await store.receive(.postSuccess(id: store.state.id, ready: store.state.ready, Item.testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .succeeded
            $0.postItems.append(Item.testSample)
        }
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(text: String.testSample)) {
            if let prediction = Drawn06RowReducer.predictLookup(text: String.testSample, in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.lookupFailure(text: String.testSample, id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.lookupError = ReduxRuntime.RequestError.testSample
            var predictions = $0.lookupPredictions.take()
            predictions.rollBack(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.finish()
    }

    func testLookupAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.lookupSuccess(text: String.testSample, id: store.state.id, [Item].testSample))
        await store.send(.lookupFailure(text: String.testSample, id: store.state.id, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testLookupKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(text: String.testSample)) {
            if let prediction = Drawn06RowReducer.predictLookup(text: String.testSample, in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.lookupFailure(text: String.testSample, id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.lookupError = ReduxRuntime.RequestError.testSample
            var predictions = $0.lookupPredictions.take()
            predictions.rollBack(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.send(.lookup(text: String.testSample)) {
            if let prediction = Drawn06RowReducer.predictLookup(text: String.testSample, in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess(text: String.testSample, id: store.state.id, [Item].testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm([Item].testSample, prependingTo: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.receive(.bump)
        await store.receive(.post) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(Item.testSample))
        await store.receive(.postSuccess(id: store.state.id, ready: store.state.ready, Item.testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .succeeded
            $0.postItems.append(Item.testSample)
        }
        await store.finish()
    }

    func testLookupQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn06RowSpec.lookupPolicy == .queue else {
            return XCTFail("The request lookup (\(Drawn06RowSpec.lookupDeclaration)) has the policy \(Drawn06RowSpec.lookupPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.lookup(text: String.testSample)) {
            if let prediction = Drawn06RowReducer.predictLookup(text: String.testSample, in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        await store.send(.lookup(text: String.testSample)) {
            if let prediction = Drawn06RowReducer.predictLookup(text: String.testSample, in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupInFlight = 2
        }
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupFailure(text: String.testSample, id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.lookupError = ReduxRuntime.RequestError.testSample
            var predictions = $0.lookupPredictions.take()
            predictions.rollBack(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.receive(.lookupSuccess(text: String.testSample, id: store.state.id, [Item].testSample)) {
            $0.lookupInFlight = 0
            var predictions = $0.lookupPredictions.take()
            predictions.confirm([Item].testSample, prependingTo: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.receive(.bump)
        await store.receive(.post) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(Item.testSample))
        await store.receive(.postSuccess(id: store.state.id, ready: store.state.ready, Item.testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .succeeded
            $0.postItems.append(Item.testSample)
        }
        await store.finish()
    }

    func testLookupPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingLookup(text: String.testSample))
        await store.receive(.lookup(text: String.testSample)) {
            if let prediction = Drawn06RowReducer.predictLookup(text: String.testSample, in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess(text: String.testSample, id: store.state.id, [Item].testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm([Item].testSample, prependingTo: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.receive(.bump)
        await store.receive(.post) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(Item.testSample))
        await store.receive(.postSuccess(id: store.state.id, ready: store.state.ready, Item.testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .succeeded
            $0.postItems.append(Item.testSample)
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn06RowSpec.lookupPollInterval))
        await clock.advance(by: Drawn06RowSpec.lookupPollInterval)
        await store.receive(.lookup(text: String.testSample)) {
            if let prediction = Drawn06RowReducer.predictLookup(text: String.testSample, in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess(text: String.testSample, id: store.state.id, [Item].testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm([Item].testSample, prependingTo: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.receive(.bump)
        await store.receive(.post) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(Item.testSample))
        await store.receive(.postSuccess(id: store.state.id, ready: store.state.ready, Item.testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .succeeded
            $0.postItems.append(Item.testSample)
        }
        await store.send(.stopPollingLookup)
        await store.finish()
    }

    // MARK: bindings and triggers (page, ready, setReady → post)

    func testSetPageAssignsPage() async {
        let (store, _, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
        }
        await store.finish()
    }

    func testSetReadyAssignsReady() async {
        let (store, service, _) = makeStore()
        await store.send(.setReady(Bool.testSample)) {
            $0.ready = Bool.testSample
        }
        await store.receive(.post) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(Item.testSample))
        await store.receive(.postSuccess(id: store.state.id, ready: store.state.ready, Item.testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .succeeded
            $0.postItems.append(Item.testSample)
        }
        await store.finish()
    }
}
