// Drawn03TransitionTests.swift
// Written once by reduxgen from Drawn03.yaml (--tests); from now on this file is yours.
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
final class Drawn03TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn03State = Drawn03State()
    ) -> (ReduxTesting.TestStore<Drawn03State, Drawn03Action>, Drawn03ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn03ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn03Reducer.reduce,
            middlewares: [Drawn03Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: archive

    func testArchiveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.archive(ref: Int.testSample)) {
            if !$0.archiveStatus.isLoading, let prediction = Drawn03Reducer.predictArchive(ref: Int.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, appendingTo: &$0.archiveItems, for: ())
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success([Item].testSample))
        await store.receive(.archiveSuccess(ref: Int.testSample, query: store.state.query, [Item].testSample)) {
            $0.archiveStatus = .succeeded
            var predictions = $0.archivePredictions.take()
            predictions.confirm([Item].testSample, appendingTo: &$0.archiveItems)
            $0.archivePredictions = consume predictions
        }
        await store.finish()
    }

    func testArchiveFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.archive(ref: Int.testSample)) {
            if !$0.archiveStatus.isLoading, let prediction = Drawn03Reducer.predictArchive(ref: Int.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, appendingTo: &$0.archiveItems, for: ())
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus = .loading
        }
        var deadline = clock.now
        for attempt in 0...Drawn03Spec.archiveRetry.attempts {
            await clock.waitForSleeper(wakingAt: deadline.advanced(by: Drawn03Spec.archiveTimeout))
            let mark = clock.sleepMark
            service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
            guard attempt < Drawn03Spec.archiveRetry.attempts && Drawn03Spec.archiveRetry.backoff > .zero else { continue }
            deadline = deadline.advanced(by: Drawn03Spec.archiveRetry.delay(beforeRetry: attempt + 1))
            await clock.waitForOnlySleeper(wakingAt: deadline, sleepingSince: mark)
            await clock.advance(to: deadline)
        }
        await store.receive(.archiveFailure(ref: Int.testSample, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.archiveStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.archivePredictions.take()
            predictions.markFailed(in: &$0.archiveItems)
            $0.archivePredictions = consume predictions
        }
        await store.finish()
    }

    func testArchiveTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.archive(ref: Int.testSample)) {
            if !$0.archiveStatus.isLoading, let prediction = Drawn03Reducer.predictArchive(ref: Int.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, appendingTo: &$0.archiveItems, for: ())
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn03Spec.archiveTimeout)
        for retry in 1...Drawn03Spec.archiveRetry.attempts {
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn03Spec.archiveRetry.delay(beforeRetry: retry))
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn03Spec.archiveTimeout)
        }
        await store.receive(.archiveFailure(ref: Int.testSample, query: store.state.query, ReduxRuntime.RequestError.timedOut(after: Drawn03Spec.archiveTimeout))) {
            $0.archiveStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn03Spec.archiveTimeout))
            var predictions = $0.archivePredictions.take()
            predictions.markFailed(in: &$0.archiveItems)
            $0.archivePredictions = consume predictions
        }
        await store.finish()
    }

    func testArchiveCallWhileOneIsInFlightIsDropped() async {
        guard Drawn03Spec.archivePolicy == .first else {
            return XCTFail("The request archive (\(Drawn03Spec.archiveDeclaration)) has the policy \(Drawn03Spec.archivePolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.archive(ref: Int.testSample)) {
            if !$0.archiveStatus.isLoading, let prediction = Drawn03Reducer.predictArchive(ref: Int.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, appendingTo: &$0.archiveItems, for: ())
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus = .loading
        }
        await service.archiveAnswers.waitForCalls(waiting: 1)
        await store.send(.archive(ref: Int.testSample)) {
            if !$0.archiveStatus.isLoading, let prediction = Drawn03Reducer.predictArchive(ref: Int.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, appendingTo: &$0.archiveItems, for: ())
                $0.archivePredictions = consume predictions
            }
        }
        service.archiveAnswers.answer(.success([Item].testSample))
        service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.archiveSuccess(ref: Int.testSample, query: store.state.query, [Item].testSample)) {
            $0.archiveStatus = .succeeded
            var predictions = $0.archivePredictions.take()
            predictions.confirm([Item].testSample, appendingTo: &$0.archiveItems)
            $0.archivePredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: submit

    func testSubmitGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.submit(text: String.testSample)) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(Int.testSample))
        await store.receive(.submitSuccess(text: String.testSample, Int.testSample)) {
            $0.submitStatus = .succeeded
            $0.submitItems.insert(Int.testSample, at: 0)
        }
        await store.finish()
    }

    func testSubmitGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.submit(text: String.testSample)) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.submitFailure(text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.submitStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSubmitTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.submit(text: String.testSample)) {
            $0.submitStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn03Spec.submitTimeout)
        await store.receive(.submitFailure(text: String.testSample, ReduxRuntime.RequestError.timedOut(after: Drawn03Spec.submitTimeout))) {
            $0.submitStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn03Spec.submitTimeout))
        }
        await store.finish()
    }

    func testSubmitErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.submit(text: String.testSample)) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.submitFailure(text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.submitStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissSubmitError) {
            $0.submitStatus = .idle
        }
        await store.finish()
    }

    func testSubmitCallWhileOneIsInFlightIsDropped() async {
        guard Drawn03Spec.submitPolicy == .first else {
            return XCTFail("The request submit (\(Drawn03Spec.submitDeclaration)) has the policy \(Drawn03Spec.submitPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.submit(text: String.testSample)) {
            $0.submitStatus = .loading
        }
        await service.submitAnswers.waitForCalls(waiting: 1)
        await store.send(.submit(text: String.testSample))
        service.submitAnswers.answer(.success(Int.testSample))
        service.submitAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.submitSuccess(text: String.testSample, Int.testSample)) {
            $0.submitStatus = .succeeded
            $0.submitItems.insert(Int.testSample, at: 0)
        }
        await store.finish()
    }

    // MARK: save

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.save(ref: Int.testSample, count: Int.testSample)) {
            $0.saveStatus[Int.testSample] = .loading
        }
        service.saveAnswers.answer(.success(Int.testSample))
        await store.receive(.saveSuccess(ref: Int.testSample, count: Int.testSample, ready: store.state.ready, page: store.state.page, Int.testSample)) {
            $0.saveStatus[Int.testSample] = .succeeded
            $0.saveByKey[Int.testSample] = Int.testSample
        }
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.save(ref: Int.testSample, count: Int.testSample)) {
            $0.saveStatus[Int.testSample] = .loading
        }
        service.saveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.saveFailure(ref: Int.testSample, count: Int.testSample, ready: store.state.ready, page: store.state.page, ModelFailure.testSample)) {
            $0.saveStatus[Int.testSample] = .failed(ModelFailure.testSample)
            $0.saveError = ModelFailure.testSample
        }
        await store.finish()
    }

    func testSaveIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.save(ref: Int.testSample, count: Int.testSample)) {
            $0.saveStatus[Int.testSample] = .loading
        }
        await store.send(.cancelSave(count: Int.testSample)) {
            $0.saveStatus[Int.testSample] = nil
        }
        service.saveAnswers.answer(.success(Int.testSample))
        await store.finish()
    }

    func testSaveKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.save(ref: Int.testSample, count: Int.testSample)) {
            $0.saveStatus[Int.testSample] = .loading
        }
        service.saveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.saveFailure(ref: Int.testSample, count: Int.testSample, ready: store.state.ready, page: store.state.page, ModelFailure.testSample)) {
            $0.saveStatus[Int.testSample] = .failed(ModelFailure.testSample)
            $0.saveError = ModelFailure.testSample
        }
        await store.send(.save(ref: Int.testSample, count: Int.testSample)) {
            $0.saveStatus[Int.testSample] = .loading
        }
        service.saveAnswers.answer(.success(Int.testSample))
        await store.receive(.saveSuccess(ref: Int.testSample, count: Int.testSample, ready: store.state.ready, page: store.state.page, Int.testSample)) {
            $0.saveStatus[Int.testSample] = .succeeded
            $0.saveByKey[Int.testSample] = Int.testSample
        }
        await store.finish()
    }

    func testSaveCallWhileOneIsInFlightIsDropped() async {
        guard Drawn03Spec.savePolicy == .first else {
            return XCTFail("The request save (\(Drawn03Spec.saveDeclaration)) has the policy \(Drawn03Spec.savePolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.save(ref: Int.testSample, count: Int.testSample)) {
            $0.saveStatus[Int.testSample] = .loading
        }
        await service.saveAnswers.waitForCalls(waiting: 1)
        await store.send(.save(ref: Int.testSample, count: Int.testSample))
        service.saveAnswers.answer(.success(Int.testSample))
        service.saveAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.saveSuccess(ref: Int.testSample, count: Int.testSample, ready: store.state.ready, page: store.state.page, Int.testSample)) {
            $0.saveStatus[Int.testSample] = .succeeded
            $0.saveByKey[Int.testSample] = Int.testSample
        }
        await store.finish()
    }

    // MARK: navigation (stack)

    func testPushAppendsARouteToThePath() async {
        let (store, _, _) = makeStore()
        let route = Drawn03Route.home
        await store.send(.push(route)) {
            $0.path = [route]
        }
        await store.finish()
    }

    func testPopRemovesTheLastRoute() async {
        let (store, _, _) = makeStore()
        let route = Drawn03Route.home
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
        let route = Drawn03Route.home
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
        let route = Drawn03Route.home
        await store.send(.setPath([route, route])) {
            $0.path = [route, route]
        }
        await store.send(.popToRoot) {
            $0.path = []
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, query, ready)

    func testSetPageAssignsPage() async {
        let (store, _, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
        }
        await store.finish()
    }

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

    // MARK: rows (Drawn03Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn03State(rows: [Drawn03RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .rate)) {
            $0.rows[id: Int.testSample]!.rateInFlight = 1
            $0.rows[id: Int.testSample]!.rateStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .rate))
        await store.finish()
    }

    // MARK: pane (Drawn03Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn03State(pane: Drawn03PaneState(id: Int.testSample)))
        await store.send(.pane(.upload(text: String.testSample, ref: Int.testSample))) {
            if let prediction = Drawn03PaneReducer.predictUpload(text: String.testSample, ref: Int.testSample, in: $0.pane!) {
                var predictions = $0.pane!.uploadPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.pane!.uploadItems, for: ())
                $0.pane!.uploadPredictions = consume predictions
            }
            $0.pane!.uploadInFlight = 1
            $0.pane!.uploadStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.upload(text: String.testSample, ref: Int.testSample)))
        await store.finish()
    }
}
