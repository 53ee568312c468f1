import Observation

/// A store adapted to Observation, for SwiftUI code that reads the state itself instead of a
/// view model's props.
///
/// ```swift
/// struct CounterView: View {
///     let store: ObservableStore<CounterState, CounterAction>
///     var body: some View {
///         Button("\(store.state.count)") { store.send(.increment) }
///     }
/// }
///
/// CounterView(store: ObservableStore(appStore.scope(state: \.counter, action: AppAction.counter)))
/// ```
///
/// A view is invalidated only by the fields it reads: a generated state records which of
/// its fields a view reads and which fields each action writes (``TrackedState``), so a
/// view that shows `store.state.count` is invalidated when an action writes `count`, not
/// when one appends a message. The adapter keeps no copy of such a state: ``state`` reads
/// the store's, and an action that changes a collection changes it in place.
///
/// A state that records nothing (hand-written without those accessors) is kept and
/// published whole, after each run of the reducer that changed it if `State` is
/// `Equatable` (after every run otherwise): a view that reads it is invalidated by any
/// change, and an action that changes one of its collections copies it once.
///
/// The adapter keeps the store alive; the store holds the adapter weakly.
@MainActor
@Observable
public final class ObservableStore<State, Action> {
    /// The store's current state (a scoped store's part), as last reduced. A view that reads
    /// a field of it is invalidated when an action writes that field (for a state that does
    /// not record its fields, when the state changes).
    public var state: State {
        if let kept {
            access(keyPath: \.kept)
            return kept
        }
        var state = store.state
        fieldRecord.setReads(&state, fieldReads)
        return state
    }

    @ObservationIgnored private let store: any StoreProtocol<State, Action>
    /// The state published whole, when the state does not tell its fields apart; `nil` when
    /// it does, and ``state`` reads the store's.
    @ObservationIgnored private var kept: State?
    @ObservationIgnored private let fieldRecord = StateRecord<State>.make()
    /// Registers with Observation each field a view reads.
    @ObservationIgnored private let fieldReads = FieldReads()
    /// The fields any view has read: those whose writes are worth telling Observation of.
    @ObservationIgnored private var fieldsRead = StateFields.none
    /// What Observation tracks a field by, one per place (made when first read).
    @ObservationIgnored private var fieldKeyPaths: [KeyPath<ObservableStore, Int>] = []

    init(store: some StoreProtocol<State, Action>, removingDuplicates isDuplicate: ((State, State) -> Bool)?) {
        self.store = store
        let link = SubscriptionLink()
        if let changes = store as? any ChangeObservable<State>, changes.tracksChanges {
            fieldReads.restart()
            fieldReads.onRead = { [weak self] field in self?.fieldWasRead(field) }
            // Called for every run: a view may read another field at any time.
            link.subscription = changes.subscribeToChanges { [weak self] _, change in
                guard let self else {
                    link.subscription?.cancel()
                    return .none
                }
                self.fieldsWereWritten(change.fields)
                return .all
            }
            return
        }
        kept = store.state
        var isCurrentState = true
        link.subscription = store.subscribeToEveryState { [weak self] state in
            guard let self else {
                link.subscription?.cancel()
                return
            }
            // The first delivery is the state just kept above.
            guard !isCurrentState else {
                isCurrentState = false
                return
            }
            if let isDuplicate, let kept = self.kept, isDuplicate(kept, state) { return }
            self.withMutation(keyPath: \.kept) { self.kept = state }
        }
    }

    /// A field of the state by its place: the member Observation tracks a view's reads of
    /// that field by.
    nonisolated subscript(field field: Int) -> Int { field }

    private func keyPath(ofField field: Int) -> KeyPath<ObservableStore, Int> {
        if fieldKeyPaths.isEmpty { fieldKeyPaths = (0..<64).map { \ObservableStore[field: $0] } }
        return fieldKeyPaths[field & 63]
    }

    private func fieldWasRead(_ field: Int) {
        fieldsRead.insert(field)
        access(keyPath: keyPath(ofField: field))
    }

    private func fieldsWereWritten(_ written: StateFields) {
        var fields = written.bits & fieldsRead.bits
        while fields != 0 {
            let field = fields.trailingZeroBitCount
            fields &= fields - 1
            withMutation(keyPath: keyPath(ofField: field)) {}
        }
    }

    /// Sends `action` to the store; ``state`` reflects it when `send` returns (outside another
    /// dispatch). Returns the work the action started, to await (`.refreshable`) or cancel;
    /// see ``Store/dispatch(_:)``.
    @discardableResult
    public func send(_ action: Action) -> StoreTask {
        store.dispatch(action)
    }

    /// Returns once no tracked work of the store is running, stream subscriptions too unless
    /// `ignoringStreams`, or after `timeout` with what still runs; see
    /// ``Store/settle(ignoringStreams:timeout:)``.
    @discardableResult
    public func settle(ignoringStreams: Bool = false, timeout: Duration = UnsettledWork.settleTimeout) async -> UnsettledWork? {
        await store.settle(ignoringStreams: ignoringStreams, timeout: timeout)
    }
}

extension ObservableStore {
    /// Adapts `store`. This initializer is used when `State` is not `Equatable`: a state
    /// that does not record its fields is published after every run of the reducer.
    public convenience init(_ store: some StoreProtocol<State, Action>) {
        self.init(store: store, removingDuplicates: nil)
    }
}

extension ObservableStore where State: Equatable {
    /// Adapts `store`; a state that does not record its fields is published only when the
    /// reducer changed it.
    public convenience init(_ store: some StoreProtocol<State, Action>) {
        self.init(store: store, removingDuplicates: { $0 == $1 })
    }
}
