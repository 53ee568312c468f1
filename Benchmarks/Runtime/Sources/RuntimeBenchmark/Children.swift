import ReduxRuntime

// MARK: - A parent with a collection of child features

/// A row of a list: the state of a child feature, one per element of the parent's rows.
struct Row: Identifiable, Equatable, Sendable {
    var id: Int
    var done = false
    var saves = 0
}

enum RowAction: Sendable {
    /// Starts the row's request (see ``rowMiddleware(work:)``).
    case save
    case saved
}

/// The parent's state, holding its children as a generated state holds a collection child.
struct ListState: Equatable, Sendable {
    var rows: IdentifiedArray<Row>
}

enum ListAction: Sendable {
    case rows(id: Int, RowAction)
    /// A parent action that changes a row but not which rows there are.
    case toggle(id: Int)
    case add(Row)
    case insertFirst(Row)
    case remove(id: Int)
}

/// An in-place reducer of the parent, with its children's actions, as reduxgen generates it.
enum ListReducer: ReducerProtocol {
    static func reduce(_ state: inout ListState, _ action: ListAction) {
        switch action {
        case .rows(let id, .saved): state.rows[id: id]?.saves += 1
        case .rows(_, .save): break
        case .toggle(let id): state.rows[id: id]?.done.toggle()
        case .add(let row): state.rows.append(row)
        case .insertFirst(let row): state.rows.insert(row, at: 0)
        case .remove(let id): state.rows.remove(id: id)
        }
    }
}

/// What the request a row starts does.
enum RowWork {
    /// It runs until it is cancelled: the row's work is live.
    case live
    /// It returns at once: once the store settles, the row's work is finished, and its
    /// middleware stays (a row's middleware lives as long as the row).
    case finished
}

/// The middleware of a row: on `save`, a request, tracked by the row's work.
func rowMiddleware(work: RowWork) -> Middleware<Row, RowAction> {
    Middleware { context in
        { action, next in
            next(action)
            guard case .save = action else { return }
            switch work {
            case .live:
                context.run {
                    // Ends when the row leaves or the store is released: never waits the hour.
                    try? await Task.sleep(for: .seconds(3600))
                }
            case .finished:
                context.run {}
            }
        }
    }
}

/// `count` rows with ids 0 up to `count`.
func makeRows(_ count: Int) -> IdentifiedArray<Row> {
    IdentifiedArray((0..<count).map { Row(id: $0) })
}

/// A parent store of `rows` rows whose row middleware is lifted onto it, with every row's
/// middleware made by a request it started (`work`), or none with `work` nil.
@MainActor
func makeListStore(rows: Int, work: RowWork?) async -> Store<ListState, ListAction> {
    let lifted = rowMiddleware(work: work ?? .finished).lifted(
        each: \ListState.rows,
        action: { ListAction.rows(id: $0, $1) },
        extract: { action in
            if case .rows(let id, let action) = action { return (id, action) }
            return nil
        }
    )
    let store = Store(initialState: ListState(rows: makeRows(rows)), reducer: ListReducer.reduce, middlewares: [lifted])
    guard let work else { return store }
    for id in 0..<rows { store.dispatch(.rows(id: id, .save)) }
    switch work {
    case .live:
        precondition(store.hasPendingWork)
        // Lets every request start (and sleep) before the store is measured.
        await Task.yield()
    case .finished:
        await store.settle()
    }
    return store
}

/// What a measured parent dispatch does.
enum ParentDispatch {
    /// Toggles a row: a parent action that keeps the collection's ids.
    case toggle
    /// Adds a row with a new id.
    case add
    /// Removes the last row: what the lifting itself costs.
    case removeLast
    /// Removes the first row, which moves every other row (the floor's own cost grows with
    /// the rows too).
    case removeFirst

    /// The actions measured on a state of `rows` rows, and the actions before and after them
    /// that are not, which leave the state as it was: toggles of the middle row (an even
    /// number), rows added after the last one, or such rows removed, from the last one or
    /// from the first one on.
    func actions(rows: Int, count: Int) -> (before: [ListAction], measured: [ListAction], after: [ListAction]) {
        let newIDs = rows..<rows + count
        let removals = newIDs.reversed().map { ListAction.remove(id: $0) }
        switch self {
        case .toggle: return ([], Array(repeating: .toggle(id: rows / 2), count: count), [])
        case .add: return ([], newIDs.map { .add(Row(id: $0)) }, removals)
        case .removeLast: return (newIDs.map { .add(Row(id: $0)) }, removals, [])
        case .removeFirst: return (newIDs.map { .insertFirst(Row(id: $0)) }, removals, [])
        }
    }
}

/// Seconds per dispatch of the measured actions of `kind` on `store`, which holds `rows` rows.
@MainActor
func storeParentDispatch(
    _ store: Store<ListState, ListAction>, rows: Int, kind: ParentDispatch, dispatches: Int
) -> Double {
    let initial = store.state
    let actions = kind.actions(rows: rows, count: dispatches)
    for action in actions.before { store.dispatch(action) }
    let time = seconds {
        for action in actions.measured { store.dispatch(action) }
    }
    for action in actions.after { store.dispatch(action) }
    precondition(store.state == initial && dispatches.isMultiple(of: 2))
    return time / Double(dispatches)
}

/// The floor of ``storeParentDispatch(_:rows:kind:dispatches:)``: the same reducer on a
/// local variable in place.
@MainActor
func floorParentDispatch(rows: Int, kind: ParentDispatch, dispatches: Int) -> Double {
    var state = ListState(rows: makeRows(rows))
    let initial = state
    let actions = kind.actions(rows: rows, count: dispatches)
    for action in actions.before { ListReducer.reduce(&state, action) }
    let time = seconds {
        for action in actions.measured { ListReducer.reduce(&state, action) }
    }
    for action in actions.after { ListReducer.reduce(&state, action) }
    precondition(state == initial)
    return time / Double(dispatches)
}
