/// Hashes that let a run see that a spec's files are up to date without validating and
/// rendering the spec again: the hash of everything the files are generated from (the
/// spec's bytes, the templates, reduxgen's version) and the hash of each file as written.
/// A `FingerprintManifest` in the output folder keeps them between runs.
public enum Fingerprint {
    /// The hash of everything a spec's files are generated from.
    public static func inputs(spec: [UInt8], templates: TemplateSet) -> UInt64 {
        hash(spec, seed: templates.fingerprint)
    }

    /// A 64-bit hash of `bytes`: fast, and enough to notice a change (nothing here is
    /// adversarial: a file that does not match is simply generated again). Words are read
    /// little-endian, so the hash is the same on every machine.
    public static func hash(_ bytes: some Collection<UInt8>, seed: UInt64 = 0xCBF2_9CE4_8422_2325) -> UInt64 {
        if let result = bytes.withContiguousStorageIfAvailable({ hash(UnsafeRawBufferPointer($0), seed: seed) }) {
            return result
        }
        return Array(bytes).withUnsafeBytes { hash($0, seed: seed) }
    }

    private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// One step of a hash chain: mixes `word` into `value`.
    @inline(__always)
    private static func mix(_ value: UInt64, _ word: UInt64) -> UInt64 {
        let product = (value ^ word) &* multiplier
        return product ^ (product >> 32)
    }

    /// The word at `offset`, read little-endian.
    @inline(__always)
    private static func word(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// Four independent chains take the words of each 32-byte block, one each, so that the
    /// processor works on them side by side; they are folded into one in a fixed order, and
    /// the words and bytes after the last whole block follow on that one chain.
    private static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> UInt64 {
        let start = seed ^ (UInt64(bytes.count) &* multiplier)
        var value = start
        var offset = 0
        if bytes.count >= 32 {
            // Each lane starts differently, so that words swapped between lanes change the hash.
            var lanes = (start, start &+ multiplier, start &+ 2 &* multiplier, start &+ 3 &* multiplier)
            while offset + 32 <= bytes.count {
                lanes.0 = mix(lanes.0, word(bytes, offset))
                lanes.1 = mix(lanes.1, word(bytes, offset + 8))
                lanes.2 = mix(lanes.2, word(bytes, offset + 16))
                lanes.3 = mix(lanes.3, word(bytes, offset + 24))
                offset += 32
            }
            value = mix(mix(mix(mix(value, lanes.0), lanes.1), lanes.2), lanes.3)
        }
        while offset + 8 <= bytes.count {
            value = mix(value, word(bytes, offset))
            offset += 8
        }
        while offset < bytes.count {
            value = (value ^ UInt64(bytes[offset])) &* 0x0000_0100_0000_01B3
            offset += 1
        }
        value ^= value >> 29
        value &*= 0xBF58_476D_1CE4_E5B9
        return value ^ (value >> 32)
    }
}

/// The fingerprints of the specs last generated into an output folder, one line per spec:
/// `TeamChat.yaml <inputs> <State> <Action> <Reducer> <Loader> <ViewModel> <skeletons>` (the
/// hashes of the generated files, in `FilePart.generatedParts` order, then which skeletons
/// the spec has), sorted, in the hidden file
/// `.reduxgen-fingerprints`. It is a cache: deleting it only makes the next run slower.
public struct FingerprintManifest: Equatable, Sendable {
    /// The manifest's file name in the output folder.
    public static let fileName = ".reduxgen-fingerprints"

    /// What one spec's files were generated from, and their hashes.
    public struct Entry: Equatable, Sendable {
        /// `Fingerprint.inputs` of the spec when its files were written.
        public var inputs: UInt64
        /// The hash of each generated file's bytes, in `FilePart.generatedParts` order.
        public var files: [UInt64]
        /// The skeletons the spec has, a bit per part at `FilePart.index` (the reducer's
        /// always; the props' and the routing's when the spec has props and routes).
        public var skeletons: UInt64

        /// Creates an entry.
        public init(inputs: UInt64, files: [UInt64], skeletons: UInt64 = Entry.bit(of: .reducerLogic)) {
            self.inputs = inputs
            self.files = files
            self.skeletons = skeletons
        }

        /// The bit of `part` in `skeletons`.
        public static func bit(of part: FilePart) -> UInt64 { 1 << UInt64(part.index) }

        /// The bit of `skeletons` that marks an app spec, which a run always generates again.
        public static let appBit: UInt64 = 1 << 63

        /// Whether the spec is an app spec.
        public var isApp: Bool { skeletons & Self.appBit != 0 }

        /// Whether the spec has the skeleton `part`.
        public func hasSkeleton(_ part: FilePart) -> Bool { skeletons & Self.bit(of: part) != 0 }
    }

    /// The entries, by spec file name.
    public var entries: [String: Entry] = [:]

    /// An empty manifest.
    public init() {}

    /// The manifest in `bytes`; lines that do not parse are dropped (their specs are then
    /// generated again). Read in one pass over the bytes, a line at a time: a no-op run
    /// reads the manifest of every spec before it starts, on one core.
    public init(parsing bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { text in
            entries.reserveCapacity(text.count / Self.lineLengthEstimate + 1)
            var lineStart = 0
            while lineStart < text.count {
                let lineEnd = text[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? text.count
                if let (name, entry) = Self.parseLine(UnsafeBufferPointer(rebasing: text[lineStart..<lineEnd])) {
                    entries[name] = entry
                }
                lineStart = lineEnd + 1
            }
        }
    }

    /// The name and entry of one line: fields separated by spaces (a run of spaces counts as
    /// one), the spec's name then `1 + FilePart.generatedParts.count` hashes and the skeleton
    /// bits; `nil` when the line is anything else.
    private static func parseLine(_ line: UnsafeBufferPointer<UInt8>) -> (String, Entry)? {
        let space = UInt8(ascii: " ")
        var name: Range<Int>?
        var inputs: UInt64?
        var files: [UInt64] = []
        files.reserveCapacity(FilePart.generatedParts.count + 1)
        var index = 0
        while true {
            while index < line.count, line[index] == space { index += 1 }
            if index == line.count { break }
            let start = index
            while index < line.count, line[index] != space { index += 1 }
            guard name != nil else {
                name = start..<index
                continue
            }
            guard files.count <= FilePart.generatedParts.count, let value = parseHex(UnsafeBufferPointer(rebasing: line[start..<index])) else {
                return nil
            }
            if inputs == nil { inputs = value } else { files.append(value) }
        }
        guard let name, let inputs, files.count == FilePart.generatedParts.count + 1 else { return nil }
        let skeletons = files.removeLast()
        return (
            String(decoding: UnsafeBufferPointer(rebasing: line[name]), as: UTF8.self),
            Entry(inputs: inputs, files: files, skeletons: skeletons)
        )
    }

    /// The value of exactly 16 hex digits, or `nil`.
    private static func parseHex(_ digits: UnsafeBufferPointer<UInt8>) -> UInt64? {
        guard digits.count == 16 else { return nil }
        var value: UInt64 = 0
        for digit in digits {
            let nibble: UInt8
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = digit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = digit - UInt8(ascii: "a") + 10
            default: return nil
            }
            value = value << 4 | UInt64(nibble)
        }
        return value
    }

    /// The manifest's text: deterministic, one line per spec, sorted by the spec names'
    /// UTF-8 bytes.
    public var serialized: [UInt8] {
        var text: [UInt8] = []
        text.reserveCapacity(entries.count * Self.lineLengthEstimate)
        for (name, entry) in entries.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            var name = name
            name.withUTF8 { Self.appendLine(name: $0, entry: entry, to: &text) }
        }
        return text
    }

    /// About the length of a line, to reserve room for a manifest's text.
    public static let lineLengthEstimate = 32 + 17 * (2 + FilePart.generatedParts.count)

    /// Appends the line of the spec whose file name is `name` (UTF-8): the name, then the
    /// entry's hashes and skeleton bits, each as a space and 16 lowercase hex digits. The line is made room for
    /// at once and written in place (one append, not one per piece: a manifest of 1,000 specs
    /// is written at the end of a run, on one core).
    public static func appendLine(name: UnsafeBufferPointer<UInt8>, entry: Entry, to text: inout [UInt8]) {
        let hashCount = 2 + entry.files.count
        let start = text.count
        text.append(contentsOf: repeatElement(UInt8(ascii: " "), count: name.count + 17 * hashCount + 1))
        text.withUnsafeMutableBufferPointer { buffer in
            let line = UnsafeMutableRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(buffer)[start...])
            line.copyMemory(from: UnsafeRawBufferPointer(name))
            // Each hash after its space, which is already there: the inputs', the files', then
            // the skeleton bits.
            for index in 0..<hashCount {
                let value = index == 0 ? entry.inputs : index == hashCount - 1 ? entry.skeletons : entry.files[index - 1]
                let offset = name.count + 1 + 17 * index
                line.storeBytes(of: hexDigits(of: UInt32(truncatingIfNeeded: value >> 32)), toByteOffset: offset, as: UInt64.self)
                line.storeBytes(of: hexDigits(of: UInt32(truncatingIfNeeded: value)), toByteOffset: offset + 8, as: UInt64.self)
            }
            line[line.count - 1] = UInt8(ascii: "\n")
        }
    }

    /// The 8 lowercase hex digits of `value`, most significant first, as the bytes of a
    /// word in memory: every nibble is spread into a byte of its own and turned into its
    /// digit in the same few operations.
    private static func hexDigits(of value: UInt32) -> UInt64 {
        var spread = UInt64(value)
        spread = (spread | spread << 16) & 0x0000_FFFF_0000_FFFF
        spread = (spread | spread << 8) & 0x00FF_00FF_00FF_00FF
        spread = (spread | spread << 4) & 0x0F0F_0F0F_0F0F_0F0F
        // A byte holding 10...15 gets 0x01 here: those digits are letters.
        let letters = ((spread &+ 0x0606_0606_0606_0606) >> 4) & 0x0101_0101_0101_0101
        let digits = spread &+ 0x3030_3030_3030_3030 &+ letters &* UInt64(UInt8(ascii: "a") - UInt8(ascii: "9") - 1)
        // The most significant nibble is in the highest byte: big-endian puts it first.
        return digits.bigEndian
    }
}
