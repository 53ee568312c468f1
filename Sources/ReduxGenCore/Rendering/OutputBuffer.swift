/// The bytes templates render into: one growing allocation that text and values are copied
/// into with a bounds check and a `memcpy`, without the uniqueness checks and generic
/// `append(contentsOf:)` path of an `Array`. A renderer reuses one buffer for every file of
/// a feature and takes each file's bytes out of it as an exact-size array.
struct OutputBuffer: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    /// An empty buffer with room for `capacity` bytes before it grows.
    init(capacity: Int = 4 * 1024) {
        self.capacity = max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    deinit {
        start.deallocate()
    }

    /// Appends `bytes`.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let newCount = count + bytes.count
        if newCount > capacity { grow(toAtLeast: newCount) }
        (start + count).initialize(from: source, count: bytes.count)
        count = newCount
    }

    /// Appends the UTF-8 of `string`: one copy of its bytes where they are contiguous (they
    /// are for every native string), rather than a walk over its `utf8` view.
    mutating func append(_ string: String) {
        let copied: Void? = string.utf8.withContiguousStorageIfAvailable { append($0) }
        if copied == nil {
            for byte in string.utf8 { append(byte) }
        }
    }

    /// Appends one byte.
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toAtLeast: count + 1) }
        start[count] = byte
        count += 1
    }

    /// The bytes appended since the buffer was made or last taken from, as an array; the
    /// buffer is left empty, with its capacity, for the next file.
    mutating func takeBytes() -> [UInt8] {
        guard count > 0 else { return [] }
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.baseAddress!.initialize(from: start, count: count)
            initialized = count
        }
        count = 0
        return bytes
    }

    private mutating func grow(toAtLeast needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStart.initialize(from: start, count: count)
        start.deallocate()
        start = newStart
        capacity = newCapacity
    }
}
