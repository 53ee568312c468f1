// IndexSet, which SwiftUI's `onMove` gives, is Foundation's (not FoundationEssentials').
#if canImport(Foundation)
import Foundation

extension IdentifiedArray {
    /// Moves the elements at `source` so that they stand, in their order, before the element
    /// that was at `destination` (or at the end, for `count`): what SwiftUI's `onMove` asks.
    ///
    /// ```swift
    /// List { ForEach(rows) { row in Text(row.title) }.onMove { rows.move(fromOffsets: $0, toOffset: $1) } }
    /// rows.move(fromOffsets: [0], toOffset: 3)   // [a, b, c, d] → [b, c, a, d]
    /// ```
    ///
    /// Only the elements between the first moved one and the destination move, and only their
    /// places in the index change: O(that span). The ids stay the same.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        guard let first = source.first, let last = source.last else { return }
        precondition(
            first >= 0 && last < count && (0...count).contains(destination),
            "IdentifiedArray: cannot move offsets \(first)...\(last) to \(destination) in \(count) elements"
        )
        let span = Swift.min(first, destination)..<Swift.max(last + 1, destination)
        var moved: [Element] = []
        var kept: [Element] = []
        moved.reserveCapacity(source.count)
        kept.reserveCapacity(span.count)
        for position in span {
            if source.contains(position) { moved.append(elements[position]) } else { kept.append(elements[position]) }
        }
        kept.insert(contentsOf: moved, at: destination - span.lowerBound - source.count(in: span.lowerBound..<destination))
        elements.replaceSubrange(span, with: kept)
        reindex(span)
    }
}
#endif
