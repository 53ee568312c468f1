// Drawn08PaneTransitionTests.swift
// Written once by reduxgen from Drawn08Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn08PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn08PaneState, Drawn08PaneAction>, Drawn08PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn08PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn08PaneState(id: Int.testSample),
            reducer: Drawn08PaneReducer.reduce,
            middlewares: [Drawn08PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: upload

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(count: Int.testSample, text: String.testSample)) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success([Int].testSample))
        await store.receive(.uploadSuccess(count: Int.testSample, text: String.testSample, [Int].testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadValue = [Int].testSample
        }
        await store.finish()
    }

    func testUploadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(count: Int.testSample, text: String.testSample)) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(count: Int.testSample, text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.uploadError = ReduxRuntime.RequestError.testSample
        }
        await store.finish()
    }

    func testUploadKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(count: Int.testSample, text: String.testSample)) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(count: Int.testSample, text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.uploadError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.upload(count: Int.testSample, text: String.testSample)) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success([Int].testSample))
        await store.receive(.uploadSuccess(count: Int.testSample, text: String.testSample, [Int].testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadValue = [Int].testSample
        }
        await store.finish()
    }

    func testUploadLatestCallSupersedesTheOneInFlight() async {
        guard Drawn08PaneSpec.uploadPolicy == .latest else {
            return XCTFail("The request upload (\(Drawn08PaneSpec.uploadDeclaration)) has the policy \(Drawn08PaneSpec.uploadPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.upload(count: Int.testSample, text: String.testSample)) {
            $0.uploadStatus = .loading
        }
        await service.uploadAnswers.waitForCalls(waiting: 1)
        await store.send(.upload(count: Int.testSample, text: String.testSample))
        await service.uploadAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.uploadAnswers.answer(.success([Int].testSample))
        await store.receive(.uploadSuccess(count: Int.testSample, text: String.testSample, [Int].testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadValue = [Int].testSample
        }
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
