extension Middleware {
    /// A middleware that performs the effects of type `Effect` that the reducer asks for
    /// while it reduces each action (see ``EffectOutbox``), one after another in the order
    /// they were asked, as work that ``Store/settle(ignoringStreams:timeout:)`` waits for. A generated
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
    /// Each effect starts once the one asked before it has been performed, whichever action
    /// asked for them. Releasing the store skips the effects it has not started yet.
    /// - Parameters:
    ///   - type: The effects' type, such as a generated `TodoEffect`.
    ///   - perform: Performs one effect.
    public static func performingEffects<Effect: Sendable>(
        _ type: Effect.Type,
        perform: @escaping @Sendable (Effect) async -> Void
    ) -> Middleware {
        Middleware(name: "the performer of \(Effect.self)") { context in
            var previous: Task<Void, Never>?
            return { action, next in
                for effect in EffectOutbox.collect(Effect.self, during: { next(action) }) {
                    previous = context.run(.finite("performing the effect \(Effect.self).\(effect)")) { [previous] in
                        await previous?.value
                        guard !Task.isCancelled else { return }
                        await perform(effect)
                    }
                }
            }
        }
    }
}
