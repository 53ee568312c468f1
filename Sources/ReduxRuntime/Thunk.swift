/// An asynchronous unit of work dispatched to a store (a Redux thunk): it can read the
/// state, dispatch actions, and `await` in between.
///
/// ```swift
/// store.dispatch(thunk: Thunk { context in
///     context.dispatch(.loadMessages(page: 1))
///     let unread = await service.unreadCount()
///     context.dispatch(.setUnread(unread))
/// })
/// ```
///
/// The body runs on the main actor (so `context.state` and `context.dispatch` are synchronous)
/// in a task the store tracks, so ``Store/settle(ignoringStreams:timeout:)`` waits for it.
public struct Thunk<State, Action>: Sendable {
    /// The work; it gets the store's ``MiddlewareContext``.
    public let body: @MainActor @Sendable (MiddlewareContext<State, Action>) async -> Void

    /// Creates a thunk.
    /// - Parameter body: The work; it gets the store's context to read the state and dispatch.
    public init(_ body: @escaping @MainActor @Sendable (MiddlewareContext<State, Action>) async -> Void) {
        self.body = body
    }
}

extension MiddlewareContext {
    /// Starts `thunk` in a tracked task, with this context.
    /// - Parameters:
    ///   - thunk: The thunk.
    ///   - fileID: Where it is dispatched, to name it when a settle gives up waiting for it;
    ///     the caller's by default.
    ///   - line: The line where it is dispatched.
    /// - Returns: The task, to cancel or await it.
    @discardableResult
    public func dispatch(thunk: Thunk<State, Action>, fileID: StaticString = #fileID, line: UInt = #line) -> Task<Void, Never> {
        run(.finite("a thunk dispatched at \(fileID):\(line)")) { [self] in await thunk.body(self) }
    }
}

extension Store {
    /// Starts `thunk` in a tracked task. It begins after the current main-actor work, not
    /// before `dispatch(thunk:)` returns; ``settle(ignoringStreams:timeout:)`` (or the returned
    /// task) waits for it.
    /// - Parameters:
    ///   - thunk: The thunk.
    ///   - fileID: Where it is dispatched, to name it when a settle gives up waiting for it;
    ///     the caller's by default.
    ///   - line: The line where it is dispatched.
    /// - Returns: The task, to cancel or await it.
    @discardableResult
    public func dispatch(thunk: Thunk<State, Action>, fileID: StaticString = #fileID, line: UInt = #line) -> Task<Void, Never> {
        middlewareContext.dispatch(thunk: thunk, fileID: fileID, line: line)
    }

    /// Starts a thunk made of `body`, like `dispatch(thunk: Thunk(body))`.
    /// - Parameters:
    ///   - fileID: Where it is dispatched, to name it when a settle gives up waiting for it;
    ///     the caller's by default.
    ///   - line: The line where it is dispatched.
    ///   - body: The thunk's body.
    /// - Returns: The task, to cancel or await it.
    @discardableResult
    public func dispatch(
        fileID: StaticString = #fileID,
        line: UInt = #line,
        thunk body: @escaping @MainActor @Sendable (MiddlewareContext<State, Action>) async -> Void
    ) -> Task<Void, Never> {
        dispatch(thunk: Thunk(body), fileID: fileID, line: line)
    }
}
