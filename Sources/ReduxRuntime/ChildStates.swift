/// The children of one kind in a parent's state, as the lifting of their middleware reads
/// them: a collection's elements by id, or an optional child.
protocol ChildStates {
    associatedtype Key: Hashable & Sendable
    associatedtype Child
    associatedtype Keys: ChildKeys<Key>
    /// What a parent's action names its child by: a collection's element by its id, an
    /// optional child by nothing (the one there is).
    associatedtype ActionKey

    /// The key of the child that an action naming `actionKey` is for, or `nil` when there
    /// is none.
    func key(for actionKey: ActionKey) -> Key?

    /// The child with `key`, or `nil` when there is none.
    func child(_ key: Key) -> Child?
    /// Whether there is a child with `key`.
    func contains(_ key: Key) -> Bool
    /// Stands for which keys there are.
    var keys: Keys { get }
    /// An object that stays the same for as long as the keys do (the version of an array's
    /// ids), or `nil` when there is none: compared by identity, it tells that the keys are
    /// unchanged without the keys' generic type, which each use looks up at run time.
    var keysIdentity: AnyObject? { get }
}

/// Stands for the keys of a parent's children at one moment.
protocol ChildKeys<Key> {
    associatedtype Key
    /// In time of their number: the keys of `earlier` that these may lack (some may be
    /// here; none when these include every key of `earlier`), or `nil` when it cannot tell,
    /// and then each child with a middleware is looked up.
    func removedKeys(since earlier: Self) -> [Key]?
}

/// The elements of a collection of children, by id.
struct ElementChildren<Child: Identifiable>: ChildStates where Child.ID: Sendable {
    /// The version of the array's ids (see ``IDSetVersion``).
    struct Keys: ChildKeys {
        let version: IDSetVersion?

        func removedKeys(since earlier: Keys) -> [Child.ID]? {
            // No version: no element.
            guard let earlierVersion = earlier.version else { return [] }
            return version?.removedIDs(since: earlierVersion)?.compactMap { $0 as? Child.ID }
        }
    }

    let array: IdentifiedArray<Child>

    func key(for id: Child.ID) -> Child.ID? { id }
    func child(_ id: Child.ID) -> Child? { array[id: id] }
    func contains(_ id: Child.ID) -> Bool { array.contains(id: id) }
    var keys: Keys { Keys(version: array.idSetVersion) }
    var keysIdentity: AnyObject? { array.idSetVersion }
}

/// An optional child, keyed by its identity: its `id` when its state is `Identifiable`,
/// else ``PresentChild`` (one child, there or not). Replaced by a child of another identity,
/// the child has left, as if it had been set to `nil`.
struct OptionalChild<Child, Key: Hashable & Sendable>: ChildStates {
    struct Keys: ChildKeys {
        let key: Key?

        func removedKeys(since earlier: Keys) -> [Key]? {
            guard let earlierKey = earlier.key, earlierKey != key else { return [] }
            return [earlierKey]
        }
    }

    let present: Child?
    /// The identity of ``present``.
    let key: Key?

    /// The child `child`, whose identity `identify` tells.
    init(_ child: Child?, identify: (Child) -> Key) {
        present = child
        key = child.map(identify)
    }

    func key(for _: PresentChild) -> Key? { key }
    func child(_ key: Key) -> Child? { self.key == key ? present : nil }
    func contains(_ key: Key) -> Bool { self.key == key }
    var keys: Keys { Keys(key: key) }
    var keysIdentity: AnyObject? { nil }
}

/// What an action names an optional child by, and the key of one without an `id`: there is
/// one.
struct PresentChild: Hashable, Sendable {}
