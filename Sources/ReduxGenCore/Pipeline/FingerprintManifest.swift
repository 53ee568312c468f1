/// The fingerprints of the specs last generated into an output folder, one line per spec:
/// `TeamChat.yaml <inputs> <State> <Action> <Reducer> <Loader> <ViewModel> <skeletons>` (the
/// hashes of the generated files, in `FilePart.generatedParts` order, then which skeletons
/// the spec has, each as 16 lowercase hex digits), sorted by name, in the hidden file
/// `.reduxgen-fingerprints`. It is a cache: deleting it only makes the next run slower.
package struct FingerprintManifest: Equatable, Sendable {
    /// The manifest's file name in the output folder.
    package static let fileName = ".reduxgen-fingerprints"

    /// What one spec's files were generated from, and their hashes.
    package struct Entry: Equatable, Sendable {
        /// `Fingerprint.inputs` of the spec when its files were written.
        package var inputs: UInt64
        /// The hash of each generated file's bytes, in `FilePart.generatedParts` order.
        package var files: [UInt64]
        /// The skeletons the spec has, a bit per part at `FilePart.index` (the reducer's
        /// always; the props' and the routing's when the spec has props and routes).
        package var skeletons: UInt64

        /// Creates an entry.
        package init(inputs: UInt64, files: [UInt64], skeletons: UInt64 = Entry.bit(of: .reducerLogic)) {
            self.inputs = inputs
            self.files = files
            self.skeletons = skeletons
        }

        /// The bit of `part` in `skeletons`.
        package static func bit(of part: FilePart) -> UInt64 { 1 << UInt64(part.index) }

        /// The bit of `skeletons` that marks a spec checked against the other specs of its
        /// run (an app spec, a feature with children), which a run always generates again:
        /// whether those specs still fit is not in its inputs.
        package static let readsOtherSpecsBit: UInt64 = 1 << 63

        /// Whether the spec is checked against the other specs of its run.
        package var readsOtherSpecs: Bool { skeletons & Self.readsOtherSpecsBit != 0 }

        /// Whether the spec has the skeleton `part`.
        package func hasSkeleton(_ part: FilePart) -> Bool { skeletons & Self.bit(of: part) != 0 }
    }

    /// The entries, by spec file name.
    package var entries: [String: Entry] = [:]

    /// An empty manifest.
    package init() {}

    /// The manifest in `bytes`; lines that do not parse are dropped (their specs are then
    /// generated again).
    package init(parsing bytes: [UInt8]) {
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            if let (name, entry) = Self.parse(line) { entries[name] = entry }
        }
    }

    /// The name and entry of one line: the spec's name, then `2 + FilePart.generatedParts.count`
    /// hashes (a run of spaces counts as one separator); `nil` when the line is anything else.
    private static func parse(_ line: Substring) -> (String, Entry)? {
        let fields = line.split(separator: " ")
        guard fields.count == 3 + FilePart.generatedParts.count else { return nil }
        let values = fields.dropFirst().compactMap(Self.value(ofHex:))
        guard values.count == fields.count - 1 else { return nil }
        return (String(fields[0]), Entry(inputs: values[0], files: Array(values.dropFirst().dropLast()), skeletons: values[values.count - 1]))
    }

    /// The value of exactly 16 lowercase hex digits, as the manifest writes them, or `nil`.
    private static func value(ofHex digits: Substring) -> UInt64? {
        guard digits.utf8.count == 16, digits.utf8.allSatisfy({ Self.hexDigits.utf8.contains($0) }) else { return nil }
        return UInt64(digits, radix: 16)
    }

    private static let hexDigits = "0123456789abcdef"

    /// The manifest's text: deterministic, one line per spec, sorted by the spec names'
    /// UTF-8 bytes, each hash as 16 lowercase hex digits.
    package var serialized: [UInt8] {
        var text: [UInt8] = []
        // A line: the spec's name (a few dozen bytes), then each hash after a space.
        text.reserveCapacity(entries.count * (40 + 17 * (2 + FilePart.generatedParts.count)))
        func append(_ hash: UInt64) {
            let digits = String(hash, radix: 16)
            text.append(UInt8(ascii: " "))
            text += repeatElement(UInt8(ascii: "0"), count: 16 - digits.utf8.count)
            text += digits.utf8
        }
        for name in entries.keys.sortedByUTF8() {
            let entry = entries[name]!
            text += name.utf8
            append(entry.inputs)
            entry.files.forEach(append)
            append(entry.skeletons)
            text.append(UInt8(ascii: "\n"))
        }
        return text
    }
}
