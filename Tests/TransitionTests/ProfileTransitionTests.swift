// ProfileTransitionTests.swift
// Written once by reduxgen from Profile.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// ProfileTestSamples.swift has those reduxgen wrote). When your reducer logic changes the state
// on these actions, add its changes to the tests' closures.

import XCTest
import Foundation
import ReduxRuntime
import ReduxTesting
@testable import GoldenFeatures

@MainActor
final class ProfileTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<ProfileState, ProfileAction>, ProfileServiceMock, ReduxTesting.TestClock) {
        let service = ProfileServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: ProfileState(userID: User.ID.testSample),
            reducer: ProfileReducer.reduce,
            middlewares: [ProfileLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: loadUser

    func testLoadUserGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.loadUser(id: User.ID.testSample)) {
            $0.loadUserStatus = .loading
        }
        service.loadUserAnswers.answer(.success(User.testSample))
        await store.receive(.loadUserSuccess(id: User.ID.testSample, User.testSample)) {
            $0.loadUserStatus = .succeeded
            $0.user = User.testSample
        }
        await store.finish()
    }

    func testLoadUserGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.loadUser(id: User.ID.testSample)) {
            $0.loadUserStatus = .loading
        }
        service.loadUserAnswers.answer(.failure(ProfileError.testSample))
        await store.receive(.loadUserFailure(id: User.ID.testSample, ProfileError.testSample)) {
            $0.loadUserStatus = .failed(ProfileError.testSample)
        }
        await store.finish()
    }

    func testLoadUserLatestCallSupersedesTheOneInFlight() async {
        guard ProfileSpec.loadUserPolicy == .latest else {
            return XCTFail("The request loadUser (\(ProfileSpec.loadUserDeclaration)) has the policy \(ProfileSpec.loadUserPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.loadUser(id: User.ID.testSample)) {
            $0.loadUserStatus = .loading
        }
        await service.loadUserAnswers.waitForCalls(waiting: 1)
        await store.send(.loadUser(id: User.ID.testSample))
        await service.loadUserAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.loadUserAnswers.answer(.success(User.testSample))
        await store.receive(.loadUserSuccess(id: User.ID.testSample, User.testSample)) {
            $0.loadUserStatus = .succeeded
            $0.user = User.testSample
        }
        await store.finish()
    }

    // MARK: loadPosts

    func testLoadPostsGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.loadPosts(userID: User.ID.testSample)) {
            $0.loadPostsStatus = .loading
        }
        service.loadPostsAnswers.answer(.success([Post].testSample))
        await store.receive(.loadPostsSuccess(userID: User.ID.testSample, [Post].testSample)) {
            $0.loadPostsStatus = .succeeded
            $0.posts = [Post].testSample
        }
        await store.finish()
    }

    func testLoadPostsGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.loadPosts(userID: User.ID.testSample)) {
            $0.loadPostsStatus = .loading
        }
        service.loadPostsAnswers.answer(.failure(ProfileError.testSample))
        await store.receive(.loadPostsFailure(userID: User.ID.testSample, ProfileError.testSample)) {
            $0.loadPostsStatus = .failed(ProfileError.testSample)
        }
        await store.finish()
    }

    func testLoadPostsLatestCallSupersedesTheOneInFlight() async {
        guard ProfileSpec.loadPostsPolicy == .latest else {
            return XCTFail("The request loadPosts (\(ProfileSpec.loadPostsDeclaration)) has the policy \(ProfileSpec.loadPostsPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.loadPosts(userID: User.ID.testSample)) {
            $0.loadPostsStatus = .loading
        }
        await service.loadPostsAnswers.waitForCalls(waiting: 1)
        await store.send(.loadPosts(userID: User.ID.testSample))
        await service.loadPostsAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.loadPostsAnswers.answer(.success([Post].testSample))
        await store.receive(.loadPostsSuccess(userID: User.ID.testSample, [Post].testSample)) {
            $0.loadPostsStatus = .succeeded
            $0.posts = [Post].testSample
        }
        await store.finish()
    }
}
