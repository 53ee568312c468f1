// Drawn02PaneTransitionTests.swift
// Written once by reduxgen from Drawn02Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn02PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn02PaneState, Drawn02PaneAction>, Drawn02PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn02PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn02PaneState(id: Int.testSample),
            reducer: Drawn02PaneReducer.reduce,
            middlewares: [Drawn02PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: archive

    func testArchiveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.archive(text: String.testSample)) {
            var predictions = $0.archivePredictions.take()
            predictions.rollBackAll(in: &$0.archiveItems)
            $0.archivePredictions = consume predictions
            if let prediction = Drawn02PaneReducer.predictArchive(text: String.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, prependingTo: &$0.archiveItems, for: ())
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success(Int.testSample))
        await store.receive(.archiveSuccess(text: String.testSample, Int.testSample)) {
            $0.archiveStatus = .succeeded
            var predictions = $0.archivePredictions.take()
            predictions.confirm(Int.testSample, prependingTo: &$0.archiveItems)
            $0.archivePredictions = consume predictions
        }
        await store.finish()
    }

    func testArchiveFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.archive(text: String.testSample)) {
            var predictions = $0.archivePredictions.take()
            predictions.rollBackAll(in: &$0.archiveItems)
            $0.archivePredictions = consume predictions
            if let prediction = Drawn02PaneReducer.predictArchive(text: String.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, prependingTo: &$0.archiveItems, for: ())
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus = .loading
        }
        var deadline = clock.now
        for attempt in 0...Drawn02PaneSpec.archiveRetry.attempts {
            await clock.waitForSleeper(wakingAt: deadline.advanced(by: Drawn02PaneSpec.archiveTimeout))
            let mark = clock.sleepMark
            service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
            guard attempt < Drawn02PaneSpec.archiveRetry.attempts && Drawn02PaneSpec.archiveRetry.backoff > .zero else { continue }
            deadline = deadline.advanced(by: Drawn02PaneSpec.archiveRetry.delay(beforeRetry: attempt + 1))
            await clock.waitForOnlySleeper(wakingAt: deadline, sleepingSince: mark)
            await clock.advance(to: deadline)
        }
        await store.receive(.archiveFailure(text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.archiveStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.archivePredictions.take()
            predictions.rollBack(in: &$0.archiveItems)
            $0.archivePredictions = consume predictions
        }
        await store.finish()
    }

    func testArchiveTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.archive(text: String.testSample)) {
            var predictions = $0.archivePredictions.take()
            predictions.rollBackAll(in: &$0.archiveItems)
            $0.archivePredictions = consume predictions
            if let prediction = Drawn02PaneReducer.predictArchive(text: String.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, prependingTo: &$0.archiveItems, for: ())
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn02PaneSpec.archiveTimeout)
        for retry in 1...Drawn02PaneSpec.archiveRetry.attempts {
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn02PaneSpec.archiveRetry.delay(beforeRetry: retry))
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn02PaneSpec.archiveTimeout)
        }
        await store.receive(.archiveFailure(text: String.testSample, ReduxRuntime.RequestError.timedOut(after: Drawn02PaneSpec.archiveTimeout))) {
            $0.archiveStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn02PaneSpec.archiveTimeout))
            var predictions = $0.archivePredictions.take()
            predictions.rollBack(in: &$0.archiveItems)
            $0.archivePredictions = consume predictions
        }
        await store.finish()
    }

    func testArchiveLatestCallSupersedesTheOneInFlight() async {
        guard Drawn02PaneSpec.archivePolicy == .latest else {
            return XCTFail("The request archive (\(Drawn02PaneSpec.archiveDeclaration)) has the policy \(Drawn02PaneSpec.archivePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.archive(text: String.testSample)) {
            var predictions = $0.archivePredictions.take()
            predictions.rollBackAll(in: &$0.archiveItems)
            $0.archivePredictions = consume predictions
            if let prediction = Drawn02PaneReducer.predictArchive(text: String.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, prependingTo: &$0.archiveItems, for: ())
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus = .loading
        }
        await service.archiveAnswers.waitForCalls(waiting: 1)
        await store.send(.archive(text: String.testSample)) {
            var predictions = $0.archivePredictions.take()
            predictions.rollBackAll(in: &$0.archiveItems)
            $0.archivePredictions = consume predictions
            if let prediction = Drawn02PaneReducer.predictArchive(text: String.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, prependingTo: &$0.archiveItems, for: ())
                $0.archivePredictions = consume predictions
            }
        }
        await service.archiveAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.archiveAnswers.answer(.success(Int.testSample))
        await store.receive(.archiveSuccess(text: String.testSample, Int.testSample)) {
            $0.archiveStatus = .succeeded
            var predictions = $0.archivePredictions.take()
            predictions.confirm(Int.testSample, prependingTo: &$0.archiveItems)
            $0.archivePredictions = consume predictions
        }
        await store.finish()
    }

    func testArchivePollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingArchive(text: String.testSample))
        await store.receive(.archive(text: String.testSample)) {
            var predictions = $0.archivePredictions.take()
            predictions.rollBackAll(in: &$0.archiveItems)
            $0.archivePredictions = consume predictions
            if let prediction = Drawn02PaneReducer.predictArchive(text: String.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, prependingTo: &$0.archiveItems, for: ())
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success(Int.testSample))
        await store.receive(.archiveSuccess(text: String.testSample, Int.testSample)) {
            $0.archiveStatus = .succeeded
            var predictions = $0.archivePredictions.take()
            predictions.confirm(Int.testSample, prependingTo: &$0.archiveItems)
            $0.archivePredictions = consume predictions
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn02PaneSpec.archivePollInterval))
        await clock.advance(by: Drawn02PaneSpec.archivePollInterval)
        await store.receive(.archive(text: String.testSample)) {
            var predictions = $0.archivePredictions.take()
            predictions.rollBackAll(in: &$0.archiveItems)
            $0.archivePredictions = consume predictions
            if let prediction = Drawn02PaneReducer.predictArchive(text: String.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, prependingTo: &$0.archiveItems, for: ())
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success(Int.testSample))
        await store.receive(.archiveSuccess(text: String.testSample, Int.testSample)) {
            $0.archiveStatus = .succeeded
            var predictions = $0.archivePredictions.take()
            predictions.confirm(Int.testSample, prependingTo: &$0.archiveItems)
            $0.archivePredictions = consume predictions
        }
        await store.send(.stopPollingArchive)
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
