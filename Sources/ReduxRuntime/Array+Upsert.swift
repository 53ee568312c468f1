extension Array where Element: Identifiable {
    /// Replaces the element with `element`'s id, or appends `element` when there is none:
    /// what a request's `into: { mode: upsert }` does with a success payload of one element.
    ///
    /// ```swift
    /// messages.upsert(edited)  // replaces the message with edited.id, or appends it
    /// ```
    ///
    /// An array has no index of its ids, so this searches it: O(n). A state that upserts one
    /// element at a time into a large list (a stream of edits, say) keeps it in an
    /// ``IdentifiedArray``, whose `upsert` takes constant time.
    public mutating func upsert(_ element: Element) {
        if let index = firstIndex(where: { $0.id == element.id }) {
            self[index] = element
        } else {
            append(element)
        }
    }

    /// Upserts each of `elements` in order (see ``upsert(_:)``): elements whose id is here
    /// are replaced in place, new ones are appended in their order, and a later element with
    /// the same id as an earlier one replaces it.
    ///
    /// ```swift
    /// messages.upsert(contentsOf: page)
    /// ```
    ///
    /// It indexes the ids once: O(n + m) for m elements into n.
    public mutating func upsert(contentsOf elements: some Sequence<Element>) {
        var positions: [Element.ID: Int] = [:]
        positions.reserveCapacity(count)
        for (position, element) in enumerated() where positions[element.id] == nil {
            positions[element.id] = position
        }
        for element in elements {
            if let position = positions[element.id] {
                self[position] = element
            } else {
                positions[element.id] = count
                append(element)
            }
        }
    }
}
