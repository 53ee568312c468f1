/// A small set of short ASCII words, such as Swift's keywords, that answers `contains`
/// for UTF-8 bytes without hashing or building a `String`: a word's first and last bytes
/// must be those of some word of its length, then the words of that length are compared
/// as integers, each packed into two.
struct ASCIIWordSet: Sendable {
    /// A word of at most 16 bytes, packed little-endian into two integers.
    private struct PackedWord: Equatable, Sendable {
        var low: UInt64 = 0
        var high: UInt64 = 0

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            // `&<<` and `&*` skip overflow checks: callers pass at most 16 bytes.
            for index in 0..<min(bytes.count, 8) {
                low |= UInt64(bytes[index]) &<< (8 &* index)
            }
            for index in min(bytes.count, 8)..<bytes.count {
                high |= UInt64(bytes[index]) &<< (8 &* (index &- 8))
            }
        }
    }

    /// A set of ASCII bytes: bit `b` of `low` for `b` below 64, bit `b - 64` of `high` from 64.
    private struct ByteSet: Sendable {
        var low: UInt64 = 0
        var high: UInt64 = 0

        mutating func insert(_ byte: UInt8) {
            if byte < 64 { low |= 1 &<< byte } else { high |= 1 &<< (byte &- 64) }
        }

        func contains(_ byte: UInt8) -> Bool {
            (byte < 64 ? low &>> byte : high &>> (byte &- 64)) & 1 == 1
        }
    }

    /// The longest word that can be stored.
    private static let maximumLength = 16

    /// `wordsByLength[n]`: the words of `n` bytes.
    private var wordsByLength: [[PackedWord]]
    /// `firstBytesByLength[n]` and `lastBytesByLength[n]`: the first and the last bytes of
    /// the words of `n` bytes.
    private var firstBytesByLength: [ByteSet]
    private var lastBytesByLength: [ByteSet]

    /// A set of `words`, each ASCII, not empty, and at most 16 bytes long.
    init(_ words: some Sequence<String>) {
        wordsByLength = Array(repeating: [], count: Self.maximumLength + 1)
        firstBytesByLength = Array(repeating: ByteSet(), count: Self.maximumLength + 1)
        lastBytesByLength = firstBytesByLength
        for word in words {
            var word = word
            word.withUTF8 { bytes in
                precondition((1...Self.maximumLength).contains(bytes.count) && bytes.allSatisfy { $0 < 0x80 }, "a word cannot be stored")
                wordsByLength[bytes.count].append(PackedWord(bytes))
                firstBytesByLength[bytes.count].insert(bytes[0])
                lastBytesByLength[bytes.count].insert(bytes[bytes.count - 1])
            }
        }
    }

    /// Whether `bytes` are exactly one of the words.
    func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        guard count > 0, count <= Self.maximumLength, bytes[0] < 0x80, bytes[count - 1] < 0x80,
            firstBytesByLength[count].contains(bytes[0]), lastBytesByLength[count].contains(bytes[count - 1])
        else { return false }
        let packed = PackedWord(bytes)
        for word in wordsByLength[count] where word == packed {
            return true
        }
        return false
    }
}
