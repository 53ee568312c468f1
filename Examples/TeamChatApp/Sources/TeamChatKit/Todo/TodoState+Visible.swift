extension TodoState {
    /// The rows that the current filter shows, in list order.
    var visibleRows: [TodoRowState] {
        rows.filter(filter.includes)
    }
}
