/// Where a reducer's requests for effects go while an action is reduced: the effects that a
/// feature's reducer logic asks for with its `perform(_:)` (a sound, an analytics event, a
/// haptic), which the feature's effect middleware then performs.
///
/// ```swift
/// // In TodoReducerLogic.swift, the reducer logic asks for an effect:
/// case .markDone(let id):
///     state.todos[id: id]?.isDone = true
///     perform(.playDoneSound)
///
/// // In a test of the reducer alone, without a store:
/// var state = TodoState(todos: [milk])
/// let effects = EffectOutbox.collect(TodoEffect.self) {
///     TodoReducer.reduce(&state, .markDone(id: milk.id))
/// }
/// XCTAssertEqual(effects, [.playDoneSound])
/// ```
///
/// The reducer returns nothing new and performs nothing: asking appends the effect to the
/// outbox of the reduction in progress, which ``collect(_:during:)`` opens around it. So the
/// reducer stays a function of the state and the action, and what it asks for is a value a
/// test can compare. Asked outside any collection (a reducer called on its own), an effect is
/// dropped.
///
/// Collections nest: the effects asked inside an inner collection are also added to the
/// collection around it, so a test store that records what the reducer asks for and the
/// effect middleware that performs it both see every effect.
public final class EffectOutbox: Sendable {
    /// The outbox of the reduction in progress on this task or thread, if one is collecting.
    @TaskLocal private static var current: EffectOutbox?

    private let asked = Locked<[any Sendable]>([])

    private init() {}

    /// Adds `effect` to the effects of the reduction in progress; without one, drops it.
    ///
    /// A generated reducer's `perform(_:)` calls it: `TodoReducer.perform(.playDoneSound)`.
    public static func ask(_ effect: some Sendable) {
        guard let outbox = current else { return }
        outbox.asked.withLock { $0.append(effect) }
    }

    /// Runs `body` and returns the effects of type `Effect` asked for meanwhile, in the order
    /// they were asked. Every effect asked, of any type, is also added to the collection this
    /// one runs in, if any.
    ///
    /// ```swift
    /// let effects = EffectOutbox.collect(TodoEffect.self) { next(action) }
    /// ```
    public static func collect<Effect>(_ type: Effect.Type, during body: () -> Void) -> [Effect] {
        let outbox = EffectOutbox()
        $current.withValue(outbox) { body() }
        let asked = outbox.asked.withLock { $0 }
        if let enclosing = current {
            enclosing.asked.withLock { $0 += asked }
        }
        return asked.compactMap { $0 as? Effect }
    }
}
