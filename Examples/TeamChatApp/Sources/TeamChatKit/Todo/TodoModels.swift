/// A to-do as the server sends and saves it. Todo.yaml names it; in the list each to-do is a
/// row of its own (`TodoRowState`). The Todo feature is internal (the spec's default access).
struct TodoItem: Identifiable, Equatable, Sendable {
    /// The to-do's id, unique in its list.
    var id: Int
    /// What is to be done.
    var title: String
    /// Whether it is done.
    var isDone: Bool = false
}

/// Which to-dos the list shows.
enum TodoFilter: Equatable, Sendable {
    /// Every to-do.
    case all
    /// The to-dos not done yet.
    case active
    /// The done to-dos.
    case completed

    /// Whether the filter shows `row`.
    func includes(_ row: TodoRowState) -> Bool {
        switch self {
        case .all: true
        case .active: !row.isDone
        case .completed: row.isDone
        }
    }
}
