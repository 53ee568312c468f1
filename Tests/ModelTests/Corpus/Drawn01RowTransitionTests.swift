// Drawn01RowTransitionTests.swift
// Written once by reduxgen from Drawn01Row.yaml (--tests); from now on this file is yours.
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
final class Drawn01RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn01RowState, Drawn01RowAction>, Drawn01RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn01RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn01RowState(id: Int.testSample),
            reducer: Drawn01RowReducer.reduce,
            middlewares: [Drawn01RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: save

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.save(text: String.testSample)) {
            $0.saveStatus[String.testSample] = .loading
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(text: String.testSample, id: store.state.id, ready: store.state.ready, query: store.state.query, Item.testSample)) {
            $0.saveStatus[String.testSample] = .succeeded
            $0.saveValue = Item.testSample
        }
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.save(text: String.testSample)) {
            $0.saveStatus[String.testSample] = .loading
        }
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.saveFailure(text: String.testSample, id: store.state.id, ready: store.state.ready, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.saveStatus[String.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSaveLatestCallSupersedesTheOneInFlight() async {
        guard Drawn01RowSpec.savePolicy == .latest else {
            return XCTFail("The request save (\(Drawn01RowSpec.saveDeclaration)) has the policy \(Drawn01RowSpec.savePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.save(text: String.testSample)) {
            $0.saveStatus[String.testSample] = .loading
        }
        await service.saveAnswers.waitForCalls(waiting: 1)
        await store.send(.save(text: String.testSample))
        await service.saveAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(text: String.testSample, id: store.state.id, ready: store.state.ready, query: store.state.query, Item.testSample)) {
            $0.saveStatus[String.testSample] = .succeeded
            $0.saveValue = Item.testSample
        }
        await store.finish()
    }

    func testSavePollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingSave(text: String.testSample))
        await store.receive(.save(text: String.testSample)) {
            $0.saveStatus[String.testSample] = .loading
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(text: String.testSample, id: store.state.id, ready: store.state.ready, query: store.state.query, Item.testSample)) {
            $0.saveStatus[String.testSample] = .succeeded
            $0.saveValue = Item.testSample
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn01RowSpec.savePollInterval))
        await clock.advance(by: Drawn01RowSpec.savePollInterval)
        await store.receive(.save(text: String.testSample)) {
            $0.saveStatus[String.testSample] = .loading
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(text: String.testSample, id: store.state.id, ready: store.state.ready, query: store.state.query, Item.testSample)) {
            $0.saveStatus[String.testSample] = .succeeded
            $0.saveValue = Item.testSample
        }
        await store.send(.stopPollingSave(text: String.testSample))
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
