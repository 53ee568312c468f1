/// Hashes that let a run see that a spec's files are up to date without validating and
/// rendering the spec again: the hash of everything the files are generated from (the
/// spec's bytes, the templates, reduxgen's version: `inputs(spec:templates:)`) and the hash
/// of each file as written. A `FingerprintManifest` in the output folder keeps them between
/// runs.
///
/// The standard library's `Hasher` cannot serve: its hashes differ from one process to the
/// next, and these are compared across runs.
package enum Fingerprint {
    /// The hash of no bytes at all, where a chain of hashes starts.
    package static let start: UInt64 = 0xCBF2_9CE4_8422_2325

    /// A 64-bit hash of `bytes`, continuing the hash `previous` of what came before them:
    /// enough to notice a change (nothing here is adversarial: a file that does not match is
    /// simply generated again), and the same on every machine.
    package static func hash(_ bytes: some Collection<UInt8>, continuing previous: UInt64 = start) -> UInt64 {
        if let result = bytes.withContiguousStorageIfAvailable({ hash(UnsafeRawBufferPointer($0), previous) }) {
            return result
        }
        return Array(bytes).withUnsafeBytes { hash($0, previous) }
    }

    private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// Mixes each 8 bytes into the hash as a little-endian word, then the bytes after the
    /// last whole word, then scrambles the result so that every input bit reaches every
    /// output bit.
    private static func hash(_ bytes: UnsafeRawBufferPointer, _ previous: UInt64) -> UInt64 {
        func mix(_ value: UInt64, _ word: UInt64) -> UInt64 {
            let product = (value ^ word) &* multiplier
            return product ^ (product >> 32)
        }
        var value = previous ^ (UInt64(bytes.count) &* multiplier)
        var offset = 0
        while offset + 8 <= bytes.count {
            value = mix(value, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        var rest: UInt64 = 0
        for (index, byte) in bytes[offset...].enumerated() { rest |= UInt64(byte) << (8 * index) }
        value = mix(value, rest)
        value ^= value >> 29
        value &*= 0xBF58_476D_1CE4_E5B9
        return value ^ (value >> 32)
    }
}
