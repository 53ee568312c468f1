/// A state that records which of its fields each action writes, as the states reduxgen
/// generates do: what lets a store tell its observers which fields changed, without keeping
/// a copy of the state to compare.
///
/// ```swift
/// struct CounterState: TrackedState {
///     var count: Int {
///         get { _$tracking.read(0); return _$count }
///         set { _$tracking.assign(newValue, to: &_$count, field: 0) }
///         _modify { _$tracking.write(0); yield &_$count }
///     }
///     private var _$count = 0
///     var _$tracking = StateTracking()
/// }
/// ```
///
/// Each stored field has a place (0, 1, 2, … in declaration order), and its accessors tell
/// ``StateTracking`` when it is written and read. A store of a tracked state then:
/// - delivers `subscribe(_:)` only after actions that wrote a field, keeping no copy of
///   the state, whatever its size;
/// - derives an observed value (``StoreProtocol/observe(_:owner:onChange:)``, a view
///   model's props) again only after an action that wrote a field it read;
/// - invalidates a view that reads ``ObservableStore``'s fields only for those fields.
///
/// A field counts as written when it is changed in place (an append to an array), or
/// assigned a value that is not identical to the one it holds (the same bits: an equal
/// `Int`, a `Bool` set to what it was, the same array's storage); a field written with a
/// value equal to the old one by other means counts as written too. A state made by an
/// initializer counts as written in every field.
///
/// A state that is not tracked (hand-written without these accessors, or a generated state
/// of more than 100 properties) works the same, at the cost described in ``Store``'s
/// "Observation".
public protocol TrackedState {
    /// The record of the fields written and read. Generated code declares it; no other code
    /// should change it.
    var _$tracking: StateTracking { get set }

    /// Starts the record of one run of the reducer, numbered `stamp`: no field written yet.
    /// A state that holds other tracked states by value (an app's features, an optional
    /// child) starts theirs too, so that a store scoped to one of them tells which of its
    /// fields changed.
    mutating func _$startTracking(_ stamp: UInt64)
}

extension TrackedState {
    /// Starts the record of this state's own fields; see the requirement.
    public mutating func _$startTracking(_ stamp: UInt64) {
        _$tracking.start(stamp)
    }
}

/// A set of a state's fields, each by its place among the state's stored fields: a bit each,
/// the 65th sharing the first's bit, and so on (a shared bit only makes an observer look
/// again).
@usableFromInline
struct StateFields: Hashable, Sendable {
    @usableFromInline var bits: UInt64

    static let none = StateFields(bits: 0)
    static let all = StateFields(bits: ~0)

    init(bits: UInt64) {
        self.bits = bits
    }

    var isEmpty: Bool { bits == 0 }

    func intersects(_ other: StateFields) -> Bool { bits & other.bits != 0 }

    /// The bit of the field at `field`, the one place that maps fields to bits (the 65th
    /// shares the first's).
    @inlinable @inline(__always)
    static func bit(_ field: Int) -> UInt64 {
        1 &<< UInt64(field & 63)
    }

    mutating func insert(_ field: Int) {
        bits |= Self.bit(field)
    }

    mutating func formUnion(_ other: StateFields) {
        bits |= other.bits
    }
}

/// What a ``TrackedState`` records: the fields written since its store started the current
/// run of the reducer, that run's number, and, while a derivation reads the state, what
/// records the fields it reads.
///
/// All records compare equal and hash alike, so that a state's own `==` and `hash(into:)`
/// (synthesized or written) see only its fields.
public struct StateTracking: Hashable, Sendable {
    /// The fields written since ``start(_:)``; every field for a state made by an initializer.
    @usableFromInline var written: StateFields
    /// The number of the run of the reducer that started this record; 0 for a new state.
    var stamp: UInt64
    /// Records the fields read, while a derivation reads this copy of the state.
    @usableFromInline var reads: FieldReads? {
        didSet { unretainedReads = reads.map { Unmanaged.passUnretained($0) } }
    }
    /// `reads` without a reference count of its own, which ``read(_:)`` uses so that a read
    /// retains nothing: the record holds `reads` for as long as it lives.
    @usableFromInline var unretainedReads: Unmanaged<FieldReads>?

    /// A record in which every field counts as written: that of a state just made.
    public init() {
        written = .all
        stamp = 0
        reads = nil
        unretainedReads = nil
    }

    /// Starts the record of the run of the reducer numbered `stamp`; see
    /// `_$startTracking(_:)`.
    public mutating func start(_ stamp: UInt64) {
        written = .none
        self.stamp = stamp
    }

    /// Notes that the field at `field` is written: changed in place.
    @inlinable
    public mutating func write(_ field: Int) {
        written.bits |= StateFields.bit(field)
    }

    /// Assigns `newValue` to `storage`, the field at `field`, and notes that the field is
    /// written unless `newValue` is identical to what it holds (the same bits).
    @inlinable
    public mutating func assign<Value>(_ newValue: Value, to storage: inout Value, field: Int) {
        if !BitIdentity.same(storage, newValue) { write(field) }
        storage = newValue
    }

    /// Notes that the field at `field` is read, when a derivation is reading this state.
    @inlinable
    public func read(_ field: Int) {
        guard let reads = unretainedReads else { return }
        reads._withUnsafeGuaranteedRef { $0.record(field) }
    }

    /// True: records do not tell states apart.
    public static func == (lhs: StateTracking, rhs: StateTracking) -> Bool { true }

    /// Adds nothing: records do not tell states apart.
    public func hash(into hasher: inout Hasher) {}
}

extension StateTracking {
    /// Starts the record of `part`, a tracked state that another holds by value (an app's
    /// feature), with the record of the state that holds it; see
    /// `_$startTracking(_:)`.
    @inlinable
    public static func start<Part: TrackedState>(_ part: inout Part, _ stamp: UInt64) {
        part._$startTracking(stamp)
    }

    /// Starts the record of `part`, an optional child, when it is present.
    @inlinable
    public static func start<Part: TrackedState>(_ part: inout Part?, _ stamp: UInt64) {
        part?._$startTracking(stamp)
    }

    /// Does nothing: `part` does not record which fields are written (a generated state of
    /// more than 100 properties), so a store scoped to it takes every field as changed.
    @inlinable
    public static func start<Part>(_ part: inout Part, _ stamp: UInt64) {}
}
