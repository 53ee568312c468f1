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
    /// - after each action that removed an id from the collection, ends the middleware of
    ///   every element that has left it: its calls and streams are cancelled, and an answer
    ///   that still arrives is dropped. An element removed and added again by one action has
    ///   not left, and moving elements removes no id.
    ///
    /// An action that removes no id (one that adds, moves or changes elements, or another
    /// action of the parent) costs the same however many elements have a middleware; one
    /// that removes an id looks each of them up once.
    ///
    /// A persisting middleware (``persisting(_:key:restore:)-39ar2``, a generated
    /// `<Feature>Persistence.middleware()`) is lifted otherwise: it keeps a record per element,
    /// restored when the element enters the collection, before its first action.
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
        if let records = persistedRecords {
            return Middleware<ParentState, ParentAction>(persisting: records.lifted(each: children, action: embed), named: name)
                .keeping(keptFields)
        }
        return liftedPerChild(children: ElementsReader(children: children).elements, embed: embed, extract: extract)
    }

    /// This child feature's middleware, run for an optional child in a parent's state while
    /// the child is present, as the overload for any state does, and told apart from another
    /// child by its id: a child replaced by one with another id has left, and its middleware
    /// ends (its calls and streams cancelled, a late answer dropped) as if it had been set to
    /// `nil`; the new child gets a middleware of its own from its first action.
    ///
    /// ```swift
    /// EditorLoader(service: editorService).middleware.lifted(
    ///     optional: \TodoListState.editor,
    ///     action: { TodoListAction.editor($0) },
    ///     extract: { if case .editor(let action) = $0 { action } else { nil } }
    /// )
    /// // editor = EditorState(id: 2) in place of the editor with id 1: the first one's save is cancelled
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
        let reader = IDReader<State>()
        return liftedOptional(child, identify: reader.id, keySuffix: reader.keySuffix, embed: embed, extract: extract)
    }
}

/// Reads a child's id, and what it adds to the keys of the child's persisted records (methods
/// of a `Sendable` value, so that no closure captures the child's type).
private struct IDReader<Child: Identifiable>: Sendable where Child.ID: Sendable {
    @Sendable func id(of child: Child) -> Child.ID { child.id }
    @Sendable func keySuffix(of id: Child.ID) -> String { RecordKeySuffix.of(id) }
}

/// Reads a collection of children in a parent's state.
private struct ElementsReader<ParentState, Child: Identifiable>: Sendable where Child.ID: Sendable {
    let children: KeyPath<ParentState, IdentifiedArray<Child>> & Sendable

    @Sendable func elements(in state: ParentState) -> ElementChildren<Child> {
        ElementChildren(array: state[keyPath: children])
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
    ///
    /// A child whose state has no `id` is one child while it is there: replaced by another
    /// state without becoming `nil` in between, it goes on. A child whose state is
    /// `Identifiable` is lifted by the overload for it, which tells the children apart by id.
    /// A persisting middleware keeps the child's record while the child is there, restored
    /// when it enters the state, before its first action (see ``persisting(_:key:restore:)-39ar2``).
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
        liftedOptional(child, identify: { _ in PresentChild() }, keySuffix: { _ in "" }, embed: embed, extract: extract)
    }

    /// The lifting of an optional child's middleware, its children told apart by `identify`;
    /// `keySuffix` is what a child's identity adds to the keys of its persisted records.
    private func liftedOptional<ParentState, ParentAction, Key: Hashable & Sendable>(
        _ child: KeyPath<ParentState, State?> & Sendable,
        identify: @escaping @Sendable (State) -> Key,
        keySuffix: @escaping @Sendable (Key) -> String,
        embed: @escaping @Sendable (Action) -> ParentAction,
        extract: @escaping @Sendable (ParentAction) -> Action?
    ) -> Middleware<ParentState, ParentAction> {
        if let records = persistedRecords {
            return Middleware<ParentState, ParentAction>(
                persisting: records.lifted(optional: child, identify: identify, suffix: keySuffix, action: embed), named: name
            ).keeping(keptFields)
        }
        return liftedPerChild(
            children: { OptionalChild($0[keyPath: child], identify: identify) },
            embed: { _, action in embed(action) },
            extract: { parentAction in extract(parentAction).map { (PresentChild(), $0) } })
    }

    /// The lifting of both: a middleware per child, found among the parent's `children`.
    private func liftedPerChild<ParentState, ParentAction, Children: ChildStates>(
        children read: @escaping @Sendable (ParentState) -> Children,
        embed: @escaping @Sendable (Children.Key, Action) -> ParentAction,
        extract: @escaping @Sendable (ParentAction) -> (Children.ActionKey, Action)?
    ) -> Middleware<ParentState, ParentAction> where Children.Child == State {
        let make = self.make
        return Middleware<ParentState, ParentAction>(name: name) { parentContext in
            let children = ChildMiddlewares<Children, Action>()
            @MainActor func makeHandler(for key: Children.Key, state: State) -> ChildMiddlewares<Children, Action>.Handler {
                let work = ChildWork()
                let last = LastChildState(state)
                let context = MiddlewareContext<State, Action>(
                    child: parentContext,
                    state: { last.read(read(parentContext.state).child(key)) },
                    dispatch: { [weak children] action in
                        guard !work.isEnded else { return }
                        guard read(parentContext.state).contains(key) else {
                            children?.end(key)
                            return
                        }
                        parentContext.dispatch(embed(key, action))
                    },
                    work: work)
                return .init(handle: make(context), work: work)
            }
            return { parentAction, next in
                if let (actionKey, action) = extract(parentAction) {
                    let present = read(parentContext.state)
                    if let key = present.key(for: actionKey), let state = present.child(key) {
                        let handle = children.handler(for: key, among: present) { makeHandler(for: key, state: state) }
                        handle(action) { next(embed(key, $0)) }
                    } else {
                        next(parentAction)
                    }
                } else {
                    next(parentAction)
                }
                if !children.isEmpty {
                    children.endEach(goneFrom: read(parentContext.state))
                }
            }
        }
    }
}

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
