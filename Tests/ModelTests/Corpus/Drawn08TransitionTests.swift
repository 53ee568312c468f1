// Drawn08TransitionTests.swift
// Written once by reduxgen from Drawn08.yaml (--tests); from now on this file is yours.
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
final class Drawn08TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn08State = Drawn08State()
    ) -> (ReduxTesting.TestStore<Drawn08State, Drawn08Action>, Drawn08ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn08ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn08Reducer.reduce,
            middlewares: [Drawn08Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: load

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.load(Int.testSample)) {
            if !$0.loadStatus.isLoading, let prediction = Drawn08Reducer.predictLoad(Int.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, in: &$0.loadValue, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success([Int].testSample))
        await store.receive(.loadSuccess(Int.testSample, ready: store.state.ready, [Int].testSample)) {
            $0.loadStatus = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm([Int].testSample, in: &$0.loadValue)
            $0.loadPredictions = consume predictions
        }
        await store.finish()
    }

    func testLoadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.load(Int.testSample)) {
            if !$0.loadStatus.isLoading, let prediction = Drawn08Reducer.predictLoad(Int.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, in: &$0.loadValue, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadFailure(Int.testSample, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.loadPredictions.take()
            predictions.rollBack(in: &$0.loadValue)
            $0.loadPredictions = consume predictions
        }
        await store.finish()
    }

    func testLoadIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.load(Int.testSample)) {
            if !$0.loadStatus.isLoading, let prediction = Drawn08Reducer.predictLoad(Int.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, in: &$0.loadValue, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus = .loading
        }
        await store.send(.cancelLoad) {
            $0.loadStatus = .idle
            var predictions = $0.loadPredictions.take()
            predictions.rollBackAll(in: &$0.loadValue)
            $0.loadPredictions = consume predictions
        }
        service.loadAnswers.answer(.success([Int].testSample))
        await store.finish()
    }

    func testLoadCallWhileOneIsInFlightIsDropped() async {
        guard Drawn08Spec.loadPolicy == .first else {
            return XCTFail("The request load (\(Drawn08Spec.loadDeclaration)) has the policy \(Drawn08Spec.loadPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.load(Int.testSample)) {
            if !$0.loadStatus.isLoading, let prediction = Drawn08Reducer.predictLoad(Int.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, in: &$0.loadValue, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus = .loading
        }
        await service.loadAnswers.waitForCalls(waiting: 1)
        await store.send(.load(Int.testSample)) {
            if !$0.loadStatus.isLoading, let prediction = Drawn08Reducer.predictLoad(Int.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, in: &$0.loadValue, for: ())
                $0.loadPredictions = consume predictions
            }
        }
        service.loadAnswers.answer(.success([Int].testSample))
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.loadSuccess(Int.testSample, ready: store.state.ready, [Int].testSample)) {
            $0.loadStatus = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm([Int].testSample, in: &$0.loadValue)
            $0.loadPredictions = consume predictions
        }
        await store.finish()
    }

    func testLoadIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.load(Int.testSample)) {
            if !$0.loadStatus.isLoading, let prediction = Drawn08Reducer.predictLoad(Int.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, in: &$0.loadValue, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success([Int].testSample))
        await store.receive(.loadSuccess(Int.testSample, ready: store.state.ready, [Int].testSample)) {
            $0.loadStatus = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm([Int].testSample, in: &$0.loadValue)
            $0.loadPredictions = consume predictions
        }
        await store.send(.load(Int.testSample)) {
            if !$0.loadStatus.isLoading, let prediction = Drawn08Reducer.predictLoad(Int.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, in: &$0.loadValue, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus = .loading
        }
        await store.receive(.loadSuccess(Int.testSample, ready: store.state.ready, [Int].testSample)) {
            $0.loadStatus = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm([Int].testSample, in: &$0.loadValue)
            $0.loadPredictions = consume predictions
        }
        await store.send(.forceLoad(Int.testSample)) {
            if !$0.loadStatus.isLoading, let prediction = Drawn08Reducer.predictLoad(Int.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, in: &$0.loadValue, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success([Int].testSample))
        await store.receive(.loadSuccess(Int.testSample, ready: store.state.ready, [Int].testSample)) {
            $0.loadStatus = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm([Int].testSample, in: &$0.loadValue)
            $0.loadPredictions = consume predictions
        }
        await clock.advance(by: Drawn08Spec.loadCacheLifetime)
        await store.send(.load(Int.testSample)) {
            if !$0.loadStatus.isLoading, let prediction = Drawn08Reducer.predictLoad(Int.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, in: &$0.loadValue, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success([Int].testSample))
        await store.receive(.loadSuccess(Int.testSample, ready: store.state.ready, [Int].testSample)) {
            $0.loadStatus = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm([Int].testSample, in: &$0.loadValue)
            $0.loadPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: upload

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(text: String.testSample, count: Int.testSample)) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadByKey) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn08Reducer.predictUpload(text: String.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, in: &$0.uploadByKey, at: Int.testSample, for: Int.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus[Int.testSample] = .loading
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(text: String.testSample, count: Int.testSample, Item.testSample)) {
            $0.uploadStatus[Int.testSample] = .succeeded
            var predictions = $0.uploadPredictions.take()
            predictions.confirm(Item.testSample, in: &$0.uploadByKey, at: Int.testSample) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    func testUploadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(text: String.testSample, count: Int.testSample)) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadByKey) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn08Reducer.predictUpload(text: String.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, in: &$0.uploadByKey, at: Int.testSample, for: Int.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus[Int.testSample] = .loading
        }
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(text: String.testSample, count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.uploadStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.uploadPredictions.take()
            predictions.rollBack(in: &$0.uploadByKey) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    func testUploadIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(text: String.testSample, count: Int.testSample)) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadByKey) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn08Reducer.predictUpload(text: String.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, in: &$0.uploadByKey, at: Int.testSample, for: Int.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus[Int.testSample] = .loading
        }
        await store.send(.cancelUpload(count: Int.testSample)) {
            $0.uploadStatus[Int.testSample] = nil
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadByKey) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testUploadLatestCallSupersedesTheOneInFlight() async {
        guard Drawn08Spec.uploadPolicy == .latest else {
            return XCTFail("The request upload (\(Drawn08Spec.uploadDeclaration)) has the policy \(Drawn08Spec.uploadPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.upload(text: String.testSample, count: Int.testSample)) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadByKey) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn08Reducer.predictUpload(text: String.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, in: &$0.uploadByKey, at: Int.testSample, for: Int.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus[Int.testSample] = .loading
        }
        await service.uploadAnswers.waitForCalls(waiting: 1)
        await store.send(.upload(text: String.testSample, count: Int.testSample)) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadByKey) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn08Reducer.predictUpload(text: String.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, in: &$0.uploadByKey, at: Int.testSample, for: Int.testSample)
                $0.uploadPredictions = consume predictions
            }
        }
        await service.uploadAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(text: String.testSample, count: Int.testSample, Item.testSample)) {
            $0.uploadStatus[Int.testSample] = .succeeded
            var predictions = $0.uploadPredictions.take()
            predictions.confirm(Item.testSample, in: &$0.uploadByKey, at: Int.testSample) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    func testUploadIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.upload(text: String.testSample, count: Int.testSample)) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadByKey) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn08Reducer.predictUpload(text: String.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, in: &$0.uploadByKey, at: Int.testSample, for: Int.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus[Int.testSample] = .loading
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(text: String.testSample, count: Int.testSample, Item.testSample)) {
            $0.uploadStatus[Int.testSample] = .succeeded
            var predictions = $0.uploadPredictions.take()
            predictions.confirm(Item.testSample, in: &$0.uploadByKey, at: Int.testSample) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
        }
        await store.send(.upload(text: String.testSample, count: Int.testSample)) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadByKey) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn08Reducer.predictUpload(text: String.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, in: &$0.uploadByKey, at: Int.testSample, for: Int.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus[Int.testSample] = .loading
        }
        await store.receive(.uploadSuccess(text: String.testSample, count: Int.testSample, Item.testSample)) {
            $0.uploadStatus[Int.testSample] = .succeeded
            var predictions = $0.uploadPredictions.take()
            predictions.confirm(Item.testSample, in: &$0.uploadByKey, at: Int.testSample) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
        }
        await store.send(.forceUpload(text: String.testSample, count: Int.testSample)) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadByKey) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn08Reducer.predictUpload(text: String.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, in: &$0.uploadByKey, at: Int.testSample, for: Int.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus[Int.testSample] = .loading
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(text: String.testSample, count: Int.testSample, Item.testSample)) {
            $0.uploadStatus[Int.testSample] = .succeeded
            var predictions = $0.uploadPredictions.take()
            predictions.confirm(Item.testSample, in: &$0.uploadByKey, at: Int.testSample) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
        }
        await clock.advance(by: Drawn08Spec.uploadCacheLifetime)
        await store.send(.upload(text: String.testSample, count: Int.testSample)) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadByKey) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn08Reducer.predictUpload(text: String.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, in: &$0.uploadByKey, at: Int.testSample, for: Int.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus[Int.testSample] = .loading
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(text: String.testSample, count: Int.testSample, Item.testSample)) {
            $0.uploadStatus[Int.testSample] = .succeeded
            var predictions = $0.uploadPredictions.take()
            predictions.confirm(Item.testSample, in: &$0.uploadByKey, at: Int.testSample) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: send

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.send(count: Int.testSample)) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess(count: Int.testSample, page: store.state.page, [Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendItems.upsert(contentsOf: [Item].testSample)
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.send(count: Int.testSample)) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(count: Int.testSample, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSendLatestCallSupersedesTheOneInFlight() async {
        guard Drawn08Spec.sendPolicy == .latest else {
            return XCTFail("The request send (\(Drawn08Spec.sendDeclaration)) has the policy \(Drawn08Spec.sendPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.send(count: Int.testSample)) {
            $0.sendStatus = .loading
        }
        await service.sendAnswers.waitForCalls(waiting: 1)
        await store.send(.send(count: Int.testSample))
        await service.sendAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess(count: Int.testSample, page: store.state.page, [Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendItems.upsert(contentsOf: [Item].testSample)
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testSendIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.send(count: Int.testSample)) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess(count: Int.testSample, page: store.state.page, [Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendItems.upsert(contentsOf: [Item].testSample)
        }
        await store.receive(.bump)
        await store.send(.send(count: Int.testSample)) {
            $0.sendStatus = .loading
        }
        await store.receive(.sendSuccess(count: Int.testSample, page: store.state.page, [Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendItems.upsert(contentsOf: [Item].testSample)
        }
        await store.receive(.bump)
        await store.send(.forceSend(count: Int.testSample)) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess(count: Int.testSample, page: store.state.page, [Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendItems.upsert(contentsOf: [Item].testSample)
        }
        await store.receive(.bump)
        await clock.advance(by: Drawn08Spec.sendCacheLifetime)
        await store.send(.send(count: Int.testSample)) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess(count: Int.testSample, page: store.state.page, [Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendItems.upsert(contentsOf: [Item].testSample)
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testSendPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingSend(count: Int.testSample))
        await store.receive(.forceSend(count: Int.testSample)) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess(count: Int.testSample, page: store.state.page, [Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendItems.upsert(contentsOf: [Item].testSample)
        }
        await store.receive(.bump)
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn08Spec.sendPollInterval))
        await clock.advance(by: Drawn08Spec.sendPollInterval)
        await store.receive(.forceSend(count: Int.testSample)) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess(count: Int.testSample, page: store.state.page, [Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendItems.upsert(contentsOf: [Item].testSample)
        }
        await store.receive(.bump)
        await store.send(.stopPollingSend)
        await store.finish()
    }

    // MARK: search

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.search(text: String.testSample)) {
            $0.searchStatus[String.testSample] = .loading
        }
        service.searchAnswers.answer(.success(String.testSample))
        await store.receive(.searchSuccess(text: String.testSample, String.testSample)) {
            $0.searchStatus[String.testSample] = .succeeded
            $0.searchByKey[String.testSample] = String.testSample
        }
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.search(text: String.testSample)) {
            $0.searchStatus[String.testSample] = .loading
        }
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.searchFailure(text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.searchStatus[String.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSearchCallWhileOneIsInFlightIsDropped() async {
        guard Drawn08Spec.searchPolicy == .first else {
            return XCTFail("The request search (\(Drawn08Spec.searchDeclaration)) has the policy \(Drawn08Spec.searchPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.search(text: String.testSample)) {
            $0.searchStatus[String.testSample] = .loading
        }
        await service.searchAnswers.waitForCalls(waiting: 1)
        await store.send(.search(text: String.testSample))
        service.searchAnswers.answer(.success(String.testSample))
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.searchSuccess(text: String.testSample, String.testSample)) {
            $0.searchStatus[String.testSample] = .succeeded
            $0.searchByKey[String.testSample] = String.testSample
        }
        await store.finish()
    }

    func testSearchIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.search(text: String.testSample)) {
            $0.searchStatus[String.testSample] = .loading
        }
        service.searchAnswers.answer(.success(String.testSample))
        await store.receive(.searchSuccess(text: String.testSample, String.testSample)) {
            $0.searchStatus[String.testSample] = .succeeded
            $0.searchByKey[String.testSample] = String.testSample
        }
        await store.send(.search(text: String.testSample)) {
            $0.searchStatus[String.testSample] = .loading
        }
        await store.receive(.searchSuccess(text: String.testSample, String.testSample)) {
            $0.searchStatus[String.testSample] = .succeeded
            $0.searchByKey[String.testSample] = String.testSample
        }
        await store.send(.forceSearch(text: String.testSample)) {
            $0.searchStatus[String.testSample] = .loading
        }
        service.searchAnswers.answer(.success(String.testSample))
        await store.receive(.searchSuccess(text: String.testSample, String.testSample)) {
            $0.searchStatus[String.testSample] = .succeeded
            $0.searchByKey[String.testSample] = String.testSample
        }
        await clock.advance(by: Drawn08Spec.searchCacheLifetime)
        await store.send(.search(text: String.testSample)) {
            $0.searchStatus[String.testSample] = .loading
        }
        service.searchAnswers.answer(.success(String.testSample))
        await store.receive(.searchSuccess(text: String.testSample, String.testSample)) {
            $0.searchStatus[String.testSample] = .succeeded
            $0.searchByKey[String.testSample] = String.testSample
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

    // MARK: pane (Drawn08Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn08State(pane: Drawn08PaneState(id: Int.testSample)))
        await store.send(.pane(.upload(ref: Int.testSample, text: String.testSample))) {
            $0.pane!.uploadStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.upload(ref: Int.testSample, text: String.testSample)))
        await store.finish()
    }
}
