/// Hashes that let a run see that a spec's files are up to date without validating and
/// rendering the spec again: the hash of everything the files are generated from (the
/// spec's bytes, the templates, reduxgen's version) and the hash of each file as written.
/// A `FingerprintManifest` in the output folder keeps them between runs.
public enum Fingerprint {
    /// The hash of everything a spec's files are generated from.
    public static func inputs(spec: [UInt8], templates: TemplateSet) -> UInt64 {
        hash(spec, seed: templates.fingerprint)
    }

    /// 64-bit FNV-1a: fast, and enough to notice a change (nothing here is adversarial: a
    /// file that does not match is simply generated again).
    public static func hash(_ bytes: some Sequence<UInt8>, seed: UInt64 = 0xCBF2_9CE4_8422_2325) -> UInt64 {
        var value = seed
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01B3
        }
        return value
    }
}

/// The fingerprints of the specs last generated into an output folder, one line per spec:
/// `TeamChat.yaml <inputs> TeamChatState.swift=<hash> …`, sorted, in the hidden file
/// `.reduxgen-fingerprints`. It is a cache: deleting it only makes the next run slower.
public struct FingerprintManifest: Equatable, Sendable {
    /// The manifest's file name in the output folder.
    public static let fileName = ".reduxgen-fingerprints"

    /// What one spec's files were generated from, and their hashes.
    public struct Entry: Equatable, Sendable {
        /// `Fingerprint.inputs` of the spec when its files were written.
        public var inputs: UInt64
        /// Each generated file's name and the hash of its bytes (skeletons are not listed).
        public var files: [String: UInt64]

        /// Creates an entry.
        public init(inputs: UInt64, files: [String: UInt64]) {
            self.inputs = inputs
            self.files = files
        }
    }

    /// The entries, by spec file name.
    public var entries: [String: Entry] = [:]

    /// An empty manifest.
    public init() {}

    /// The manifest in `bytes`; lines that do not parse are dropped (their specs are then
    /// generated again).
    public init(parsing bytes: [UInt8]) {
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: UInt8(ascii: " "))
            guard fields.count >= 2, let inputs = Self.parseHex(fields[1]) else { continue }
            var files: [String: UInt64] = [:]
            for field in fields.dropFirst(2) {
                guard let equals = field.firstIndex(of: UInt8(ascii: "=")),
                    let hash = Self.parseHex(field[field.index(after: equals)...])
                else { continue }
                files[String(decoding: field[..<equals], as: UTF8.self)] = hash
            }
            entries[String(decoding: fields[0], as: UTF8.self)] = Entry(inputs: inputs, files: files)
        }
    }

    /// The value of exactly 16 hex digits, or `nil`.
    private static func parseHex(_ digits: ArraySlice<UInt8>) -> UInt64? {
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

    /// The manifest's text: deterministic, one sorted line per spec.
    public var serialized: String {
        entries.keys.sorted().map { spec in
            let entry = entries[spec]!
            let files = entry.files.keys.sorted().map { "\($0)=\(Self.hex(entry.files[$0]!))" }
            return ([spec, Self.hex(entry.inputs)] + files).joined(separator: " ") + "\n"
        }.joined()
    }

    /// 16 lowercase hex digits.
    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
