/// A post of the feed.
struct Post: Equatable, Sendable {
    var id: Int
    var text: String
}

/// An element of the screen's list.
struct Item: Equatable, Sendable, Identifiable {
    var id: Int
    var name: String
}
