extension TodoState {
    /// The to-dos that the current filter shows, in list order.
    var visibleItems: [TodoItem] {
        items.filter(filter.includes)
    }
}
