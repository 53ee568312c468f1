/// How the runtime reaches the ``StateTracking`` of a state of type `State`, whatever that
/// type is: a ``TrackedState``'s record, or nothing for a state that is not tracked (every
/// field then counts as written, and as read).
///
/// Made once per store, by finding out whether `State` is tracked.
struct StateRecord<State> {
    /// Starts the record of a run of the reducer; `nil` for a state that is not tracked.
    let start: ((inout State, UInt64) -> Void)?
    /// The fields of `state` written since its record started with the stamp given, or every
    /// field when another stamp started it: the state was replaced by one made elsewhere.
    /// It only reads `state`, which it takes by address so that the generic caller does not
    /// copy it.
    let written: (inout State, UInt64) -> StateFields
    /// Gives `state` the recorder of the fields its derivations read (or takes it away).
    let setReads: (inout State, FieldReads?) -> Void

    /// Whether `State` is tracked.
    var isTracked: Bool { start != nil }

    /// The record of an untracked state: nothing to start, every field written.
    private static var untracked: StateRecord {
        StateRecord(start: nil, written: { _, _ in .all }, setReads: { _, _ in })
    }

    /// The record of `State`'s type.
    static func make() -> StateRecord {
        guard let tracked = State.self as? any TrackedState.Type else { return untracked }
        return make(tracked)
    }

    private static func make<Tracked: TrackedState>(_ type: Tracked.Type) -> StateRecord {
        let record = StateRecord<Tracked>(
            start: { state, stamp in state._$startTracking(stamp) },
            written: { state, stamp in state._$tracking.stamp == stamp ? state._$tracking.written : .all },
            setReads: { state, reads in state._$tracking.reads = reads }
        )
        // `Tracked` is `State`.
        return record as! StateRecord
    }

    /// The fields of `state` that `body` reads (every field for an untracked state), with
    /// what it returns.
    func reading<Result>(_ state: State, with reads: FieldReads, _ body: (State) -> Result) -> (Result, StateFields) {
        guard isTracked else { return (body(state), .all) }
        var state = state
        setReads(&state, reads)
        reads.restart()
        let result = body(state)
        return (result, reads.fields)
    }
}

/// What changed in a state after a run of the reducer, as a store tells its observers.
struct StateChange {
    /// What an observer of a store that tells nothing is told: every field changed.
    static let unknown = StateChange(fields: .all, stamp: 0, reads: nil)

    /// The fields written (every field for a state that is not tracked); an observer
    /// that derived nothing from them has nothing to do.
    var fields: StateFields
    /// The number of the run of the reducer.
    let stamp: UInt64
    /// The recorder that the state given with this change reports its reads to, `nil` for
    /// an untracked state: a derivation restarts it, derives, and reads what it read. The
    /// store that tells the change holds it; the change counts no reference, so that handing
    /// it to each observer retains nothing.
    let reads: Unmanaged<FieldReads>?
    /// Whether every observer is called with this change, whatever fields it wants (see
    /// ``ObserverList``): one whose owner is gone cancels itself.
    var isSweep = false
}

/// Numbers the runs of the reducer of every store, so that a state's record tells which run
/// started it.
@MainActor
enum ReductionStamp {
    private static var last: UInt64 = 0

    /// The number of a new run.
    static func next() -> UInt64 {
        last &+= 1
        return last
    }
}
