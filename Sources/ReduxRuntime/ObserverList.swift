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
/// state's type. Each observer's place in the list is the ``StoreSubscription`` handed out
/// to remove it: cancelling one touches it and its two neighbours, nothing else.
@MainActor
final class ObserverList<State> {
    /// Receives a state, with what changed in it, and returns the fields whose writes it is
    /// to be called for next.
    typealias Receive = @MainActor (State, StateChange) -> StateFields

    /// Every how many notifications each observer is called whatever was written.
    static var sweepInterval: Int { 64 }

    /// An observer's place in the list, which the list holds while the observer is in it.
    final class Node: StoreSubscription {
        /// The observer of ``ObserverList/addSelective(_:)``; nil for another, and once removed.
        var receive: Receive?
        /// The observer of ``ObserverList/add(_:whenChanged:)``; nil for another, and once removed.
        var receiveEvery: (@MainActor (State) -> Void)?
        /// Whether the state of the current notification is one ``receiveEvery`` is to get;
        /// nil for every state.
        var changeFlag: StateChangeFlag?
        /// The fields whose writes the observer is to be called for.
        var wanted = StateFields.all
        /// The number of the observer, in the order they were added.
        let serial: UInt64
        /// The next observer, while in the list.
        var next: Node?
        /// The observer before, while in the list.
        unowned(unsafe) var previous: Node?
        /// The list, while the observer is in it: the list clears it when it removes the
        /// observer and when it is deallocated.
        unowned(unsafe) var list: ObserverList?

        init(serial: UInt64, list: ObserverList) {
            self.serial = serial
            self.list = list
        }

        override func removeFromList() {
            list?.remove(self)
        }

        /// Forgets the observer and the list, keeping nothing the observer captured.
        func forgetObserver() {
            list = nil
            receive = nil
            receiveEvery = nil
            changeFlag = nil
        }
    }

    private var first: Node?
    private unowned(unsafe) var last: Node?
    /// The observer the notification in progress calls next, moved on when it is removed.
    private unowned(unsafe) var cursor: Node?
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
        let node = Node(serial: nextSerial, list: self)
        node.receiveEvery = receive
        node.changeFlag = changeFlag
        return append(node)
    }

    /// Adds an observer called by the next ``notify(_:_:)`` and then by those that wrote one of
    /// the fields its last call returned; returns its place, to remove it.
    func addSelective(_ receive: @escaping Receive) -> StoreSubscription {
        let node = Node(serial: nextSerial, list: self)
        node.receive = receive
        return append(node)
    }

    /// Links `node` at the end of the list.
    private func append(_ node: Node) -> StoreSubscription {
        nextSerial += 1
        if let last {
            last.next = node
            node.previous = last
        } else {
            first = node
        }
        last = node
        count += 1
        return node
    }

    /// Removes the observer at `node`: it is not called again, even by a notification in
    /// progress, and nothing it captured is kept.
    func remove(_ node: Node) {
        node.forgetObserver()
        if node === cursor { cursor = node.next }
        if let previous = node.previous { previous.next = node.next } else { first = node.next }
        if let next = node.next { next.previous = node.previous } else { last = node.previous }
        node.previous = nil
        node.next = nil
        count -= 1
    }

    /// Lets go of every observer and unlinks the places one by one, so that a subscription
    /// kept after the store keeps nothing its observer captured, and a long list is not
    /// freed by a release of each place inside the one before.
    isolated deinit {
        var node = first
        first = nil
        while let current = node {
            node = current.next
            current.forgetObserver()
            current.previous = nil
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
        var node = first
        while let current = node, current.serial < end {
            cursor = current.next
            if let receiveEvery = current.receiveEvery {
                if current.changeFlag?.changed ?? true { receiveEvery(state) }
            } else if change.isSweep || current.wanted == .all || current.wanted.intersects(change.fields),
                let receive = current.receive {
                current.wanted = receive(state, change)
            }
            node = cursor
        }
        cursor = nil
    }
}
