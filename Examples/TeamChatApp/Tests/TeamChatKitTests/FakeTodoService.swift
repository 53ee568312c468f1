@testable import TeamChatKit

/// A `TodoService` with a canned list; saves wait at the gate `"save"` when `holdSaves` is
/// set, and fail with `saveFailure` when it is set.
actor FakeTodoService: TodoService {
    private let stored: [TodoItem]
    private let holdSaves: Bool
    private let saveFailure: (any Error)?
    /// Where held saves wait.
    let gates = Gates<String>()
    /// The lists received by `saveTodos`, in order.
    private(set) var saved: [[TodoItem]] = []

    init(stored: [TodoItem] = [], holdSaves: Bool = false, saveFailure: (any Error)? = nil) {
        self.stored = stored
        self.holdSaves = holdSaves
        self.saveFailure = saveFailure
    }

    func fetchTodos() async throws -> [TodoItem] {
        stored
    }

    func saveTodos(items: [TodoItem]) async throws {
        saved.append(items)
        if holdSaves { await gates.pass("save") }
        if let saveFailure { throw saveFailure }
    }
}

/// A server's refusal, as a real service might throw it.
struct ServerRefusal: Error, CustomStringConvertible {
    var description: String { "HTTP 409: the list changed on the server" }
}
