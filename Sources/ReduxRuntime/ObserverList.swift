/// The observers of a store's state, in the order they subscribed, each added and removed in
/// constant time, so that subscribing and cancelling n observers costs O(n).
///
/// Each observer says, each time it is called, which fields it is to be called for next
/// (``StateFields/all`` for one that wants every run of the reducer, even one that wrote
/// nothing): a run that wrote none of them passes it by with a test of bits, so that the view models of a screen cost nothing
/// for the actions that change nothing they show. Every ``sweepInterval``th notification
/// calls every observer (``StateChange/isSweep``), so that one whose owner is gone finds out
/// and cancels itself even if the fields it reads are never written again.
///
/// The observers form a linked list, which notifying walks without reading an array of the
/// state's type. Each observer is its own place in the list (a ``Node``, which an observer
/// subclasses to be called, so that no closure stands between the list and it) and the
/// ``StoreSubscription`` handed out to remove it: cancelling one touches it and its two
/// neighbours, nothing else. The list holds each observer; notifying walks it without
/// counting references (each count is an atomic operation, several per observer and action
/// otherwise), and an observer removed during a notification, by itself or another, is kept
/// until the notification ends, so that none is freed while it is called.
@MainActor
final class ObserverList<State> {
    /// Receives a state, with what changed in it, and returns the fields whose writes it is
    /// to be called for next.
    typealias Receive = @MainActor (State, StateChange) -> StateFields

    /// Every how many notifications each observer is called whatever was written.
    static var sweepInterval: Int { 64 }

    /// An observer's place in the list, which the list holds while the observer is in it; a
    /// subclass receives the states.
    class Node: StoreSubscription {
        /// The fields whose writes the observer is to be called for.
        final var wanted = StateFields.all
        /// The number of the observer, in the order they were added.
        final var serial: UInt64 = 0
        /// The next observer, while in the list.
        final var next: Node?
        /// The observer before, while in the list.
        final unowned(unsafe) var previous: Node?
        /// The list, while the observer is in it: the list clears it when it removes the
        /// observer and when it is deallocated.
        final unowned(unsafe) var list: ObserverList?

        override init() {}

        override final func removeFromList() {
            unsafe list?.remove(self)
        }

        /// Receives `state` and what `change` says of it, and returns the fields whose writes
        /// the observer is to be called for next (``StateFields/all`` for every state).
        ///
        /// `state` is the store's own, lent by address (`inout`, though nothing changes it),
        /// so that no copy of it is made for the call.
        func receive(_ state: inout State, _ change: StateChange) -> StateFields {
            .all
        }

        /// Forgets the observer once it is removed, keeping nothing its closure captured.
        func forgetObserver() {}
    }

    /// The place of an observer of every state (``add(_:whenChanged:)``).
    private final class EveryStateNode: Node {
        private var observer: (@MainActor (State) -> Void)?
        /// Whether the state of the current notification is one the observer is to get; nil
        /// for every state.
        private var changeFlag: StateChangeFlag?

        init(_ observer: @escaping @MainActor (State) -> Void, changeFlag: StateChangeFlag?) {
            self.observer = observer
            self.changeFlag = changeFlag
        }

        override func receive(_ state: inout State, _ change: StateChange) -> StateFields {
            // The closure is copied out for the call, so that cancelling from inside it keeps
            // it alive until it returns.
            if let observer, changeFlag?.changed ?? true { observer(state) }
            return .all
        }

        override func forgetObserver() {
            observer = nil
            changeFlag = nil
        }
    }

    /// The place of an observer of ``addSelective(_:)``.
    private final class SelectiveNode: Node {
        private var observer: Receive?

        init(_ observer: @escaping Receive) {
            self.observer = observer
        }

        override func receive(_ state: inout State, _ change: StateChange) -> StateFields {
            observer?(state, change) ?? .none
        }

        override func forgetObserver() {
            observer = nil
        }
    }

    private var first: Node?
    private unowned(unsafe) var last: Node?
    /// The observer the notification in progress calls next, moved on when it is removed.
    private var cursor: Unmanaged<Node>?
    /// Whether a notification is in progress.
    private var isNotifying = false
    /// The observers removed during the notification in progress, kept until it ends, so
    /// that the one being called is not freed under it. An array of a type that is not
    /// generic, which the walk reads without looking a type up.
    private var removedWhileNotifying: [StoreSubscription] = []
    /// How many observers are in the list.
    private var count = 0
    /// The serial of the next observer added.
    private var nextSerial: UInt64 = 0
    /// The notifications since every observer was last called.
    private var sinceSweep = 0

    /// Whether no observer is active.
    var isEmpty: Bool { count == 0 }

    /// Adds an observer called with the state by every ``notify(_:_:)`` until it is removed,
    /// or, with `changeFlag`, by those during which the flag says the state changed; returns
    /// its place, to remove it.
    func add(
        _ receive: @escaping @MainActor (State) -> Void,
        whenChanged changeFlag: StateChangeFlag? = nil
    ) -> StoreSubscription {
        append(EveryStateNode(receive, changeFlag: changeFlag))
    }

    /// Adds an observer called by the next ``notify(_:_:)`` and then by those that wrote one of
    /// the fields its last call returned; returns its place, to remove it.
    func addSelective(_ receive: @escaping Receive) -> StoreSubscription {
        append(SelectiveNode(receive))
    }

    /// Links `node` at the end of the list, to be called by the next ``notify(_:_:)`` and
    /// then as its ``Node/receive(_:_:)`` returns; returns it, to remove it.
    @discardableResult
    func append(_ node: Node) -> Node {
        node.serial = nextSerial
        unsafe node.list = self
        nextSerial += 1
        if let last = unsafe last {
            last.next = node
            unsafe node.previous = last
        } else {
            first = node
        }
        unsafe last = node
        count += 1
        return node
    }

    /// Removes the observer at `node`: it is not called again, even by a notification in
    /// progress, and nothing its closure captured is kept.
    func remove(_ node: Node) {
        if isNotifying { removedWhileNotifying.append(node) }
        unsafe node.list = nil
        node.forgetObserver()
        if let cursor = unsafe cursor, unsafe cursor.toOpaque() == Unmanaged.passUnretained(node).toOpaque() {
            unsafe self.cursor = Self.place(of: node.next)
        }
        if let previous = unsafe node.previous { previous.next = node.next } else { first = node.next }
        if let next = node.next { unsafe next.previous = node.previous } else { unsafe last = node.previous }
        unsafe node.previous = nil
        node.next = nil
        count -= 1
    }

    /// Lets go of every observer and unlinks the places one by one, so that a subscription
    /// kept after the store keeps nothing its observer's closure captured, and a long list
    /// is not freed by a release of each place inside the one before.
    isolated deinit {
        var node = first
        first = nil
        while let current = node {
            node = current.next
            unsafe current.list = nil
            current.forgetObserver()
            unsafe current.previous = nil
            current.next = nil
        }
    }

    /// Delivers `state` and what `change` says of it to every observer that is still active
    /// when its turn comes and wants one of the fields written, in order. Observers added
    /// meanwhile get the next notification, not this one. Not reentrant: a store notifies
    /// once per run of the reducer, never from inside an observer.
    ///
    /// `state` is taken by address (`inout`, though nothing changes it), so that the store's
    /// generic code hands every observer the state it holds, not a copy of it that retains
    /// and releases each of its lists and strings.
    func notify(_ state: inout State, _ change: StateChange) {
        var change = change
        sinceSweep += 1
        if sinceSweep >= Self.sweepInterval {
            sinceSweep = 0
            change.isSweep = true
        }
        let end = nextSerial
        isNotifying = true
        // The walk counts no reference: the list holds each observer, and one removed
        // meanwhile is kept until the walk ends.
        var place = unsafe Self.place(of: first)
        while let current = unsafe place {
            let isNew = unsafe current.withGuaranteedReference { node in
                guard node.serial < end else { return true }
                unsafe cursor = unsafe Self.place(of: node.next)
                if change.isSweep || node.wanted == .all || node.wanted.intersects(change.fields) {
                    node.wanted = node.receive(&state, change)
                }
                return false
            }
            if isNew { break }
            unsafe place = unsafe cursor
        }
        unsafe cursor = nil
        isNotifying = false
        if !removedWhileNotifying.isEmpty { removedWhileNotifying = [] }
    }

    /// `node`, unretained.
    @unsafe
    private static func place(of node: Node?) -> Unmanaged<Node>? {
        guard let node else { return nil }
        return unsafe Unmanaged.passUnretained(node)
    }
}
