/// A small set of short ASCII words, such as Swift's keywords, that answers `contains`
/// for UTF-8 bytes without hashing or building a `String`: a word's first byte must be the
/// first byte of some word, then the words of the same length are compared as integers,
/// each packed into two.
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

    /// The longest word that can be stored.
    private static let maximumLength = 16

    /// `wordsByLength[n]`: the words of `n` bytes.
    private var wordsByLength: [[PackedWord]]
    /// Bit `b` is set when some word starts with the byte `b` (below 64 in `lowFirstBytes`,
    /// from 64 in `highFirstBytes`).
    private var lowFirstBytes: UInt64 = 0
    private var highFirstBytes: UInt64 = 0

    /// A set of `words`, each ASCII, not empty, and at most 16 bytes long.
    init(_ words: some Sequence<String>) {
        wordsByLength = Array(repeating: [], count: Self.maximumLength + 1)
        for word in words {
            var word = word
            word.withUTF8 { bytes in
                precondition((1...Self.maximumLength).contains(bytes.count) && bytes.allSatisfy { $0 < 0x80 }, "a word cannot be stored")
                wordsByLength[bytes.count].append(PackedWord(bytes))
                if bytes[0] < 64 {
                    lowFirstBytes |= 1 &<< bytes[0]
                } else {
                    highFirstBytes |= 1 &<< (bytes[0] &- 64)
                }
            }
        }
    }

    /// Whether `bytes` are exactly one of the words.
    func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, bytes.count <= Self.maximumLength, first < 0x80 else { return false }
        let firstBytes = first < 64 ? lowFirstBytes &>> first : highFirstBytes &>> (first &- 64)
        guard firstBytes & 1 == 1 else { return false }
        let packed = PackedWord(bytes)
        for word in wordsByLength[bytes.count] where word == packed {
            return true
        }
        return false
    }
}
