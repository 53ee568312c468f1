/// A set of names kept as their UTF-8 bytes: the names end to end in one array, found through
/// an open-addressing table of their hashes. It makes no `String` and hashes no `String`,
/// for the thousands of names a run handles on one core (spec and file names).
///
/// Names are equal when their bytes are, which for ASCII names is what `String` equality
/// says; for other names it is not (canonically equivalent strings are equal), so callers
/// keep this table to ASCII names.
public struct ByteNameTable: Sendable {
    private var bytes: [UInt8] = []
    /// Where each name ends in `bytes`; it starts where the one before ends.
    private var ends: [Int] = []
    /// For each slot, 1 + the index of the name in it, or 0 when it is empty.
    private var slots: [Int]

    /// An empty table for at most `capacity` names.
    public init(capacity: Int) {
        var slotCount = 4
        while slotCount < 2 * capacity { slotCount *= 2 }
        slots = [Int](repeating: 0, count: slotCount)
        ends.reserveCapacity(capacity)
        bytes.reserveCapacity(capacity * 16)
    }

    /// Whether every byte of `name` is ASCII.
    public static func isASCII(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        name.allSatisfy { $0 < 0x80 }
    }

    /// Adds `name` unless an equal one is there; returns whether it was added. At most
    /// `capacity` names may be added.
    public mutating func insert(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        let (slot, found) = find(name)
        if found { return false }
        precondition(ends.count < slots.count / 2, "more names than the table's capacity")
        bytes.append(contentsOf: name)
        ends.append(bytes.count)
        slots[slot] = ends.count
        return true
    }

    /// Whether a name equal to `name` is in the table.
    public func contains(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        find(name).found
    }

    /// The slot that holds `name`, or the empty slot where it would go.
    private func find(_ name: UnsafeBufferPointer<UInt8>) -> (slot: Int, found: Bool) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: Fingerprint.hash(name)) & mask
        return bytes.withUnsafeBufferPointer { bytes in
            ends.withUnsafeBufferPointer { ends in
                slots.withUnsafeBufferPointer { slots in
                    while slots[slot] != 0 {
                        let index = slots[slot] - 1
                        let start = index == 0 ? 0 : ends[index - 1]
                        if Self.areEqual(UnsafeBufferPointer(rebasing: bytes[start..<ends[index]]), name) { return (slot, true) }
                        slot = (slot + 1) & mask
                    }
                    return (slot, false)
                }
            }
        }
    }

    private static func areEqual(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        for index in a.indices where a[index] != b[index] { return false }
        return true
    }
}
