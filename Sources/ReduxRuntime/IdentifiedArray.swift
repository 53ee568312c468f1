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
    /// The elements, in order.
    public internal(set) var elements: [Element] {
        // Every change of the elements (in place too) goes through here.
        didSet { elementsChanged() }
    }
    /// The position of each element's id in ``elements``.
    private var positions: [Element.ID: Int]
    /// Stands for the set of ids (see ``IDSetVersion``); `nil` only while the array is empty.
    private(set) var idSetVersion: IDSetVersion?
    /// Stands for the elements as they are (see ``ElementsVersion``); `nil` until they first
    /// change.
    private(set) var elementsVersion: ElementsVersion?

    /// Creates an empty array.
    public init() {
        elements = []
        positions = [:]
    }

    /// Creates an array of `elements` in order; an element whose id came before replaces that
    /// earlier one where it is.
    ///
    /// ```swift
    /// let messages = IdentifiedArray(page)
    /// ```
    public init(_ elements: some Sequence<Element>) {
        self.init()
        upsert(contentsOf: elements)
    }

    /// The position of the first element (always 0).
    public var startIndex: Int { elements.startIndex }
    /// The position one past the last element: the count.
    public var endIndex: Int { elements.endIndex }

    /// The element at `position`, read and changed in place. Setting it, or changing it in
    /// place, must keep the element's id.
    public subscript(position: Int) -> Element {
        _read { yield elements[position] }
        set {
            precondition(newValue.id == elements[position].id, Self.changedIDMessage(at: position))
            elements[position] = newValue
        }
        _modify {
            let id = elements[position].id
            // Checked when the access ends, also when the caller's code throws during it.
            defer { precondition(elements[position].id == id, Self.changedIDMessage(at: position)) }
            yield &elements[position]
        }
    }

    private static func changedIDMessage(at position: Int) -> String {
        "IdentifiedArray: the element at \(position) may not change its id; replace it by id instead"
    }

    /// Exchanges the elements at `i` and `j`, and their places in the index.
    public mutating func swapAt(_ i: Int, _ j: Int) {
        guard i != j else { return }
        elements.swapAt(i, j)
        positions[elements[i].id] = i
        positions[elements[j].id] = j
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
    public subscript(id id: Element.ID) -> Element? {
        get { positions[id].map { elements[$0] } }
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
            let last = elements.count - 1
            elements.swapAt(position, last)
            var element: Element? = elements.removeLast()
            defer {
                if let element {
                    precondition(element.id == id, Self.otherIDMessage(element.id, at: id))
                    elements.append(element)
                    elements.swapAt(position, last)
                } else {
                    // Removed: the last element, now at `position`, goes back to the end, and
                    // the ones after `position` move up as `remove(at:)` moves them.
                    positions[id] = nil
                    if position < last {
                        elements.append(elements.remove(at: position))
                        reindex(from: position)
                    }
                    idsRemoved()
                }
            }
            yield &element
        }
    }

    private static func otherIDMessage(_ other: Element.ID, at id: Element.ID) -> String {
        "IdentifiedArray: the element set at id \(id) has the id \(other)"
    }

    /// The position of the element with `id`, or `nil`.
    public func index(id: Element.ID) -> Int? {
        positions[id]
    }

    /// Whether an element has `id`.
    public func contains(id: Element.ID) -> Bool {
        positions[id] != nil
    }

    /// The ids of the elements, in order.
    public var ids: [Element.ID] { elements.map(\.id) }

    /// Replaces the element with `element`'s id where it is, or appends `element`: amortized
    /// constant time.
    public mutating func upsert(_ element: Element) {
        if let position = positions[element.id] {
            elements[position] = element
        } else {
            positions[element.id] = elements.count
            elements.append(element)
            idsAdded()
        }
    }

    /// Upserts each of `elements` in order; see ``upsert(_:)``.
    public mutating func upsert(contentsOf elements: some Sequence<Element>) {
        for element in elements { upsert(element) }
    }

    /// Appends `element`, or replaces the element with its id where it is.
    public mutating func append(_ element: Element) {
        upsert(element)
    }

    /// Appends each of `elements` in order; an element whose id is here replaces that one.
    public mutating func append(contentsOf elements: some Sequence<Element>) {
        upsert(contentsOf: elements)
    }

    /// Inserts `element` at `position`, or replaces the element with its id where it is.
    /// Inserting before the end moves the later elements: O(n).
    public mutating func insert(_ element: Element, at position: Int) {
        insert(contentsOf: CollectionOfOne(element), at: position)
    }

    /// Inserts the elements whose ids are new at `position`, in order, and replaces those
    /// whose ids are here where they are: what a request's `into: { mode: prepend }` does
    /// with `position` 0. O(n + m).
    public mutating func insert(contentsOf newElements: some Sequence<Element>, at position: Int) {
        var inserted: [Element] = []
        var insertedPositions: [Element.ID: Int] = [:]
        for element in newElements {
            if let existing = positions[element.id] {
                elements[existing] = element
            } else if let earlier = insertedPositions[element.id] {
                inserted[earlier] = element
            } else {
                insertedPositions[element.id] = inserted.count
                inserted.append(element)
            }
        }
        guard !inserted.isEmpty else { return }
        elements.insert(contentsOf: inserted, at: position)
        reindex(from: position)
        idsAdded()
    }

    /// Removes the element with `id` and returns it, or returns `nil` when there is none.
    /// Removing before the end moves the later elements: O(n).
    @discardableResult
    public mutating func remove(id: Element.ID) -> Element? {
        guard let position = positions[id] else { return nil }
        return remove(at: position)
    }

    /// Removes the element at `position` and returns it. O(n).
    @discardableResult
    public mutating func remove(at position: Int) -> Element {
        let removed = elements.remove(at: position)
        positions[removed.id] = nil
        reindex(from: position)
        idsRemoved()
        return removed
    }

    /// Removes the elements for which `shouldBeRemoved` returns true. O(n).
    public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
        let count = elements.count
        try elements.removeAll(where: shouldBeRemoved)
        guard elements.count != count else { return }
        positions.removeAll(keepingCapacity: true)
        reindex(from: 0)
        idsRemoved()
    }

    /// Removes every element.
    public mutating func removeAll() {
        elements.removeAll()
        positions.removeAll()
        idSetVersion = nil
    }

    /// Sorts the elements in place by `areInIncreasingOrder`. O(n log n).
    public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
        try elements.sort(by: areInIncreasingOrder)
        reindex(from: 0)
    }

    /// Records the positions of the elements from `start` on.
    private mutating func reindex(from start: Int) {
        reindex(start..<elements.count)
    }

    /// Records the positions of the elements at `range`.
    mutating func reindex(_ range: Range<Int>) {
        for position in range {
            positions[elements[position].id] = position
        }
    }

    /// Gives the changed elements a version of their own, unless no copy or observer shares
    /// the one they have (see ``ElementsVersion``).
    private mutating func elementsChanged() {
        if !isKnownUniquelyReferenced(&elementsVersion) { elementsVersion = ElementsVersion() }
    }

    /// Gives the array's set of ids, to which ids were added, a version (see ``IDSetVersion``).
    ///
    /// Neither this nor ``idsRemoved()`` reads the elements: in code not specialized for the
    /// element type (an app calling the runtime), that costs a lookup of the array's type.
    private mutating func idsAdded() {
        if isKnownUniquelyReferenced(&idSetVersion) {
            idSetVersion?.changeInPlace(onlyAdded: true)
        } else {
            idSetVersion = IDSetVersion(grownFrom: idSetVersion)
        }
    }

    /// Gives the array's set of ids, from which ids were removed, a version.
    private mutating func idsRemoved() {
        if isKnownUniquelyReferenced(&idSetVersion) {
            idSetVersion?.changeInPlace(onlyAdded: false)
        } else {
            idSetVersion = IDSetVersion(grownFrom: nil)
        }
    }
}

/// The version of an ``IdentifiedArray``'s set of ids, which a middleware lifted onto each
/// element (`Middleware.lifted(each:action:extract:)`) keeps to tell, in constant time,
/// whether an action removed an id: if not, no child has left, and it checks none.
///
/// A version with a generation stands for one set of ids: copies of an array share its
/// version, and the array's ids change only with the version's generation. An array changes
/// its ids in place (a new generation) while it holds the only strong reference to its
/// version, so that an array no one shares changes its ids without allocating; otherwise it
/// gets a new version. A new version made by adding ids records the one it grew from, with
/// that one's generation then; its ids include all of that one's until an id is removed.
///
/// `@unchecked Sendable`: an array changes its version's fields only while it holds the
/// only strong reference to it (as copy-on-write storage is changed), so no other thread
/// reads them meanwhile.
final class IDSetVersion: @unchecked Sendable {
    /// Counts the changes of the ids made in place.
    private(set) var generation: UInt64 = 0
    /// The version this one was made from by adding ids, while no id was removed since.
    /// Weak, so that versions do not chain: a middleware that compares with it keeps it.
    private(set) weak var grownFrom: IDSetVersion?
    /// The generation of ``grownFrom`` when this version was made from it.
    private let grownFromGeneration: UInt64

    init(grownFrom: IDSetVersion?) {
        self.grownFrom = grownFrom
        grownFromGeneration = grownFrom?.generation ?? 0
    }

    /// A change of the ids of the only array holding this version.
    func changeInPlace(onlyAdded: Bool) {
        generation &+= 1
        if !onlyAdded { grownFrom = nil }
    }

    /// Whether the ids of this version include every id of `earlier`, which the caller keeps
    /// (so that no array changes it in place): the same version, or a version grown from
    /// that one, at its generation, by adding ids.
    func includesAll(of earlier: IDSetVersion) -> Bool {
        self === earlier || (grownFrom === earlier && grownFromGeneration == earlier.generation)
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
final class ElementsVersion: @unchecked Sendable {}

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
