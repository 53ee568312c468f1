// Drawn06TransitionTests.swift
// Written once by reduxgen from Drawn06.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// ReduxTesting has those of the standard library's types, your test target the others).
// When your reducer logic changes the state on these actions, add its changes to the
// tests' closures.
// Each binding's setter, and each action after which requests start by themselves, has a
// test too.
// Each child's action has a test that it reaches its child (the child's own transition, on
// the child the action names) and one that it is ignored without it, through the reducer
// alone (the children's middlewares are not in the test store).

import XCTest
import ReduxRuntime
import ReduxTesting
@testable import ModelCorpus

@MainActor
final class Drawn06TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn06State = Drawn06State()
    ) -> (ReduxTesting.TestStore<Drawn06State, Drawn06Action>, Drawn06ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn06ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn06Reducer.reduce,
            middlewares: [Drawn06Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: post

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.post(Int.testSample)) {
            $0.postStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06Spec.postDebounce)
        service.postAnswers.answer(.success(Item.testSample))
        await store.receive(.postSuccess(Int.testSample, page: store.state.page, Item.testSample)) {
            $0.postStatus = .succeeded
            $0.postItems.insert(Item.testSample, at: 0)
        }
        await store.finish()
    }

    func testPostGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.post(Int.testSample)) {
            $0.postStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06Spec.postDebounce)
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(Int.testSample, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    // MARK: upload

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.upload) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success([Item].testSample))
        await store.receive(.uploadSuccess(ready: store.state.ready, [Item].testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .succeeded
            $0.uploadItems.upsert(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    func testUploadFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.upload) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        for _ in 0...Drawn06Spec.uploadRetry.attempts { service.uploadAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn06Spec.uploadRetry.attempts where Drawn06Spec.uploadRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn06Spec.uploadRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.uploadFailure(ready: store.state.ready, ModelFailure.testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testUploadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.uploadSuccess(ready: store.state.ready, [Item].testSample))
        await store.send(.uploadFailure(ready: store.state.ready, ModelFailure.testSample))
        await store.finish()
    }

    func testUploadIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.upload) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        await store.send(.cancelUpload) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .idle
        }
        service.uploadAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    func testUploadConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn06Spec.uploadPolicy == .concurrent else {
            return XCTFail("The request upload (\(Drawn06Spec.uploadDeclaration)) has the policy \(Drawn06Spec.uploadPolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, clock) = makeStore()
        await store.send(.upload) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        await service.uploadAnswers.waitForCalls(waiting: 1)
        await store.send(.upload) {
            $0.uploadInFlight = 2
        }
        await service.uploadAnswers.waitForCalls(waiting: 2)
        service.uploadAnswers.answer(.success([Item].testSample))
        await store.receive(.uploadSuccess(ready: store.state.ready, [Item].testSample)) {
            $0.uploadInFlight = 1
            $0.uploadItems.upsert(contentsOf: [Item].testSample)
        }
        for _ in 0...Drawn06Spec.uploadRetry.attempts { service.uploadAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn06Spec.uploadRetry.attempts where Drawn06Spec.uploadRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn06Spec.uploadRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.uploadFailure(ready: store.state.ready, ModelFailure.testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    // MARK: send

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.send(count: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        service.sendAnswers.answer(.success(Int.testSample))
        await store.receive(.sendSuccess(count: Int.testSample, Int.testSample)) {
            $0.sendStatus[Int.testSample] = .succeeded
            $0.sendByKey[Int.testSample] = Int.testSample
        }
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.send(count: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSendTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.send(count: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06Spec.sendTimeout)
        await store.receive(.sendFailure(count: Int.testSample, ReduxRuntime.RequestError.timedOut(after: Drawn06Spec.sendTimeout))) {
            $0.sendStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn06Spec.sendTimeout))
        }
        await store.finish()
    }

    func testSendLatestCallSupersedesTheOneInFlight() async {
        guard Drawn06Spec.sendPolicy == .latest else {
            return XCTFail("The request send (\(Drawn06Spec.sendDeclaration)) has the policy \(Drawn06Spec.sendPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.send(count: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        await service.sendAnswers.waitForCalls(waiting: 1)
        await store.send(.send(count: Int.testSample))
        await service.sendAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.sendAnswers.answer(.success(Int.testSample))
        await store.receive(.sendSuccess(count: Int.testSample, Int.testSample)) {
            $0.sendStatus[Int.testSample] = .succeeded
            $0.sendByKey[Int.testSample] = Int.testSample
        }
        await store.finish()
    }

    func testSendPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingSend(count: Int.testSample))
        await store.receive(.send(count: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        service.sendAnswers.answer(.success(Int.testSample))
        await store.receive(.sendSuccess(count: Int.testSample, Int.testSample)) {
            $0.sendStatus[Int.testSample] = .succeeded
            $0.sendByKey[Int.testSample] = Int.testSample
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn06Spec.sendPollInterval))
        await clock.advance(by: Drawn06Spec.sendPollInterval)
        await store.receive(.send(count: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        service.sendAnswers.answer(.success(Int.testSample))
        await store.receive(.sendSuccess(count: Int.testSample, Int.testSample)) {
            $0.sendStatus[Int.testSample] = .succeeded
            $0.sendByKey[Int.testSample] = Int.testSample
        }
        await store.send(.stopPollingSend(count: Int.testSample))
        await store.finish()
    }

    // MARK: bindings and triggers (page)

    func testSetPageAssignsPage() async {
        let (store, _, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
        }
        await store.finish()
    }

    // MARK: rows (Drawn06Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn06State(rows: [Drawn06RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .post)) {
            $0.rows[id: Int.testSample]!.postInFlight = 1
            $0.rows[id: Int.testSample]!.postStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .post))
        await store.finish()
    }

    // MARK: pane (Drawn06Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn06State(pane: Drawn06PaneState(id: Int.testSample)))
        await store.send(.pane(.post)) {
            $0.pane!.postStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.post))
        await store.finish()
    }
}
