extension UnsafeBufferPointer where Element == UInt8 {
    /// Whether these bytes end with `suffix`, compared from the suffix's first byte: the
    /// suffixes asked about (a spec's extension, a generated file's `State.swift`, a
    /// request's derived `Success`) share their last bytes with one another more often than
    /// their first. Generic and inlinable, so that each caller's kind of suffix gets a loop
    /// of its own.
    @inlinable
    public func ends<Suffix: RandomAccessCollection>(with suffix: Suffix) -> Bool
    where Suffix.Element == UInt8, Suffix.Index == Int {
        guard suffix.count <= count else { return false }
        var index = count - suffix.count
        for byte in suffix {
            if self[index] != byte { return false }
            index += 1
        }
        return true
    }
}
