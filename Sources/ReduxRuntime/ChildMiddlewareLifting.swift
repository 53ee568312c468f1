extension Middleware where State: Identifiable, State.ID: Sendable {
    /// This child feature's middleware, run once per element of a collection of children in
    /// a parent's state: each element (found by its id) gets a middleware of its own, made
    /// when its first action arrives, whose requests and streams are its own.
    ///
    /// On the parent's store the lifted middleware
    /// - hands an action that `extract` turns into an element's id and a child action to that
    ///   element's middleware, whose ``MiddlewareContext`` reads the element and dispatches
    ///   with `embed` (also from its requests' answers);
    /// - passes every other action on untouched, and a child action for an id that is not in
    ///   the collection too (the parent's reducer ignores it);
    /// - after each action, ends the middleware of every element that has left the
    ///   collection: its calls and streams are cancelled, and an answer that still arrives
    ///   is dropped.
    ///
    /// ```swift
    /// let store = Store(
    ///     initialState: TodoListState(),
    ///     reducer: TodoListReducer.reduce,
    ///     middlewares: [
    ///         TodoRowLoader(service: rowService).middleware.lifted(
    ///             each: \TodoListState.rows,
    ///             action: { TodoListAction.rows(id: $0, $1) },
    ///             extract: { if case .rows(let id, let action) = $0 { (id, action) } else { nil } }
    ///         ),
    ///     ]
    /// )
    /// ```
    /// - Parameters:
    ///   - children: Where the children are in the parent's state.
    ///   - embed: Wraps an element's id and a child action into the parent's action.
    ///   - extract: The element's id and the child action inside a parent action, or `nil`.
    /// - Returns: A middleware of the parent's store.
    public func lifted<ParentState, ParentAction>(
        each children: KeyPath<ParentState, IdentifiedArray<State>> & Sendable,
        action embed: @escaping @Sendable (State.ID, Action) -> ParentAction,
        extract: @escaping @Sendable (ParentAction) -> (State.ID, Action)?
    ) -> Middleware<ParentState, ParentAction> {
        liftedPerChild(find: ElementLookup(children: children).element, embed: embed, extract: extract)
    }
}

/// Finds a child in a collection of children by id.
private struct ElementLookup<ParentState, Element: Identifiable>: Sendable {
    let children: KeyPath<ParentState, IdentifiedArray<Element>> & Sendable

    @Sendable func element(in state: ParentState, id: Element.ID) -> Element? {
        state[keyPath: children][id: id]
    }
}

extension Middleware {
    /// This child feature's middleware, run for an optional child in a parent's state while
    /// the child is present: made when its first action arrives while the child is there,
    /// and ended when the child becomes `nil` (its calls and streams cancelled, a late answer
    /// dropped). A child action while the child is `nil` is passed on untouched (the parent's
    /// reducer ignores it).
    ///
    /// ```swift
    /// EditorLoader(service: editorService).middleware.lifted(
    ///     optional: \TodoListState.editor,
    ///     action: { TodoListAction.editor($0) },
    ///     extract: { if case .editor(let action) = $0 { action } else { nil } }
    /// )
    /// ```
    /// - Parameters:
    ///   - child: Where the child is in the parent's state.
    ///   - embed: Wraps a child action into the parent's action.
    ///   - extract: The child action inside a parent action, or `nil`.
    /// - Returns: A middleware of the parent's store.
    public func lifted<ParentState, ParentAction>(
        optional child: KeyPath<ParentState, State?> & Sendable,
        action embed: @escaping @Sendable (Action) -> ParentAction,
        extract: @escaping @Sendable (ParentAction) -> Action?
    ) -> Middleware<ParentState, ParentAction> {
        liftedPerChild(
            find: { state, _ in state[keyPath: child] },
            embed: { _, action in embed(action) },
            extract: { parentAction in extract(parentAction).map { (PresentChild(), $0) } })
    }

    /// The lifting of both: a middleware per child, found in the parent's state by `key`.
    private func liftedPerChild<ParentState, ParentAction, Key: Hashable & Sendable>(
        find: @escaping @Sendable (ParentState, Key) -> State?,
        embed: @escaping @Sendable (Key, Action) -> ParentAction,
        extract: @escaping @Sendable (ParentAction) -> (Key, Action)?
    ) -> Middleware<ParentState, ParentAction> {
        let make = self.make
        return Middleware<ParentState, ParentAction> { parentContext in
            let children = ChildMiddlewares<Key, Action>()
            @MainActor func makeHandler(for key: Key, state: State) -> ChildMiddlewares<Key, Action>.Handler {
                let work = ChildWork()
                let last = LastChildState(state)
                let context = MiddlewareContext<State, Action>(
                    child: parentContext,
                    state: { last.read(find(parentContext.state, key)) },
                    dispatch: { [weak children] action in
                        guard !work.isEnded else { return }
                        guard find(parentContext.state, key) != nil else {
                            children?.end(key)
                            return
                        }
                        parentContext.dispatch(embed(key, action))
                    },
                    work: work)
                return .init(handle: make(context), work: work)
            }
            return { parentAction, next in
                if let (key, action) = extract(parentAction), let state = find(parentContext.state, key) {
                    let handle = children.handler(for: key) { makeHandler(for: key, state: state) }
                    handle(action) { next(embed(key, $0)) }
                } else {
                    next(parentAction)
                }
                children.endEach { key in find(parentContext.state, key) == nil }
            }
        }
    }
}

/// The key of an optional child: there is one.
private struct PresentChild: Hashable, Sendable {}

/// The child's state as last read, which its middleware's context returns once the child
/// has left the parent's state (its middleware may still read it while it ends).
@MainActor
private final class LastChildState<State> {
    private var state: State

    init(_ state: State) {
        self.state = state
    }

    /// `current`, remembered, or the last state when the child is gone.
    func read(_ current: State?) -> State {
        if let current { state = current }
        return state
    }
}

/// The middlewares of a parent's children, by key, with the work each started.
@MainActor
final class ChildMiddlewares<Key: Hashable, Action> {
    /// One child's middleware handler and its work.
    struct Handler {
        let handle: @MainActor (Action, _ next: (Action) -> Void) -> Void
        let work: ChildWork
    }

    private var handlers: [Key: Handler] = [:]

    /// The handler of the child `key`, made with `make` if it has none yet.
    func handler(for key: Key, make: () -> Handler) -> @MainActor (Action, _ next: (Action) -> Void) -> Void {
        if let handler = handlers[key] { return handler.handle }
        let handler = make()
        handlers[key] = handler
        return handler.handle
    }

    /// Ends the middleware of the child `key`: its work is cancelled.
    func end(_ key: Key) {
        handlers.removeValue(forKey: key)?.work.end()
    }

    /// Ends the middleware of each child for which `isGone` is true.
    func endEach(where isGone: (Key) -> Bool) {
        for key in handlers.keys where isGone(key) { end(key) }
    }
}
