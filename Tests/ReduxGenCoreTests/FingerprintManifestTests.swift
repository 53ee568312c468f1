import XCTest

@testable import ReduxGenCore

/// The manifest's text: one line per spec, its hashes as 16 lowercase hex digits, sorted
/// by name, read back to the same entries.
final class FingerprintManifestTests: XCTestCase {
    private func entry(_ inputs: UInt64, _ files: [UInt64], skeletons: UInt64 = 0b1000) -> FingerprintManifest.Entry {
        FingerprintManifest.Entry(inputs: inputs, files: files, skeletons: skeletons)
    }

    func testHashesAreWrittenAsSixteenLowercaseHexDigits() {
        let values: [UInt64] = [0, 1, 0x0123_4567_89AB_CDEF, 0xFEDC_BA98_7654_3210, 0xA0B0_C0D0_E0F0_0A0B, .max, 0x8000_0000_0000_0000]
        var manifest = FingerprintManifest()
        manifest.entries["A.yaml"] = entry(values[0], Array(values.dropFirst().dropLast()), skeletons: values[values.count - 1])
        let line = String(decoding: manifest.serialized, as: UTF8.self)
        let expected = "A.yaml " + values.map { value in
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined(separator: " ") + "\n"
        XCTAssertEqual(line, expected)
    }

    func testTheTextIsSortedByNameAndReadsBackToTheSameEntries() {
        var manifest = FingerprintManifest()
        manifest.entries["Todo.yaml"] = entry(7, [1, 2, 3, 4, 5])
        manifest.entries["Catalog.yml"] = entry(.max, [0, .max, 0x1234, 0xABCD_EF00_0000_0001, 9], skeletons: 0b1100_1000)
        manifest.entries["Zebra.yaml"] = entry(0xDEAD_BEEF, [5, 6, 7, 8, 9])
        let text = manifest.serialized
        let names = String(decoding: text, as: UTF8.self).split(separator: "\n").map { $0.split(separator: " ")[0] }
        XCTAssertEqual(names, ["Catalog.yml", "Todo.yaml", "Zebra.yaml"])
        XCTAssertEqual(FingerprintManifest(parsing: text), manifest)
    }

    func testAHashContinuesTheOneBeforeAndSeesEveryByte() {
        let text = Array("state:\n  messages: \"[Message]\"\n".utf8)
        XCTAssertEqual(Fingerprint.hash(text), Fingerprint.hash(text[...]))
        XCTAssertEqual(Fingerprint.hash(text), Fingerprint.hash(String(decoding: text, as: UTF8.self).utf8))
        var seen: Set<UInt64> = [Fingerprint.hash(text)]
        // Each byte changed, or one more or one fewer, at every offset: all different.
        for offset in text.indices {
            var changed = text
            changed[offset] ^= 1
            seen.insert(Fingerprint.hash(changed))
        }
        for count in 0..<text.count { seen.insert(Fingerprint.hash(text.prefix(count))) }
        seen.insert(Fingerprint.hash(text + [0]))
        XCTAssertEqual(seen.count, 1 + 2 * text.count + 1)
        XCTAssertNotEqual(Fingerprint.hash(text, continuing: 1), Fingerprint.hash(text, continuing: 2))
    }

    func testLinesThatDoNotParseAreDroppedAndSpacesAndEmptyLinesTolerated() {
        let h = "0000000000000001"
        let s = "0000000000000008"
        let text = [
            "Good.yaml \(h) \(h) \(h) \(h) \(h) \(h) \(s)",
            "",
            "  Spaced.yaml   \(h)  \(h) \(h) \(h) \(h) \(h) \(s)  ",
            "Short.yaml \(h) \(h) \(h) \(h) \(h) \(h)",
            "Long.yaml \(h) \(h) \(h) \(h) \(h) \(h) \(h) \(s)",
            "Upper.yaml \(h) \(h) \(h) \(h) \(h) 000000000000000A \(s)",
            "Brief.yaml \(h) \(h) \(h) \(h) \(h) 1 \(s)",
            "Good.yaml 0000000000000002 \(h) \(h) \(h) \(h) \(h) \(s)",
            "Last.yaml \(h) \(h) \(h) \(h) \(h) ffffffffffffffff 00000000000000c8",
        ].joined(separator: "\n")
        let manifest = FingerprintManifest(parsing: Array(text.utf8))
        XCTAssertEqual(manifest.entries, [
            "Good.yaml": entry(2, [1, 1, 1, 1, 1]),
            "Spaced.yaml": entry(1, [1, 1, 1, 1, 1]),
            "Last.yaml": entry(1, [1, 1, 1, 1, .max], skeletons: 0xC8),
        ])
    }
}
