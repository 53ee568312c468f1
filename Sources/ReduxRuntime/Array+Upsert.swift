extension Array where Element: Identifiable {
    /// Replaces the element with `element`'s id, or appends `element` when there is none:
    /// what a request's `into: { mode: upsert }` does with a success payload of one element.
    public mutating func upsert(_ element: Element) {
        if let index = firstIndex(where: { $0.id == element.id }) {
            self[index] = element
        } else {
            append(element)
        }
    }

    /// Upserts each of `elements` in order (see ``upsert(_:)``): elements whose id is here
    /// are replaced in place, new ones are appended in their order.
    public mutating func upsert(contentsOf elements: some Sequence<Element>) {
        for element in elements { upsert(element) }
    }
}
