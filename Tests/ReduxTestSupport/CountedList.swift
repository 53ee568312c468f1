/// Counts what a ``CountedList`` does: the copies its mutations had to make and the
/// comparisons of two lists.
public final class ListCounts: @unchecked Sendable {
    /// Copies of the elements made because a mutated list shared them with another.
    public var copies = 0
    /// Calls of `==`.
    public var comparisons = 0

    public init() {}
}

/// A list of integers with value semantics, like an `Array`, that counts the copies its
/// mutations make (a mutation of a list that shares its storage copies it first) and its
/// comparisons: what tells a test whether a store kept a copy of its state, or compared it.
public struct CountedList: Equatable, @unchecked Sendable {
    private final class Storage {
        var items: [Int]
        init(_ items: [Int]) { self.items = items }
    }

    private var storage: Storage
    private let counts: ListCounts

    public init(_ items: [Int] = [], counts: ListCounts) {
        storage = Storage(items)
        self.counts = counts
    }

    public var items: [Int] { storage.items }
    public var count: Int { storage.items.count }

    public mutating func append(_ item: Int) {
        if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(storage.items)
            counts.copies += 1
        }
        storage.items.append(item)
    }

    public static func == (lhs: CountedList, rhs: CountedList) -> Bool {
        lhs.counts.comparisons += 1
        return lhs.storage === rhs.storage || lhs.storage.items == rhs.storage.items
    }
}
