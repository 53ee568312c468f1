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
/// outbox of the reduction in progress on the thread, which ``collect(_:during:)`` opens
/// around it. So the reducer stays a function of the state and the action, and what it asks
/// for is a value a test can compare. Asked outside any collection (a reducer called on its
/// own), an effect is dropped.
///
/// Collections nest: the effects asked inside an inner collection are also added to the
/// collection around it, so a test store that records what the reducer asks for and the
/// effect middleware that performs it both see every effect.
///
/// An effect middleware keeps one outbox and opens it around each action, so that an action
/// that asks for no effect allocates nothing. In a debug build, a store also collects around
/// its reducer, to find the effects that no collection inside or around it is for: a store
/// without the feature's effect middleware logs, once per effect type, that it performs none
/// of them.
public final class EffectOutbox: @unchecked Sendable {
    // `@unchecked Sendable`: an outbox is changed only while it collects, on the thread that
    // collects, where it is the thread's current outbox. For the same reason its state skips
    // Swift's run-time check of exclusive access (each action through an effect middleware
    // reads and writes it), and the enclosing outbox, which collects further up the same
    // thread's stack until this one is done, is held without a reference count.

    /// The outbox collecting on each thread, if any.
    private static let current = ThreadSlot()

    /// Every effect asked inside the collection in progress, in order.
    @exclusivity(unchecked) private var effects: [any Sendable] = []
    /// The collection around this one while it collects.
    @exclusivity(unchecked) private unowned(unsafe) var enclosing: EffectOutbox?
    /// Whether the outbox is collecting.
    @exclusivity(unchecked) private var isCollecting = false
    /// Whether an effect is of the type this outbox collects.
    private let isFor: (any Sendable) -> Bool
    #if DEBUG
    /// The effects of ``effects`` that no collection inside this one was for.
    private var uncollected: [any Sendable] = []
    /// ``uncollected`` of the last collection.
    private var lastUncollected: [any Sendable] = []
    #endif

    /// An outbox for effects of type `Effect`, to open around each action with
    /// ``collecting(_:)``.
    init<Effect>(for type: Effect.Type) {
        isFor = { $0 is Effect }
    }

    /// Adds `effect` to the effects of the reduction in progress; without one, drops it.
    ///
    /// A generated reducer's `perform(_:)` calls it: `TodoReducer.perform(.playDoneSound)`.
    public static func ask(_ effect: some Sendable) {
        guard let pointer = current.value else { return }
        let outbox = Unmanaged<EffectOutbox>.fromOpaque(pointer).takeUnretainedValue()
        outbox.effects.append(effect)
        #if DEBUG
        outbox.uncollected.append(effect)
        #endif
    }

    /// Runs `body` and returns the effects of type `Effect` asked for meanwhile, in the order
    /// they were asked. Every effect asked, of any type, is also added to the collection this
    /// one runs in, if any.
    ///
    /// ```swift
    /// let effects = EffectOutbox.collect(TodoEffect.self) { next(action) }
    /// ```
    public static func collect<Effect>(_ type: Effect.Type, during body: () -> Void) -> [Effect] {
        EffectOutbox(for: Effect.self).collecting(body).compactMap { $0 as? Effect }
    }

    /// Runs `body` with this outbox as the thread's current one, and returns every effect
    /// asked meanwhile (the caller keeps those of its type), which also go to the collection
    /// around, if any. Nothing is allocated unless an effect is asked.
    ///
    /// An outbox that is already collecting (a store dispatching inside another's reducer)
    /// collects in a new one.
    func collecting(_ body: () -> Void) -> [any Sendable] {
        guard !isCollecting else { return EffectOutbox(sharingTypeWith: self).collecting(body) }
        isCollecting = true
        let previous = Self.current.value
        let enclosing = previous.map { Unmanaged<EffectOutbox>.fromOpaque($0).takeUnretainedValue() }
        self.enclosing = enclosing
        Self.current.value = Unmanaged.passUnretained(self).toOpaque()
        body()
        Self.current.value = previous
        self.enclosing = nil
        isCollecting = false
        #if DEBUG
        swap(&lastUncollected, &uncollected)
        uncollected.removeAll(keepingCapacity: true)
        #endif
        guard !effects.isEmpty else { return [] }
        let asked = effects
        effects.removeAll(keepingCapacity: true)
        if let enclosing {
            enclosing.effects += asked
            #if DEBUG
            enclosing.uncollected += lastUncollected.filter { !isFor($0) }
            #endif
        }
        return asked
    }

    private init(sharingTypeWith other: EffectOutbox) {
        isFor = other.isFor
    }

    #if DEBUG
    /// Runs `body` (a store's reducer) in this outbox, which is for no type of effect, and
    /// returns the effects asked meanwhile that no collection is for: none inside `body` (a
    /// test store's record of the effects) and none around it (an effect middleware's). They
    /// go on to the collection around, as in ``collect(_:during:)``.
    func uncollected(during body: () -> Void) -> [any Sendable] {
        let around = Self.current.value.map { Unmanaged<EffectOutbox>.fromOpaque($0).takeUnretainedValue() }
        _ = collecting(body)
        var uncollected = lastUncollected
        var collection = around
        while let outer = collection, !uncollected.isEmpty {
            uncollected.removeAll(where: outer.isFor)
            collection = outer.enclosing
        }
        return uncollected
    }
    #endif
}
