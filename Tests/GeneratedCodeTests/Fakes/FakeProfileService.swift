@testable import GoldenFeatures
import ReduxTestSupport

/// A `ProfileService` whose calls wait until the test answers them (see `ControlledCalls`).
struct FakeProfileService: ProfileService {
    /// The `loadUser` calls, keyed by user id.
    let users = ControlledCalls<User.ID, Result<User, ProfileError>>()
    /// The `loadPosts` calls, keyed by user id.
    let posts = ControlledCalls<User.ID, Result<[Post], ProfileError>>()

    func loadUser(id: User.ID) async throws(ProfileError) -> User {
        try await users.call(id).get()
    }

    func loadPosts(userID: User.ID) async throws(ProfileError) -> [Post] {
        try await posts.call(userID).get()
    }
}
