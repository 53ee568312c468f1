/// Where a persisting middleware finds the records it keeps in its store's state: one for a
/// feature's fields, or one per child when the middleware of a child feature is lifted onto
/// its parent (`Middleware.lifted(each:action:extract:)`, `lifted(optional:…)`).
///
/// It makes the ``RecordTracker`` of a store, which follows the records from action to action.
struct PersistedRecords<State, Action>: Sendable {
    /// Makes the tracker of the records, whose keys end with `suffix` (the ids of the
    /// children that hold them, outermost first), kept by `keeper`.
    let makeTracker: @MainActor @Sendable (_ suffix: String, _ keeper: RecordKeeper) -> any RecordTracker<State, Action>
}

/// Follows the records of one state (a feature's, a child's, a parent's children's) from
/// action to action: restores a record when its fields enter the state, saves it after they
/// change, and removes it when its child leaves.
@MainActor
protocol RecordTracker<State, Action>: AnyObject {
    associatedtype State
    associatedtype Action

    /// Restores, through `restore`, the records whose fields entered the state since the last
    /// call (all of them on the first), and, when `saving`, saves the records whose fields
    /// changed since.
    func update(_ state: State, restoring restore: (Action) -> Void, saving: Bool)

    /// The state holding the records has left its parent's state: removes them.
    func forget()
}

extension PersistedRecords {
    /// The records of one feature's ``PersistedFields``, under `key` (and the tracker's
    /// suffix), compared with `differ`, restored with `restore`.
    static func fields<Fields: PersistedFields>(
        _: Fields.Type,
        key: String,
        restore: @escaping @Sendable (Fields) -> Action,
        differ: @escaping @Sendable (Fields, Fields) -> Bool
    ) -> PersistedRecords where Fields.State == State {
        PersistedRecords { suffix, keeper in
            FieldsRecord<Fields, Action>(key: key + suffix, keeper: keeper, restore: restore, differ: differ)
        }
    }
}

/// The record of one feature's fields.
@MainActor
private final class FieldsRecord<Fields: PersistedFields, Action>: RecordTracker {
    typealias State = Fields.State

    private let key: String
    private let keeper: RecordKeeper
    private let restoreAction: @Sendable (Fields) -> Action
    private let differ: @Sendable (Fields, Fields) -> Bool
    /// The fields last restored or saved; `nil` before the first update.
    private var last: Fields?
    /// Whether the storage may hold a record of the fields: one was read or saved.
    private var mayHaveRecord = false

    init(key: String, keeper: RecordKeeper, restore: @escaping @Sendable (Fields) -> Action, differ: @escaping @Sendable (Fields, Fields) -> Bool) {
        self.key = key
        self.keeper = keeper
        restoreAction = restore
        self.differ = differ
    }

    func update(_ state: State, restoring restore: (Action) -> Void, saving: Bool) {
        guard let last else {
            let initial = Fields(from: state)
            var restored = initial
            if let reading = keeper.read(key, over: initial) {
                mayHaveRecord = true
                if reading.restoredAny, differ(initial, reading.fields) {
                    restored = reading.fields
                    restore(restoreAction(reading.fields))
                }
            }
            self.last = restored
            return
        }
        guard saving else { return }
        let now = Fields(from: state)
        guard differ(last, now) else { return }
        self.last = now
        mayHaveRecord = true
        keeper.change(key, to: .save { try PersistedRecord.encode(now) })
    }

    func forget() {
        guard mayHaveRecord else { return }
        mayHaveRecord = false
        keeper.change(key, to: .remove)
    }
}
