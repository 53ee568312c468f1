// The app's own types that Specs/Profile.yaml names.

/// A user.
struct User: Identifiable, Equatable, Sendable {
    var id: String
    var name: String
}

/// A post by a user.
struct Post: Identifiable, Equatable, Sendable {
    var id: Int
    var title: String
}

/// Why a profile request failed.
enum ProfileError: Error, Equatable, Sendable {
    case notFound
    case unauthorized
}
