/// The children of one kind in a parent's state, as the lifting of their middleware reads
/// them: a collection's elements by id, or an optional child.
protocol ChildStates {
    associatedtype Key: Hashable & Sendable
    associatedtype Child
    associatedtype Keys: ChildKeys

    /// The child with `key`, or `nil` when there is none.
    func child(_ key: Key) -> Child?
    /// Whether there is a child with `key`.
    func contains(_ key: Key) -> Bool
    /// Stands for which keys there are.
    var keys: Keys { get }
}

/// Stands for the keys of a parent's children at one moment.
protocol ChildKeys {
    /// In constant time: `true` only if these keys include every key of `earlier`; `false`
    /// also when it cannot tell, and then each child with a middleware is looked up.
    func includeAll(of earlier: Self) -> Bool
}

/// The elements of a collection of children, by id.
struct ElementChildren<Child: Identifiable>: ChildStates where Child.ID: Sendable {
    /// The version of the array's ids (see ``IDSetVersion``).
    struct Keys: ChildKeys {
        let version: IDSetVersion?

        func includeAll(of earlier: Keys) -> Bool {
            // No version: no element.
            guard let earlierVersion = earlier.version else { return true }
            return version?.includesAll(of: earlierVersion) ?? false
        }
    }

    let array: IdentifiedArray<Child>

    func child(_ id: Child.ID) -> Child? { array[id: id] }
    func contains(_ id: Child.ID) -> Bool { array.contains(id: id) }
    var keys: Keys { Keys(version: array.idSetVersion) }
}

/// An optional child: its one key is there while the child is.
struct OptionalChild<Child>: ChildStates {
    struct Keys: ChildKeys {
        let isPresent: Bool

        func includeAll(of earlier: Keys) -> Bool { isPresent || !earlier.isPresent }
    }

    let child: Child?

    func child(_: PresentChild) -> Child? { child }
    func contains(_: PresentChild) -> Bool { child != nil }
    var keys: Keys { Keys(isPresent: child != nil) }
}

/// The key of an optional child: there is one.
struct PresentChild: Hashable, Sendable {}
