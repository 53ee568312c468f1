// The app's own types that Specs/Todo.yaml names.

/// A to-do.
struct TodoItem: Identifiable, Equatable, Sendable {
    var id: Int
    var text: String
    var done: Bool
}
