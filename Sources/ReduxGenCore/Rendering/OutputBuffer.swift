/// The bytes templates render into: one growing allocation that text and values are copied
/// into with a capacity check and a copy, without the uniqueness checks and generic
/// `append(contentsOf:)` path of an `Array`. A renderer reuses one buffer for every file of
/// a feature and takes each file's bytes out of it as an exact-size array.
struct OutputBuffer: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    /// The number of bytes appended since the buffer was made or last taken from.
    private(set) var count = 0
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
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let newCount = count + bytes.count
        if newCount > capacity { grow(toAtLeast: newCount) }
        Self.copy(source, to: start + count, count: bytes.count)
        count = newCount
    }

    /// Appends the `count` bytes at `source`, which are not `nil` when `count` is not 0.
    @inline(__always)
    mutating func append(_ source: UnsafePointer<UInt8>, count byteCount: Int) {
        let newCount = count + byteCount
        if newCount > capacity { grow(toAtLeast: newCount) }
        Self.copy(source, to: start + count, count: byteCount)
        count = newCount
    }

    /// Appends the `count` bytes at `offset` of `source`: a copy from buffer to buffer, which
    /// retains nothing (see `FeatureText`).
    @inline(__always)
    mutating func append(bytesAt offset: Int, count byteCount: Int, of source: borrowing OutputBuffer) {
        append(source.start + offset, count: byteCount)
    }

    /// Appends the UTF-8 of `string`: one copy of its bytes where they are contiguous (they
    /// are for every native string, and a small one's are copied out of the string value
    /// first), rather than a walk over its `utf8` view.
    ///
    /// Inlined: most values are small strings of a few bytes, whose copy costs less than a
    /// call.
    @inline(__always)
    mutating func append(_ string: String) {
        let copied: Void? = string.utf8.withContiguousStorageIfAvailable { append($0) }
        if copied == nil { appendByteByByte(string) }
    }

    @inline(never)
    private mutating func appendByteByByte(_ string: String) {
        for byte in string.utf8 { append(byte) }
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

    /// Copies `count` bytes. Most text pieces and values are a few bytes long, and a call to
    /// `memcpy` costs more than copying them: up to 32 bytes are copied inline, as
    /// overlapping words (or bytes).
    @inline(__always)
    private static func copy(_ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int) {
        switch count {
        case 0:
            break
        case 1...3:
            // The first, middle and last bytes cover the run.
            target[0] = source[0]
            target[count / 2] = source[count / 2]
            target[count - 1] = source[count - 1]
        case 4...7:
            copyEnds(UInt32.self, source, to: target, count: count)
        case 8...16:
            copyEnds(UInt64.self, source, to: target, count: count)
        case 17...32:
            // The first 16 bytes and the last 16.
            copyEnds(UInt64.self, source, to: target, count: 16)
            copyEnds(UInt64.self, source + (count - 16), to: target + (count - 16), count: 16)
        default:
            target.initialize(from: source, count: count)
        }
    }

    /// Copies a run of one to two `Word`s as its first and its last word.
    @inline(__always)
    private static func copyEnds<Word: FixedWidthInteger>(
        _: Word.Type, _ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int
    ) {
        let tailOffset = count - MemoryLayout<Word>.size
        let head = UnsafeRawPointer(source).loadUnaligned(as: Word.self)
        let tail = UnsafeRawPointer(source).loadUnaligned(fromByteOffset: tailOffset, as: Word.self)
        UnsafeMutableRawPointer(target).storeBytes(of: head, as: Word.self)
        UnsafeMutableRawPointer(target).storeBytes(of: tail, toByteOffset: tailOffset, as: Word.self)
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
