extension Middleware {
    /// A middleware that logs each action with the state before and after it, as three
    /// lines written to `sink`, in this order:
    ///
    /// ```
    /// action: loadMessages(page: 1)
    /// prev state: TeamChatState(...)
    /// next state: TeamChatState(...)
    /// ```
    ///
    /// Values are formatted with `String(describing:)`. Put it first in the middleware list to
    /// log actions as dispatched, or last to log them as the reducer receives them. Because the
    /// store queues actions dispatched during a dispatch, the next state is the one this action
    /// produced.
    /// - Parameter sink: Receives each line; prints by default.
    public static func logging(
        to sink: @escaping @MainActor @Sendable (String) -> Void = { print($0) }
    ) -> Middleware {
        .handler { context, action, next in
            sink("action: \(action)")
            sink("prev state: \(context.state)")
            next(action)
            sink("next state: \(context.state)")
        }
    }
}
