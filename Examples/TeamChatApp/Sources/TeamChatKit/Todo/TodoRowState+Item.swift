extension TodoRowState {
    /// The row of a to-do that the server sent, its save idle.
    ///
    /// ```swift
    /// state.rows = IdentifiedArray(fetched.map(TodoRowState.init))
    /// ```
    init(_ item: TodoItem) {
        self.init(id: item.id, title: item.title, isDone: item.isDone)
    }
}
