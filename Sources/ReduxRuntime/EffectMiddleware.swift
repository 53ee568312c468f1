extension Middleware {
    /// A middleware that performs the effects of type `Effect` that the reducer asks for
    /// while it reduces each action (see ``EffectOutbox``), each in a task of its own, as work
    /// that ``Store/settle(ignoringStreams:timeout:)`` waits for. A generated
    /// `<Feature>EffectPerformer` makes it with the feature's `perform(_:)`.
    ///
    /// ```swift
    /// let middleware = Middleware<TodoState, TodoAction>.performingEffects(TodoEffect.self) { effect in
    ///     switch effect {
    ///     case .playDoneSound: await sounds.playDone()
    ///     }
    /// }
    /// ```
    ///
    /// The tasks start in the order the effects were asked and run at once, so that an effect
    /// that never returns holds up no other. Releasing the store cancels them. An action that
    /// asks for no effect costs a look at an outbox that the middleware keeps, and allocates
    /// nothing.
    /// - Parameters:
    ///   - type: The effects' type, such as a generated `TodoEffect`.
    ///   - perform: Performs one effect.
    public static func performingEffects<Effect: Sendable>(
        _ type: Effect.Type,
        perform: @escaping @Sendable (Effect) async -> Void
    ) -> Middleware {
        Middleware(name: "the performer of \(Effect.self)") { context in
            let outbox = EffectOutbox(for: Effect.self)
            return { action, next in
                let asked = outbox.collecting { next(action) }
                // Most actions ask for no effect: nothing of the effect's type is looked up then.
                guard !asked.isEmpty else { return }
                start(asked, in: context, perform: perform)
            }
        }
    }

    /// Starts a task for each effect of `asked` that is of type `Effect`, in order. Kept out
    /// of the middleware's closure, so that the effect's type is looked up only when called.
    @MainActor @inline(never)
    private static func start<Effect: Sendable>(
        _ asked: [any Sendable],
        in context: MiddlewareContext<State, Action>,
        perform: @escaping @Sendable (Effect) async -> Void
    ) {
        for case let effect as Effect in asked {
            context.run(.finite("performing the effect \(Effect.self).\(effect)")) { await perform(effect) }
        }
    }
}
