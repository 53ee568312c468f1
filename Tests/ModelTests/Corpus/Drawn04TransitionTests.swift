// Drawn04TransitionTests.swift
// Written once by reduxgen from Drawn04.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// ReduxTesting has those of the standard library's types, your test target the others).
// When your reducer logic changes the state on these actions, add its changes to the
// tests' closures.
// Each transition of the navigation (push, pop, present, …) has a test too.
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
final class Drawn04TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn04State = Drawn04State()
    ) -> (ReduxTesting.TestStore<Drawn04State, Drawn04Action>, Drawn04ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn04ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn04Reducer.reduce,
            middlewares: [Drawn04Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: archive

    func testArchiveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.archive) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
            $0.archiveIsLoading = true
        }
        service.archiveAnswers.answer(.success([Item].testSample))
        await store.receive(.archiveSuccess([Item].testSample)) {
            $0.archiveInFlight = 0
            $0.archiveStatus = .succeeded
            $0.archiveValue = [Item].testSample
            $0.archiveIsLoading = false
        }
        await store.finish()
    }

    func testArchiveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.archive) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
            $0.archiveIsLoading = true
        }
        service.archiveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.archiveFailure(ModelFailure.testSample)) {
            $0.archiveInFlight = 0
            $0.archiveStatus = .failed(ModelFailure.testSample)
            $0.archiveIsLoading = false
        }
        await store.finish()
    }

    func testArchiveAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.archiveSuccess([Item].testSample))
        await store.send(.archiveFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testArchiveIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.archive) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
            $0.archiveIsLoading = true
        }
        await store.send(.cancelArchive) {
            $0.archiveInFlight = 0
            $0.archiveStatus = .idle
            $0.archiveIsLoading = false
        }
        service.archiveAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    func testArchiveErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.archive) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
            $0.archiveIsLoading = true
        }
        service.archiveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.archiveFailure(ModelFailure.testSample)) {
            $0.archiveInFlight = 0
            $0.archiveStatus = .failed(ModelFailure.testSample)
            $0.archiveIsLoading = false
        }
        await store.send(.dismissArchiveError) {
            $0.archiveStatus = .idle
        }
        await store.finish()
    }

    func testArchiveAnswerAppliesAfterYourLogicEndsItsLoadingFlag() async {
        let (store, _, _) = makeStore()
        // The reducer logic may end archive's loading flag while its call runs (a spinner stopped):
        // the call's answer still applies, and the flag stays false.
        var state = store.state
        Drawn04Reducer.reduce(&state, .archive)
        XCTAssertTrue(state.archiveIsLoading)
        state.archiveIsLoading = false
        Drawn04Reducer.reduce(&state, .archiveSuccess([Item].testSample))
        XCTAssertEqual(state.archiveStatus, .succeeded)
        XCTAssertFalse(state.archiveIsLoading)
        await store.finish()
    }

    func testArchiveQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn04Spec.archivePolicy == .queue else {
            return XCTFail("The request archive (\(Drawn04Spec.archiveDeclaration)) has the policy \(Drawn04Spec.archivePolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.archive) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
            $0.archiveIsLoading = true
        }
        await store.send(.archive) {
            $0.archiveInFlight = 2
        }
        service.archiveAnswers.answer(.failure(ModelFailure.testSample))
        service.archiveAnswers.answer(.success([Item].testSample))
        await store.receive(.archiveFailure(ModelFailure.testSample)) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .failed(ModelFailure.testSample)
        }
        await store.receive(.archiveSuccess([Item].testSample)) {
            $0.archiveInFlight = 0
            $0.archiveValue = [Item].testSample
            $0.archiveIsLoading = false
        }
        await store.finish()
    }

    // MARK: send

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(query: store.state.query, Item.testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .succeeded
            $0.sendValue = Item.testSample
        }
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.sendError = ReduxRuntime.RequestError.testSample
        }
        await store.finish()
    }

    func testSendAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.sendSuccess(query: store.state.query, Item.testSample))
        await store.send(.sendFailure(query: store.state.query, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSendTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.send) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn04Spec.sendTimeout)
        await store.receive(.sendFailure(query: store.state.query, ReduxRuntime.RequestError.timedOut(after: Drawn04Spec.sendTimeout))) {
            $0.sendInFlight = 0
            $0.sendStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn04Spec.sendTimeout))
            $0.sendError = ReduxRuntime.RequestError.timedOut(after: Drawn04Spec.sendTimeout)
        }
        await store.finish()
    }

    func testSendIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        await store.send(.cancelSend) {
            $0.sendInFlight = 0
            $0.sendStatus = .idle
        }
        service.sendAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testSendKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.sendError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.send) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(query: store.state.query, Item.testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .succeeded
            $0.sendValue = Item.testSample
        }
        await store.finish()
    }

    func testSendQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn04Spec.sendPolicy == .queue else {
            return XCTFail("The request send (\(Drawn04Spec.sendDeclaration)) has the policy \(Drawn04Spec.sendPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        await store.send(.send) {
            $0.sendInFlight = 2
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendFailure(query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.sendError = ReduxRuntime.RequestError.testSample
        }
        await store.receive(.sendSuccess(query: store.state.query, Item.testSample)) {
            $0.sendInFlight = 0
            $0.sendValue = Item.testSample
        }
        await store.finish()
    }

    // MARK: load

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.load) {
            $0.loadStatus = .loading
            $0.loadIsLoading = true
        }
        service.loadAnswers.answer(.success(Int.testSample))
        await store.receive(.loadSuccess(ready: store.state.ready, Int.testSample)) {
            $0.loadStatus = .succeeded
            $0.loadItems.append(Int.testSample)
            $0.loadIsLoading = false
        }
        await store.finish()
    }

    func testLoadFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.load) {
            $0.loadStatus = .loading
            $0.loadIsLoading = true
        }
        var deadline = clock.now
        for attempt in 0...Drawn04Spec.loadRetry.attempts {
            await clock.waitForSleeper(wakingAt: deadline.advanced(by: Drawn04Spec.loadTimeout))
            let mark = clock.sleepMark
            service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
            guard attempt < Drawn04Spec.loadRetry.attempts && Drawn04Spec.loadRetry.backoff > .zero else { continue }
            deadline = deadline.advanced(by: Drawn04Spec.loadRetry.delay(beforeRetry: attempt + 1))
            await clock.waitForOnlySleeper(wakingAt: deadline, sleepingSince: mark)
            await clock.advance(to: deadline)
        }
        await store.receive(.loadFailure(ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.loadIsLoading = false
        }
        await store.finish()
    }

    func testLoadTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.load) {
            $0.loadStatus = .loading
            $0.loadIsLoading = true
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn04Spec.loadTimeout)
        for retry in 1...Drawn04Spec.loadRetry.attempts {
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn04Spec.loadRetry.delay(beforeRetry: retry))
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn04Spec.loadTimeout)
        }
        await store.receive(.loadFailure(ready: store.state.ready, ReduxRuntime.RequestError.timedOut(after: Drawn04Spec.loadTimeout))) {
            $0.loadStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn04Spec.loadTimeout))
            $0.loadIsLoading = false
        }
        await store.finish()
    }

    func testLoadIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.load) {
            $0.loadStatus = .loading
            $0.loadIsLoading = true
        }
        await store.send(.cancelLoad) {
            $0.loadStatus = .idle
            $0.loadIsLoading = false
        }
        service.loadAnswers.answer(.success(Int.testSample))
        await store.finish()
    }

    func testLoadAnswerAppliesAfterYourLogicEndsItsLoadingFlag() async {
        let (store, _, _) = makeStore()
        // The reducer logic may end load's loading flag while its call runs (a spinner stopped):
        // the call's answer still applies, and the flag stays false.
        var state = store.state
        Drawn04Reducer.reduce(&state, .load)
        XCTAssertTrue(state.loadIsLoading)
        state.loadIsLoading = false
        Drawn04Reducer.reduce(&state, .loadSuccess(ready: store.state.ready, Int.testSample))
        XCTAssertEqual(state.loadStatus, .succeeded)
        XCTAssertFalse(state.loadIsLoading)
        await store.finish()
    }

    func testLoadLatestCallSupersedesTheOneInFlight() async {
        guard Drawn04Spec.loadPolicy == .latest else {
            return XCTFail("The request load (\(Drawn04Spec.loadDeclaration)) has the policy \(Drawn04Spec.loadPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.load) {
            $0.loadStatus = .loading
            $0.loadIsLoading = true
        }
        await service.loadAnswers.waitForCalls(waiting: 1)
        await store.send(.load)
        await service.loadAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.loadAnswers.answer(.success(Int.testSample))
        await store.receive(.loadSuccess(ready: store.state.ready, Int.testSample)) {
            $0.loadStatus = .succeeded
            $0.loadItems.append(Int.testSample)
            $0.loadIsLoading = false
        }
        await store.finish()
    }

    // MARK: search

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchItems)
            $0.searchPredictions = consume predictions
            if let prediction = Drawn04Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
            $0.searchIsLoading = true
        }
        service.searchAnswers.answer(.success(Int.testSample))
        await store.receive(.searchSuccess(query: store.state.query, Int.testSample)) {
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(Int.testSample, prependingTo: &$0.searchItems)
            $0.searchPredictions = consume predictions
            $0.searchIsLoading = false
        }
        await store.receive(.poke)
        await store.receive(.archive) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
            $0.archiveIsLoading = true
        }
        service.archiveAnswers.answer(.success([Item].testSample))
        await store.receive(.archiveSuccess([Item].testSample)) {
            $0.archiveInFlight = 0
            $0.archiveStatus = .succeeded
            $0.archiveValue = [Item].testSample
            $0.archiveIsLoading = false
        }
        await store.finish()
    }

    func testSearchFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.search) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchItems)
            $0.searchPredictions = consume predictions
            if let prediction = Drawn04Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
            $0.searchIsLoading = true
        }
        for _ in 0...Drawn04Spec.searchRetry.attempts { service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn04Spec.searchRetry.attempts where Drawn04Spec.searchRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn04Spec.searchRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.searchFailure(query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.searchError = ReduxRuntime.RequestError.testSample
            $0.searchIsLoading = false
            var predictions = $0.searchPredictions.take()
            predictions.markFailed(in: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await store.send(.search) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchItems)
            $0.searchPredictions = consume predictions
            if let prediction = Drawn04Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
            $0.searchIsLoading = true
        }
        for _ in 0...Drawn04Spec.searchRetry.attempts { service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn04Spec.searchRetry.attempts where Drawn04Spec.searchRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn04Spec.searchRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.searchFailure(query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.searchError = ReduxRuntime.RequestError.testSample
            $0.searchIsLoading = false
            var predictions = $0.searchPredictions.take()
            predictions.markFailed(in: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        await store.send(.dismissSearchError) {
            $0.searchStatus = .idle
            $0.searchError = nil
        }
        await store.finish()
    }

    func testSearchKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, clock) = makeStore()
        await store.send(.search) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchItems)
            $0.searchPredictions = consume predictions
            if let prediction = Drawn04Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
            $0.searchIsLoading = true
        }
        for _ in 0...Drawn04Spec.searchRetry.attempts { service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn04Spec.searchRetry.attempts where Drawn04Spec.searchRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn04Spec.searchRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.searchFailure(query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.searchError = ReduxRuntime.RequestError.testSample
            $0.searchIsLoading = false
            var predictions = $0.searchPredictions.take()
            predictions.markFailed(in: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        await store.send(.search) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchItems)
            $0.searchPredictions = consume predictions
            if let prediction = Drawn04Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
            $0.searchIsLoading = true
        }
        service.searchAnswers.answer(.success(Int.testSample))
        await store.receive(.searchSuccess(query: store.state.query, Int.testSample)) {
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(Int.testSample, prependingTo: &$0.searchItems)
            $0.searchPredictions = consume predictions
            $0.searchIsLoading = false
        }
        await store.receive(.poke)
        await store.receive(.archive) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
            $0.archiveIsLoading = true
        }
        service.archiveAnswers.answer(.success([Item].testSample))
        await store.receive(.archiveSuccess([Item].testSample)) {
            $0.archiveInFlight = 0
            $0.archiveStatus = .succeeded
            $0.archiveValue = [Item].testSample
            $0.archiveIsLoading = false
        }
        await store.finish()
    }

    func testSearchAnswerAppliesAfterYourLogicEndsItsLoadingFlag() async {
        let (store, _, _) = makeStore()
        // The reducer logic may end search's loading flag while its call runs (a spinner stopped):
        // the call's answer still applies, and the flag stays false.
        var state = store.state
        Drawn04Reducer.reduce(&state, .search)
        XCTAssertTrue(state.searchIsLoading)
        state.searchIsLoading = false
        Drawn04Reducer.reduce(&state, .searchSuccess(query: store.state.query, Int.testSample))
        XCTAssertEqual(state.searchStatus, .succeeded)
        XCTAssertFalse(state.searchIsLoading)
        await store.finish()
    }

    func testSearchLatestCallSupersedesTheOneInFlight() async {
        guard Drawn04Spec.searchPolicy == .latest else {
            return XCTFail("The request search (\(Drawn04Spec.searchDeclaration)) has the policy \(Drawn04Spec.searchPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.search) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchItems)
            $0.searchPredictions = consume predictions
            if let prediction = Drawn04Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
            $0.searchIsLoading = true
        }
        await service.searchAnswers.waitForCalls(waiting: 1)
        await store.send(.search) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchItems)
            $0.searchPredictions = consume predictions
            if let prediction = Drawn04Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
        }
        await service.searchAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.searchAnswers.answer(.success(Int.testSample))
        await store.receive(.searchSuccess(query: store.state.query, Int.testSample)) {
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(Int.testSample, prependingTo: &$0.searchItems)
            $0.searchPredictions = consume predictions
            $0.searchIsLoading = false
        }
        await store.receive(.poke)
        await store.receive(.archive) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
            $0.archiveIsLoading = true
        }
        service.archiveAnswers.answer(.success([Item].testSample))
        await store.receive(.archiveSuccess([Item].testSample)) {
            $0.archiveInFlight = 0
            $0.archiveStatus = .succeeded
            $0.archiveValue = [Item].testSample
            $0.archiveIsLoading = false
        }
        await store.finish()
    }

    // MARK: navigation (stack)

    func testPushAppendsARouteToThePath() async {
        let (store, _, _) = makeStore()
        let route = Drawn04Route.home
        await store.send(.push(route)) {
            $0.path = [route]
        }
        await store.finish()
    }

    func testPopRemovesTheLastRoute() async {
        let (store, _, _) = makeStore()
        let route = Drawn04Route.home
        await store.send(.push(route)) {
            $0.path = [route]
        }
        await store.send(.pop) {
            $0.path = []
        }
        await store.finish()
    }

    func testPopOnTheRootChangesNothing() async {
        let (store, _, _) = makeStore()
        await store.send(.pop)
        await store.finish()
    }

    func testSetPathReplacesThePath() async {
        let (store, _, _) = makeStore()
        let route = Drawn04Route.home
        await store.send(.push(route)) {
            $0.path = [route]
        }
        await store.send(.setPath([route, route])) {
            $0.path = [route, route]
        }
        await store.finish()
    }

    func testPopToRootEmptiesThePath() async {
        let (store, _, _) = makeStore()
        let route = Drawn04Route.home
        await store.send(.setPath([route, route])) {
            $0.path = [route, route]
        }
        await store.send(.popToRoot) {
            $0.path = []
        }
        await store.finish()
    }

    // MARK: bindings and triggers (query, ready, bump → load)

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

    func testBumpStartsLoad() async {
        let (store, service, _) = makeStore()
        await store.send(.bump)
        await store.receive(.load) {
            $0.loadStatus = .loading
            $0.loadIsLoading = true
        }
        service.loadAnswers.answer(.success(Int.testSample))
        await store.receive(.loadSuccess(ready: store.state.ready, Int.testSample)) {
            $0.loadStatus = .succeeded
            $0.loadItems.append(Int.testSample)
            $0.loadIsLoading = false
        }
        await store.finish()
    }

    // MARK: rows (Drawn04Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn04State(rows: [Drawn04RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .send)) {
            $0.rows[id: Int.testSample]!.sendStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .send))
        await store.finish()
    }

    // MARK: pane (Drawn04Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn04State(pane: Drawn04PaneState(id: Int.testSample)))
        await store.send(.pane(.upload)) {
            $0.pane!.uploadInFlight = 1
            $0.pane!.uploadStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.upload))
        await store.finish()
    }
}
