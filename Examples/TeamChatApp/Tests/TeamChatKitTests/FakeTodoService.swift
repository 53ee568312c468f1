@testable import TeamChatKit

/// The to-do server, for the list (`TodoService`) and its rows (`TodoRowService`), with a
/// canned list. Saves of the list wait at the gate `"save"` when `holdSaves` is set, and fail
/// with `saveFailure` when it is set; a row's save waits at the gate `"saveRow <id>"` when
/// `holdRowSaves` is set.
actor FakeTodoService: TodoService, TodoRowService {
    /// A row's save as the server received it.
    struct SavedRow: Equatable {
        var id: TodoItem.ID
        var isDone: Bool
    }

    private let stored: [TodoItem]
    private let holdSaves: Bool
    private let holdRowSaves: Bool
    private let saveFailure: (any Error)?
    /// Where held saves wait.
    let gates = Gates<String>()
    /// The lists received by `saveTodos`, in order.
    private(set) var saved: [[TodoItem]] = []
    /// The rows received by `saveRow`, in order.
    private(set) var savedRows: [SavedRow] = []

    init(stored: [TodoItem] = [], holdSaves: Bool = false, holdRowSaves: Bool = false, saveFailure: (any Error)? = nil) {
        self.stored = stored
        self.holdSaves = holdSaves
        self.holdRowSaves = holdRowSaves
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

    func saveRow(id: TodoItem.ID, isDone: Bool) async throws {
        savedRows.append(SavedRow(id: id, isDone: isDone))
        if holdRowSaves { await gates.pass("saveRow \(id)") }
    }
}

/// A server's refusal, as a real service might throw it.
struct ServerRefusal: Error, CustomStringConvertible {
    var description: String { "HTTP 409: the list changed on the server" }
}
