/// An array of identifiable elements with an index of their ids: an element is found,
/// replaced or upserted by id in constant time, and ids stay unique.
///
/// ```swift
/// var messages: IdentifiedArray<Message> = [hello, welcome]
/// messages.upsert(edited)            // replaces the message with edited.id, or appends it
/// messages[id: hello.id]?.isRead = true
/// messages.remove(id: welcome.id)
/// for message in messages { print(message.text) }
/// ```
///
/// Use it for a state's list that a stream or a request upserts into one element at a time:
/// ``upsert(_:)`` takes amortized constant time, where `Array.upsert(_:)` searches the array.
/// Adding an element whose id is already here replaces that element where it is, whichever
/// method adds it (``append(_:)``, ``insert(_:at:)``, ``upsert(_:)``, the initializers).
///
/// It is a `MutableCollection` and a `RandomAccessCollection` of its elements in order, with
/// `Int` positions; ``elements`` is the array. An element changes in place, through its
/// position or its id, without a copy of it or of the array:
///
/// ```swift
/// TodoRowReducer.reduce(&rows[index], .toggle)   // the row, in place
/// rows[id: id]?.isDone.toggle()                 // the same, found by id
/// rows.move(fromOffsets: [0], toOffset: 3)      // SwiftUI's onMove
/// ```
///
/// Changing an element's id through its position or its id is not allowed (it would stop the
/// program): replace the element by id instead. Swapping, reversing, shuffling, partitioning,
/// sorting and moving elements keep each id's place in the index; moving elements within a
/// range of positions (`rows[0..<5].reverse()`) writes each one back to a position of another
/// id, and stops the program too. Equal when the elements are equal, in order; encoded as an array.
///
/// Beside the elements and their index, a non-empty array holds two small objects: one that
/// versions its set of ids, so that a parent's middleware lifted onto each element
/// (``Middleware/lifted(each:action:extract:)``) tells in constant time whether an action
/// removed one, and one that versions its elements, so that a child's persistence tells in
/// constant time whether an action changed any. An array that no copy shares changes them in
/// place, without allocating.
public struct IdentifiedArray<Element: Identifiable>: MutableCollection, RandomAccessCollection {
    // The members below are `@usableFromInline` and the methods `@inlinable`, so that an app's
    // reducer gets them specialized for its element type: code that is not looks up the
    // array's generic types at each call, which costs more than the work of a lookup by id.

    /// The elements, in order.
    public internal(set) var elements: [Element] {
        _read { yield storage }
        _modify { yield &storage }
    }
    /// ``elements``' storage.
    @usableFromInline var storage: [Element] {
        // Every change of the elements (in place too) goes through here.
        didSet { elementsChanged() }
    }
    /// The position of each element's id in ``elements``.
    @usableFromInline var positions: [Element.ID: Int]
    /// Stands for the set of ids (see ``IDSetVersion``); `nil` only while the array is empty.
    @usableFromInline var idSetVersion: IDSetVersion?
    /// Stands for the elements as they are (see ``ElementsVersion``); `nil` until they first
    /// change.
    @usableFromInline var elementsVersion: ElementsVersion?

    /// Creates an empty array.
    @inlinable
    public init() {
        storage = []
        positions = [:]
    }

    /// Creates an array of `elements` in order; an element whose id came before replaces that
    /// earlier one where it is.
    ///
    /// ```swift
    /// let messages = IdentifiedArray(page)
    /// ```
    @inlinable
    public init(_ elements: some Sequence<Element>) {
        self.init()
        upsert(contentsOf: elements)
    }

    /// The position of the first element (always 0).
    @inlinable
    public var startIndex: Int { storage.startIndex }
    /// The position one past the last element: the count.
    @inlinable
    public var endIndex: Int { storage.endIndex }

    /// The element at `position`, read and changed in place. Setting it, or changing it in
    /// place, must keep the element's id.
    @inlinable
    public subscript(position: Int) -> Element {
        _read { yield storage[position] }
        set {
            precondition(newValue.id == storage[position].id, Self.changedIDMessage(at: position))
            storage[position] = newValue
        }
        _modify {
            let id = storage[position].id
            // Checked when the access ends, also when the caller's code throws during it.
            defer { precondition(storage[position].id == id, Self.changedIDMessage(at: position)) }
            yield &storage[position]
        }
    }

    @usableFromInline
    static func changedIDMessage(at position: Int) -> String {
        "IdentifiedArray: the element at \(position) may not change its id; replace it by id instead"
    }

    /// Exchanges the elements at `i` and `j`, and their places in the index.
    @inlinable
    public mutating func swapAt(_ i: Int, _ j: Int) {
        guard i != j else { return }
        storage.swapAt(i, j)
        positions[storage[i].id] = i
        positions[storage[j].id] = j
    }

    /// The element with `id`, or `nil`. Setting an element replaces the one with `id` (or
    /// appends it) and must keep that id; setting `nil` removes it.
    ///
    /// ```swift
    /// messages[id: 42]?.isRead = true
    /// messages[id: 42] = nil
    /// ```
    ///
    /// Changing the element in place (`messages[id: 42]?.isRead = true`) neither copies it nor
    /// moves the others: the element is taken out of the array while it changes (the last
    /// element takes its place, and then gives it back).
    @inlinable
    public subscript(id id: Element.ID) -> Element? {
        get { positions[id].map { storage[$0] } }
        set {
            guard let newValue else {
                remove(id: id)
                return
            }
            precondition(newValue.id == id, Self.otherIDMessage(newValue.id, at: id))
            upsert(newValue)
        }
        _modify {
            guard let position = positions[id] else {
                var added: Element?
                defer {
                    if let added {
                        precondition(added.id == id, Self.otherIDMessage(added.id, at: id))
                        upsert(added)
                    }
                }
                yield &added
                return
            }
            let last = storage.count - 1
            storage.swapAt(position, last)
            var element: Element? = storage.removeLast()
            defer {
                if let element {
                    precondition(element.id == id, Self.otherIDMessage(element.id, at: id))
                    storage.append(element)
                    storage.swapAt(position, last)
                } else {
                    // Removed: the last element, now at `position`, goes back to the end, and
                    // the ones after `position` move up as `remove(at:)` moves them.
                    positions[id] = nil
                    if position < last {
                        storage.append(storage.remove(at: position))
                        reindex(from: position)
                    }
                    idsRemoved([AnyHashable(id)])
                }
            }
            yield &element
        }
    }

    @usableFromInline
    static func otherIDMessage(_ other: Element.ID, at id: Element.ID) -> String {
        "IdentifiedArray: the element set at id \(id) has the id \(other)"
    }

    /// The position of the element with `id`, or `nil`.
    @inlinable
    public func index(id: Element.ID) -> Int? {
        positions[id]
    }

    /// Whether an element has `id`.
    @inlinable
    public func contains(id: Element.ID) -> Bool {
        positions[id] != nil
    }

    /// The ids of the elements, in order.
    @inlinable
    public var ids: [Element.ID] { storage.map(\.id) }

    /// Replaces the element with `element`'s id where it is, or appends `element`: amortized
    /// constant time.
    @inlinable
    public mutating func upsert(_ element: Element) {
        if let position = positions[element.id] {
            storage[position] = element
        } else {
            positions[element.id] = storage.count
            storage.append(element)
            idsAdded()
        }
    }

    /// Upserts each of `elements` in order; see ``upsert(_:)``.
    @inlinable
    public mutating func upsert(contentsOf elements: some Sequence<Element>) {
        for element in elements { upsert(element) }
    }

    /// Appends `element`, or replaces the element with its id where it is.
    @inlinable
    public mutating func append(_ element: Element) {
        upsert(element)
    }

    /// Appends each of `elements` in order; an element whose id is here replaces that one.
    @inlinable
    public mutating func append(contentsOf elements: some Sequence<Element>) {
        upsert(contentsOf: elements)
    }

    /// Inserts `element` at `position`, or replaces the element with its id where it is.
    /// Inserting before the end moves the later elements: O(n).
    @inlinable
    public mutating func insert(_ element: Element, at position: Int) {
        insert(contentsOf: CollectionOfOne(element), at: position)
    }

    /// Inserts the elements whose ids are new at `position`, in order, and replaces those
    /// whose ids are here where they are: what a request's `into: { mode: prepend }` does
    /// with `position` 0. O(n + m).
    @inlinable
    public mutating func insert(contentsOf newElements: some Sequence<Element>, at position: Int) {
        var inserted: [Element] = []
        var insertedPositions: [Element.ID: Int] = [:]
        for element in newElements {
            if let existing = positions[element.id] {
                storage[existing] = element
            } else if let earlier = insertedPositions[element.id] {
                inserted[earlier] = element
            } else {
                insertedPositions[element.id] = inserted.count
                inserted.append(element)
            }
        }
        guard !inserted.isEmpty else { return }
        storage.insert(contentsOf: inserted, at: position)
        reindex(from: position)
        idsAdded()
    }

    /// Removes the element with `id` and returns it, or returns `nil` when there is none.
    /// Removing before the end moves the later elements: O(n).
    @discardableResult
    @inlinable
    public mutating func remove(id: Element.ID) -> Element? {
        guard let position = positions[id] else { return nil }
        return remove(at: position)
    }

    /// Removes the element at `position` and returns it. O(n).
    @discardableResult
    @inlinable
    public mutating func remove(at position: Int) -> Element {
        let removed = storage.remove(at: position)
        positions[removed.id] = nil
        reindex(from: position)
        idsRemoved([AnyHashable(removed.id)])
        return removed
    }

    /// Removes the elements for which `shouldBeRemoved` returns true. O(n).
    @inlinable
    public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
        let count = storage.count
        try storage.removeAll(where: shouldBeRemoved)
        guard storage.count != count else { return }
        positions.removeAll(keepingCapacity: true)
        reindex(from: 0)
        idsRemoved(nil)
    }

    /// Removes every element.
    @inlinable
    public mutating func removeAll() {
        storage.removeAll()
        positions.removeAll()
        idSetVersion = nil
    }

    /// Sorts the elements in place by `areInIncreasingOrder`. O(n log n).
    @inlinable
    public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
        try storage.sort(by: areInIncreasingOrder)
        reindex(from: 0)
    }

    /// Records the positions of the elements from `start` on.
    @inlinable
    mutating func reindex(from start: Int) {
        reindex(start..<storage.count)
    }

    /// Records the positions of the elements at `range`.
    @inlinable
    mutating func reindex(_ range: Range<Int>) {
        for position in range {
            positions[storage[position].id] = position
        }
    }

    /// Gives the changed elements a version of their own, unless no copy or observer shares
    /// the one they have (see ``ElementsVersion``).
    @inlinable
    mutating func elementsChanged() {
        if !isKnownUniquelyReferenced(&elementsVersion) { elementsVersion = ElementsVersion() }
    }

    /// Gives the array's set of ids, to which ids were added, a version (see ``IDSetVersion``).
    ///
    /// It does not read the elements: in code not specialized for the element type (an app
    /// calling the runtime), that costs a lookup of the array's type.
    @inlinable
    mutating func idsAdded() {
        if isKnownUniquelyReferenced(&idSetVersion) {
            idSetVersion?.changeInPlace(removing: [])
        } else {
            idSetVersion = IDSetVersion(from: idSetVersion, removing: [])
        }
    }

    /// Gives the array's set of ids, from which `removed` were removed (`nil`: ids not
    /// listed), a version.
    @inlinable
    mutating func idsRemoved(_ removed: [AnyHashable]?) {
        if isKnownUniquelyReferenced(&idSetVersion) {
            idSetVersion?.changeInPlace(removing: removed)
        } else {
            idSetVersion = IDSetVersion(from: idSetVersion, removing: removed)
        }
    }
}

/// The version of an ``IdentifiedArray``'s set of ids, which a middleware lifted onto each
/// element (`Middleware.lifted(each:action:extract:)`) keeps to tell, in constant time,
/// whether an action removed an id, and which: if none, no child has left, and it checks
/// none; if a few, it checks those.
///
/// A version with a generation stands for one set of ids: copies of an array share its
/// version, and the array's ids change only with the version's generation. An array changes
/// its ids in place (a new generation) while it holds the only strong reference to its
/// version, so that an array no one shares changes its ids without allocating; otherwise it
/// gets a new version. A new version records the one it was made from, with that one's
/// generation then, and the ids removed since (up to ``removalsListed``; past that, or after
/// a removal that lists none, it no longer records where it came from): its ids include all
/// of that one's but those.
///
/// `@unchecked Sendable`: an array changes its version's fields only while it holds the
/// only strong reference to it (as copy-on-write storage is changed), so no other thread
/// reads them meanwhile.
@usableFromInline
final class IDSetVersion: @unchecked Sendable {
    /// How many removed ids a version lists: a middleware that finds more looks up each
    /// child it has instead.
    static var removalsListed: Int { 16 }

    /// Counts the changes of the ids made in place.
    private(set) var generation: UInt64 = 0
    /// The version this one was made from, while the ids removed since are listed.
    /// Weak, so that versions do not chain: a middleware that compares with it keeps it.
    private(set) weak var base: IDSetVersion?
    /// The generation of ``base`` when this version was made from it.
    private let baseGeneration: UInt64
    /// The ids removed since ``base``, in the order removed (an id may have come back since).
    private var removedSinceBase: [AnyHashable] = []

    /// A version made from `base` by a change that removed `removed` (`nil`: ids not listed).
    @usableFromInline
    init(from base: IDSetVersion?, removing removed: [AnyHashable]?) {
        baseGeneration = base?.generation ?? 0
        if let removed, removed.count <= Self.removalsListed {
            self.base = base
            removedSinceBase = removed
        }
    }

    /// A change of the ids of the only array holding this version, which removed `removed`
    /// (`nil`: ids not listed).
    @usableFromInline
    func changeInPlace(removing removed: [AnyHashable]?) {
        generation &+= 1
        guard base != nil else { return }
        if let removed, removedSinceBase.count + removed.count <= Self.removalsListed {
            removedSinceBase += removed
        } else {
            base = nil
            removedSinceBase = []
        }
    }

    /// Whether the ids of this version include every id of `earlier`, which the caller keeps
    /// (so that no array changes it in place): the same version, or a version made from that
    /// one, at its generation, by adding ids.
    func includesAll(of earlier: IDSetVersion) -> Bool {
        removedIDs(since: earlier)?.isEmpty == true
    }

    /// The ids of `earlier`, which the caller keeps, that this version may lack: none for the
    /// same version, those removed since for a version made from that one at its generation
    /// (some may have come back), and `nil` when this version cannot tell.
    func removedIDs(since earlier: IDSetVersion) -> [AnyHashable]? {
        if self === earlier { return [] }
        guard base === earlier, baseGeneration == earlier.generation else { return nil }
        return removedSinceBase
    }
}

/// The version of an ``IdentifiedArray``'s elements, which a child's persistence lifted onto
/// each element keeps to tell, in constant time, whether an action changed any element: if
/// the array holds the version it kept, no element entered, left or changed since.
///
/// Copies of an array share its version. A change of the elements gives the array a new
/// version unless the array holds the only reference to its own (then no one compares with
/// it), so an array that holds a version someone keeps has the elements it had when it was
/// kept.
///
/// `@unchecked Sendable`: it has no fields.
@usableFromInline
final class ElementsVersion: @unchecked Sendable {
    @usableFromInline init() {}
}

extension IdentifiedArray: ExpressibleByArrayLiteral {
    /// Creates an array of the literal's elements; see ``init(_:)``.
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension IdentifiedArray: Equatable where Element: Equatable {
    /// Two arrays are equal when they hold equal elements in the same order.
    public static func == (lhs: IdentifiedArray, rhs: IdentifiedArray) -> Bool {
        lhs.elements == rhs.elements
    }
}

extension IdentifiedArray: Hashable where Element: Hashable {
    /// Hashes the elements in order, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
    }
}

extension IdentifiedArray: Sendable where Element: Sendable, Element.ID: Sendable {}

extension IdentifiedArray: Encodable where Element: Encodable {
    /// Encodes the elements as an array.
    public func encode(to encoder: any Encoder) throws {
        try elements.encode(to: encoder)
    }
}

extension IdentifiedArray: Decodable where Element: Decodable {
    /// Decodes an array of elements; see ``init(_:)`` for repeated ids.
    public init(from decoder: any Decoder) throws {
        self.init(try [Element](from: decoder))
    }
}

extension IdentifiedArray: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The elements, printed as an array.
    public var description: String { elements.description }
    /// The elements, printed as an array inside `IdentifiedArray(...)`.
    public var debugDescription: String { "IdentifiedArray(\(elements.debugDescription))" }
    /// The elements, as an array's mirror (what test diffs show).
    public var customMirror: Mirror { Mirror(self, unlabeledChildren: elements, displayStyle: .collection) }
}
