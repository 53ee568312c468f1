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
/// state's type. What the list hands out to remove one is a ``StoreSubscription``, which
/// points to the observer's place without holding it: a subscription that outlives the list
/// keeps nothing the observer captured alive.
@MainActor
final class ObserverList<State>: SubscriptionList {
    /// Receives a state, with what changed in it, and returns the fields whose writes it is
    /// to be called for next.
    typealias Receive = @MainActor (State, StateChange) -> StateFields

    /// Every how many notifications each observer is called whatever was written.
    static var sweepInterval: Int { 64 }

    /// An observer's place in the list, which the list holds.
    final class Node {
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
        /// The next observer. A removed observer keeps it, so that a notification in progress
        /// goes on from it.
        var next: Node?
        /// The observer before, while in the list.
        unowned(unsafe) var previous: Node?

        init(serial: UInt64) {
            self.serial = serial
        }

        /// Whether the node was removed from the list.
        var isRemoved: Bool { receive == nil && receiveEvery == nil }
    }

    private var first: Node?
    private unowned(unsafe) var last: Node?
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
        let node = Node(serial: nextSerial)
        node.receiveEvery = receive
        node.changeFlag = changeFlag
        return append(node)
    }

    /// Adds an observer called by the next ``notify(_:_:)`` and then by those that wrote one of
    /// the fields its last call returned; returns its place, to remove it.
    func addSelective(_ receive: @escaping Receive) -> StoreSubscription {
        let node = Node(serial: nextSerial)
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
        return StoreSubscription(list: self, place: node)
    }

    /// Removes the observer of `subscription`: it is not called again, even by a notification
    /// in progress.
    func remove(_ subscription: StoreSubscription) {
        guard let node = subscription.place as? Node, !node.isRemoved else { return }
        subscription.place = nil
        node.receive = nil
        node.receiveEvery = nil
        node.changeFlag = nil
        if let previous = node.previous { previous.next = node.next } else { first = node.next }
        if let next = node.next { next.previous = node.previous } else { last = node.previous }
        node.previous = nil
        count -= 1
    }

    /// Delivers `state` and what `change` says of it to every observer that is still active
    /// when its turn comes and wants one of the fields written, in order. Observers added
    /// meanwhile get the next notification, not this one.
    func notify(_ state: State, _ change: StateChange) {
        var change = change
        sinceSweep += 1
        if sinceSweep >= Self.sweepInterval {
            sinceSweep = 0
            change.isSweep = true
        }
        let end = nextSerial
        var node = first
        while let current = node, current.serial < end {
            if let receiveEvery = current.receiveEvery {
                if current.changeFlag?.changed ?? true { receiveEvery(state) }
            } else if change.isSweep || current.wanted == .all || current.wanted.intersects(change.fields),
                let receive = current.receive {
                current.wanted = receive(state, change)
            }
            node = current.next
        }
    }
}
