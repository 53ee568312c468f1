/// Whether two values have the same bits: for a value that holds storage of its own (an
/// array, a string), whether they share it, which says they are equal without comparing
/// their elements.
@usableFromInline
enum BitIdentity {
    /// Whether `a` and `b` have the same bits. Inlinable, so that a specialized caller
    /// compares a value's words directly (the size is known where it is specialized).
    @inlinable
    static func same<Value>(_ a: Value, _ b: Value) -> Bool {
        withUnsafeBytes(of: a) { a in
            withUnsafeBytes(of: b) { b in
                let size = a.count
                var offset = 0
                while offset + 8 <= size {
                    guard a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                        == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    else { return false }
                    offset += 8
                }
                while offset < size {
                    guard a[offset] == b[offset] else { return false }
                    offset += 1
                }
                return true
            }
        }
    }
}
