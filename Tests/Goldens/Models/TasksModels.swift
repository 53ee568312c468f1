/// A task of Specs/Tasks.yaml.
struct TaskItem: Identifiable, Hashable, Sendable {
    var id: Int
    var title: String
    var isDone = false
}
