/// A to-do. Todo.yaml names it; the Todo feature is internal (the spec's default access).
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

    /// Whether the filter shows `item`.
    func includes(_ item: TodoItem) -> Bool {
        switch self {
        case .all: true
        case .active: !item.isDone
        case .completed: item.isDone
        }
    }
}
