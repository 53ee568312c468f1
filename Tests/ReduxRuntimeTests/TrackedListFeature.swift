import ReduxRuntime
import ReduxTestSupport

/// A state that records which fields each action writes, written by hand as reduxgen
/// generates it, holding a list that counts its copies.
struct TrackedList: TrackedState, Equatable, Sendable {
    var list: CountedList {
        get { _$tracking.read(0); return _$list }
        set { _$tracking.assign(newValue, to: &_$list, field: 0) }
        _modify { _$tracking.write(0); yield &_$list }
    }
    var unrelated: Int {
        get { _$tracking.read(1); return _$unrelated }
        set { _$tracking.assign(newValue, to: &_$unrelated, field: 1) }
        _modify { _$tracking.write(1); yield &_$unrelated }
    }
    private var _$list: CountedList
    private var _$unrelated = 0
    var _$tracking = StateTracking()

    init(list: CountedList) {
        _$list = list
    }

    static func == (lhs: TrackedList, rhs: TrackedList) -> Bool {
        lhs.list == rhs.list && lhs.unrelated == rhs.unrelated
    }
}

enum TrackedListAction: Equatable, Sendable {
    case append(Int)
    case touch
    case setUnrelated(Int)
    case noop
    /// Replaces the whole state with `saved`.
    case restore(TrackedList)
}

enum TrackedListReducer: ReducerProtocol {
    static func reduce(_ state: inout TrackedList, _ action: TrackedListAction) {
        switch action {
        case .append(let item): state.list.append(item)
        case .touch: state.unrelated += 1
        case .setUnrelated(let value): state.unrelated = value
        case .noop: break
        case .restore(let saved): state = saved
        }
    }
}

/// An app of two tracked lists, which starts their records with its own.
struct TrackedPair: TrackedState, Equatable, Sendable {
    var left: TrackedList {
        get { _$tracking.read(0); return _$left }
        set { _$tracking.assign(newValue, to: &_$left, field: 0) }
        _modify { _$tracking.write(0); yield &_$left }
    }
    var right: TrackedList {
        get { _$tracking.read(1); return _$right }
        set { _$tracking.assign(newValue, to: &_$right, field: 1) }
        _modify { _$tracking.write(1); yield &_$right }
    }
    private var _$left: TrackedList
    private var _$right: TrackedList
    var _$tracking = StateTracking()

    init(left: TrackedList, right: TrackedList) {
        _$left = left
        _$right = right
    }

    mutating func _$startTracking(_ stamp: UInt64) {
        _$tracking.start(stamp)
        _$left._$startTracking(stamp)
        _$right._$startTracking(stamp)
    }

    static func == (lhs: TrackedPair, rhs: TrackedPair) -> Bool {
        lhs.left == rhs.left && lhs.right == rhs.right
    }
}

enum TrackedPairAction: Equatable, Sendable {
    case left(TrackedListAction)
    case right(TrackedListAction)
}

enum TrackedPairReducer: ReducerProtocol {
    static func reduce(_ state: inout TrackedPair, _ action: TrackedPairAction) {
        switch action {
        case .left(let action): TrackedListReducer.reduce(&state.left, action)
        case .right(let action): TrackedListReducer.reduce(&state.right, action)
        }
    }
}
