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
///
/// In a debug build, a store also collects around its reducer, to find the effects that no
/// collection inside or around it is for: a store without the feature's effect middleware
/// logs, once per effect type, that it performs none of them.
public final class EffectOutbox: Sendable {
    /// The outbox of the reduction in progress on this task or thread, if one is collecting.
    @TaskLocal private static var current: EffectOutbox?

    /// What a collection has been asked for.
    private struct Asked {
        /// Every effect asked inside the collection, in order.
        var effects: [any Sendable] = []
        #if DEBUG
        /// The effects of ``effects`` that no collection inside this one was for.
        var uncollected: [any Sendable] = []
        #endif
    }

    private let asked = Locked(Asked())

    #if DEBUG
    /// The collection around this one, when it started.
    private let enclosing: EffectOutbox?
    /// Whether an effect is of the type this collection is for.
    private let isFor: @Sendable (any Sendable) -> Bool

    private init<Effect>(for type: Effect.Type) {
        enclosing = Self.current
        isFor = { $0 is Effect }
    }
    #else
    private init<Effect>(for type: Effect.Type) {}
    #endif

    /// Adds `effect` to the effects of the reduction in progress; without one, drops it.
    ///
    /// A generated reducer's `perform(_:)` calls it: `TodoReducer.perform(.playDoneSound)`.
    public static func ask(_ effect: some Sendable) {
        guard let outbox = current else { return }
        outbox.asked.withLock { asked in
            asked.effects.append(effect)
            #if DEBUG
            asked.uncollected.append(effect)
            #endif
        }
    }

    /// Runs `body` and returns the effects of type `Effect` asked for meanwhile, in the order
    /// they were asked. Every effect asked, of any type, is also added to the collection this
    /// one runs in, if any.
    ///
    /// ```swift
    /// let effects = EffectOutbox.collect(TodoEffect.self) { next(action) }
    /// ```
    public static func collect<Effect>(_ type: Effect.Type, during body: () -> Void) -> [Effect] {
        let outbox = EffectOutbox(for: Effect.self)
        $current.withValue(outbox) { body() }
        let asked = outbox.asked.withLock { $0 }
        if let enclosing = current {
            enclosing.asked.withLock { enclosingAsked in
                enclosingAsked.effects += asked.effects
                #if DEBUG
                enclosingAsked.uncollected += asked.uncollected.filter { !($0 is Effect) }
                #endif
            }
        }
        return asked.effects.compactMap { $0 as? Effect }
    }

    #if DEBUG
    /// Runs `body` (a store's reducer) and returns the effects asked meanwhile that no
    /// collection is for: none inside `body` (a test store's record of the effects) and none
    /// around it (an effect middleware's). They go on to the collection around, as in
    /// ``collect(_:during:)``.
    static func uncollected(during body: () -> Void) -> [any Sendable] {
        let outbox = EffectOutbox(for: Never.self)
        $current.withValue(outbox) { body() }
        let asked = outbox.asked.withLock { $0 }
        var uncollected = asked.uncollected
        var around = outbox.enclosing
        while let collection = around, !uncollected.isEmpty {
            uncollected.removeAll(where: collection.isFor)
            around = collection.enclosing
        }
        if let enclosing = outbox.enclosing {
            enclosing.asked.withLock { $0.effects += asked.effects }
        }
        return uncollected
    }
    #endif
}
