import ReduxRuntime
import XCTest
@testable import GoldenFeatures
import ReduxTestSupport

/// The generated Profile feature: its two requests (`loadUser` into `user`, `loadPosts` into
/// `posts`) are independent, each with its own status, service call and policy slot.
@MainActor
final class ProfileTests: XCTestCase {
    private let service = FakeProfileService()
    /// Every action that reaches the reducer.
    private let reduced = Recorder<ProfileAction>()
    private let ada = User(id: "ada", name: "Ada")
    private let posts = [Post(id: 1, title: "Notes"), Post(id: 2, title: "Engines")]

    /// Both requests run at once; each success lands in its own `into` field and status.
    func testBothRequestsLoadIndependently() async {
        let store = Stores.profile(service, recordingInto: reduced)
        store.dispatch(.loadUser(id: "ada"))
        store.dispatch(.loadPosts(userID: "ada"))
        XCTAssertEqual(store.state.loadUserStatus, .loading)
        XCTAssertEqual(store.state.loadPostsStatus, .loading)
        await awaitCompletion(of: "both calls") { [service] in
            await service.users.waitForCalls(1)
            await service.posts.waitForCalls(1)
        }

        await service.posts.answer(to: "ada", with: .success(posts))
        await awaitCompletion(of: "posts are reduced") { [reduced] in await reduced.waitForCount(3) }
        XCTAssertEqual(store.state.posts, posts)
        XCTAssertEqual(store.state.loadPostsStatus, .succeeded)
        XCTAssertEqual(store.state.loadUserStatus, .loading, "the user is still loading")
        XCTAssertNil(store.state.user)

        await service.users.answer(to: "ada", with: .success(ada))
        await settle(store)
        XCTAssertEqual(store.state.user, ada, "`into: user` assigns the success payload")
        XCTAssertEqual(store.state.loadUserStatus, .succeeded)
        XCTAssertEqual(store.state.posts, posts)
    }

    /// One request failing doesn't affect the other: the user fails with its typed
    /// `ProfileError`, the posts still succeed.
    func testOneFailingDoesNotAffectTheOther() async {
        let store = Stores.profile(service, recordingInto: reduced)
        store.dispatch(.loadUser(id: "ada"))
        store.dispatch(.loadPosts(userID: "ada"))

        await service.users.answer(to: "ada", with: .failure(.unauthorized))
        await service.posts.answer(to: "ada", with: .success(posts))
        await settle(store)

        XCTAssertEqual(store.state.loadUserStatus, .failed(.unauthorized))
        let failure: ProfileError? = store.state.loadUserStatus.failure
        XCTAssertEqual(failure, .unauthorized)
        XCTAssertNil(store.state.user)
        XCTAssertEqual(store.state.loadPostsStatus, .succeeded)
        XCTAssertEqual(store.state.posts, posts)
    }

    /// The reverse: posts fail, the user succeeds.
    func testPostsFailingLeavesTheUserLoaded() async {
        let store = Stores.profile(service, recordingInto: reduced)
        store.dispatch(.loadUser(id: "ada"))
        store.dispatch(.loadPosts(userID: "ada"))

        await service.posts.answer(to: "ada", with: .failure(.notFound))
        await service.users.answer(to: "ada", with: .success(ada))
        await settle(store)

        XCTAssertEqual(store.state.loadPostsStatus, .failed(.notFound))
        XCTAssertEqual(store.state.posts, [])
        XCTAssertEqual(store.state.loadUserStatus, .succeeded)
        XCTAssertEqual(store.state.user, ada)
    }

    /// Running one request leaves the other's status idle, and the service is called only for it.
    func testOneRequestDoesNotStartTheOther() async {
        let store = Stores.profile(service, recordingInto: reduced)
        store.dispatch(.loadPosts(userID: "ada"))
        XCTAssertEqual(store.state.loadUserStatus, .idle)
        await service.posts.answer(to: "ada", with: .success(posts))
        await settle(store)

        XCTAssertEqual(store.state.loadUserStatus, .idle)
        let userCalls = await service.users.count
        XCTAssertEqual(userCalls, 0)
        XCTAssertEqual(reduced.values, [.loadPosts(userID: "ada"), .loadPostsSuccess(userID: "ada", posts)])
    }

    /// Through the reducer directly: an answer of one request changes that request's status
    /// and field only, never the other request's.
    func testReducerAppliesEachAnswerToItsOwnRequestOnly() async {
        let userLoading = ProfileState(userID: "ada", loadUserStatus: .loading, loadPostsStatus: .idle)
        XCTAssertEqual(ProfileReducer.reduce(userLoading, .loadPostsSuccess(userID: "ada", posts)),
                       ProfileState(userID: "ada", posts: posts, loadUserStatus: .loading, loadPostsStatus: .succeeded))
        XCTAssertEqual(ProfileReducer.reduce(userLoading, .loadPostsFailure(userID: "ada", .notFound)),
                       ProfileState(userID: "ada", loadUserStatus: .loading, loadPostsStatus: .failed(.notFound)))

        let failedUser = ProfileReducer.reduce(userLoading, .loadUserFailure(id: "ada", .notFound))
        XCTAssertEqual(failedUser, ProfileState(userID: "ada", loadUserStatus: .failed(.notFound)))
    }
}
