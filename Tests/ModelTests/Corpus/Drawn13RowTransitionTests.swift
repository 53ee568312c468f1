// Drawn13RowTransitionTests.swift
// Written once by reduxgen from Drawn13Row.yaml (--tests); from now on this file is yours.
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
final class Drawn13RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn13RowState, Drawn13RowAction>, Drawn13RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn13RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn13RowState(id: Int.testSample),
            reducer: Drawn13RowReducer.reduce,
            middlewares: [Drawn13RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: load

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.load) {
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(id: store.state.id, Item.testSample)) {
            $0.loadStatus = .succeeded
            $0.loadValue = Item.testSample
        }
        await store.receive(.archive) {
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success(()))
        await store.receive(.archiveSuccess(id: store.state.id)) {
            $0.archiveStatus = .succeeded
        }
        await store.finish()
    }

    func testLoadFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.load) {
            $0.loadStatus = .loading
        }
        for _ in 0...Drawn13RowSpec.loadRetry.attempts { service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn13RowSpec.loadRetry.attempts where Drawn13RowSpec.loadRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn13RowSpec.loadRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.loadFailure(id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLoadCallWhileOneIsInFlightIsDropped() async {
        guard Drawn13RowSpec.loadPolicy == .first else {
            return XCTFail("The request load (\(Drawn13RowSpec.loadDeclaration)) has the policy \(Drawn13RowSpec.loadPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.load) {
            $0.loadStatus = .loading
        }
        await service.loadAnswers.waitForCalls(waiting: 1)
        await store.send(.load)
        service.loadAnswers.answer(.success(Item.testSample))
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.loadSuccess(id: store.state.id, Item.testSample)) {
            $0.loadStatus = .succeeded
            $0.loadValue = Item.testSample
        }
        await store.receive(.archive) {
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success(()))
        await store.receive(.archiveSuccess(id: store.state.id)) {
            $0.archiveStatus = .succeeded
        }
        await store.finish()
    }

    func testLoadPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingLoad)
        await store.receive(.load) {
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(id: store.state.id, Item.testSample)) {
            $0.loadStatus = .succeeded
            $0.loadValue = Item.testSample
        }
        await store.receive(.archive) {
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success(()))
        await store.receive(.archiveSuccess(id: store.state.id)) {
            $0.archiveStatus = .succeeded
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn13RowSpec.loadPollInterval))
        await clock.advance(by: Drawn13RowSpec.loadPollInterval)
        await store.receive(.load) {
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(id: store.state.id, Item.testSample)) {
            $0.loadStatus = .succeeded
            $0.loadValue = Item.testSample
        }
        await store.receive(.archive) {
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success(()))
        await store.receive(.archiveSuccess(id: store.state.id)) {
            $0.archiveStatus = .succeeded
        }
        await store.send(.stopPollingLoad)
        await store.finish()
    }

    // MARK: archive

    func testArchiveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.archive) {
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success(()))
        await store.receive(.archiveSuccess(id: store.state.id)) {
            $0.archiveStatus = .succeeded
        }
        await store.finish()
    }

    func testArchiveFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.archive) {
            $0.archiveStatus = .loading
        }
        for _ in 0...Drawn13RowSpec.archiveRetry.attempts { service.archiveAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn13RowSpec.archiveRetry.attempts where Drawn13RowSpec.archiveRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn13RowSpec.archiveRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.archiveFailure(id: store.state.id, ModelFailure.testSample)) {
            $0.archiveStatus = .failed(ModelFailure.testSample)
            $0.archiveError = ModelFailure.testSample
        }
        await store.finish()
    }

    func testArchiveKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, clock) = makeStore()
        await store.send(.archive) {
            $0.archiveStatus = .loading
        }
        for _ in 0...Drawn13RowSpec.archiveRetry.attempts { service.archiveAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn13RowSpec.archiveRetry.attempts where Drawn13RowSpec.archiveRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn13RowSpec.archiveRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.archiveFailure(id: store.state.id, ModelFailure.testSample)) {
            $0.archiveStatus = .failed(ModelFailure.testSample)
            $0.archiveError = ModelFailure.testSample
        }
        await store.send(.archive) {
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success(()))
        await store.receive(.archiveSuccess(id: store.state.id)) {
            $0.archiveStatus = .succeeded
        }
        await store.finish()
    }

    func testArchiveCallWhileOneIsInFlightIsDropped() async {
        guard Drawn13RowSpec.archivePolicy == .first else {
            return XCTFail("The request archive (\(Drawn13RowSpec.archiveDeclaration)) has the policy \(Drawn13RowSpec.archivePolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.archive) {
            $0.archiveStatus = .loading
        }
        await service.archiveAnswers.waitForCalls(waiting: 1)
        await store.send(.archive)
        service.archiveAnswers.answer(.success(()))
        service.archiveAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.archiveSuccess(id: store.state.id)) {
            $0.archiveStatus = .succeeded
        }
        await store.finish()
    }

    func testArchivePollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingArchive)
        await store.receive(.archive) {
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success(()))
        await store.receive(.archiveSuccess(id: store.state.id)) {
            $0.archiveStatus = .succeeded
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn13RowSpec.archivePollInterval))
        await clock.advance(by: Drawn13RowSpec.archivePollInterval)
        await store.receive(.archive) {
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success(()))
        await store.receive(.archiveSuccess(id: store.state.id)) {
            $0.archiveStatus = .succeeded
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
