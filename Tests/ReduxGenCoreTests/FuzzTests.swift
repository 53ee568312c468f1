import Foundation
import ReduxTestSupport
import XCTest

@testable import ReduxGenCore

/// A fuzzer of the spec loader and validator, over mutants of the example specs and random
/// YAML documents: each must end in files or in errors located inside the file, never in a
/// crash, a hang, or files together with errors.
///
/// `swift test` (so CI) runs 3,000 mutants and 2,000 random documents with a fixed seed, in
/// well under a second; `Scripts/fuzz.sh` runs a longer campaign (`REDUXGEN_FUZZ_CASES`,
/// `REDUXGEN_FUZZ_SEED`).
final class FuzzTests: XCTestCase {
    private var caseCount: Int {
        ProcessInfo.processInfo.environment["REDUXGEN_FUZZ_CASES"].flatMap(Int.init) ?? 3000
    }

    private var seed: UInt64 {
        ProcessInfo.processInfo.environment["REDUXGEN_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x5EED_2026
    }

    /// Random YAML documents: most are not specs at all, some are (their keys are drawn from
    /// the spec's keywords), and none may crash the loader or the validator.
    private var randomDocumentCount: Int { caseCount * 2 / 3 }

    func testMutatedSpecsEndInFilesOrErrorsNeverBoth() throws {
        let specsFolder = Golden.repositoryRoot.appendingPathComponent("Specs")
        let seeds = try FileManager.default.contentsOfDirectory(atPath: specsFolder.path).sorted()
            .filter { $0.hasSuffix(".yaml") }
            .map { try [UInt8](Data(contentsOf: specsFolder.appendingPathComponent($0))) }
        XCTAssertFalse(seeds.isEmpty)
        var random = SplitMix64(seed: seed)
        var outcomes = (files: 0, errors: 0)
        for index in 0..<caseCount {
            var bytes = seeds[Int(random.next() % UInt64(seeds.count))]
            for _ in 0...(random.next() % 4) {
                Mutation.apply(&bytes, using: &random)
            }
            if check(bytes, path: "Fuzz\(index).yaml", label: "case \(index)") { outcomes.files += 1 } else { outcomes.errors += 1 }
        }
        // Both outcomes must occur, or the mutations are too weak or too strong to test anything.
        XCTAssertGreaterThan(outcomes.files, caseCount / 50, "too few mutants generate: \(outcomes)")
        XCTAssertGreaterThan(outcomes.errors, caseCount / 2, "too few mutants are rejected: \(outcomes)")
    }

    func testRandomYAMLEndsInFilesOrErrorsNeverBoth() {
        var random = SplitMix64(seed: seed ^ 0xA4A1)
        var outcomes = (files: 0, errors: 0)
        for index in 0..<randomDocumentCount {
            let bytes = Array(RandomYAML.document(using: &random).utf8)
            if check(bytes, path: "Random\(index).yaml", label: "document \(index)") { outcomes.files += 1 } else { outcomes.errors += 1 }
        }
        XCTAssertGreaterThan(outcomes.files, 0, "no random document is a valid spec: \(outcomes)")
        XCTAssertGreaterThan(outcomes.errors, randomDocumentCount / 2, "too few random documents are rejected: \(outcomes)")
    }

    /// Generates the spec `bytes` and checks the outcome: files or errors, never both and
    /// never neither; every diagnostic (and note) located inside the file. Returns whether
    /// the spec generated files.
    private func check(_ bytes: [UInt8], path: String, label: String) -> Bool {
        let output = Generate.generator.generate(specAt: path, bytes: bytes)
        let hasErrors = output.diagnostics.containsErrors
        if hasErrors {
            XCTAssertEqual(output.files, [], "\(label) has errors and files")
        } else {
            XCTAssertEqual(output.files.filter { !$0.part.isSkeleton }.count, FilePart.generatedParts.count, "\(label) has neither errors nor files")
            XCTAssertTrue(output.files.contains { $0.part == .reducerLogic }, "\(label) has no reducer skeleton")
        }
        // Lines as YAML counts them, or (for a spec that is not valid UTF-8) by `\n` alone.
        let lineTables = [Self.lineLengths(bytes), bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(\.count)]
        for diagnostic in output.diagnostics {
            XCTAssertFalse(diagnostic.message.isEmpty, "\(label)")
            for located in [diagnostic] + diagnostic.notes {
                guard let location = located.location else { continue }
                XCTAssertEqual(location.path, path, "\(label): \(located)")
                // A line of the file, and a column on that line or just past its end (LibYAML
                // counts characters, at most the line's bytes).
                let isInside = lineTables.contains { lines in
                    (1...lines.count).contains(location.line) && (1...lines[location.line - 1] + 1).contains(location.column)
                }
                XCTAssertTrue(isInside, "\(label): located outside the file: \(located)")
            }
        }
        if hasErrors && output.diagnostics.isEmpty { XCTFail("\(label) failed silently") }
        return !hasErrors
    }

    /// The length in bytes of each line of `bytes`, its line breaks counted as YAML counts
    /// them: `\n`, `\r\n`, `\r`, and U+0085, U+2028, U+2029.
    static func lineLengths(_ bytes: [UInt8]) -> [Int] {
        var lengths: [Int] = []
        var start = 0, index = 0
        while index < bytes.count {
            var breakLength = 0
            switch bytes[index] {
            case 0x0A: breakLength = 1
            case 0x0D: breakLength = index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
            case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85: breakLength = 2
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                breakLength = 3
            default: break
            }
            if breakLength > 0 {
                lengths.append(index - start)
                index += breakLength
                start = index
            } else {
                index += 1
            }
        }
        lengths.append(bytes.count - start)
        return lengths
    }
}


/// The mutations: delete bytes, insert random bytes or YAML punctuation, duplicate or
/// shuffle lines.
enum Mutation {
    private static let punctuation: [[UInt8]] = [
        ":", "-", "[", "]", "{", "}", "&a", "*a", "!", "|", ">", "'", "\"", "#", "\t", "\n", "---\n", "%YAML 1.1\n",
        ", ", "? ", "@", "`", "\\", "\u{0}", "  ", "\n  ", "<<: ", "~", "null", "default: ", "type: ", "into: x",
    ].map { Array($0.utf8) }

    static func apply(_ bytes: inout [UInt8], using random: inout SplitMix64) {
        let position = bytes.isEmpty ? 0 : Int(random.next() % UInt64(bytes.count + 1))
        switch random.next() % 6 {
        case 0:
            let length = min(Int(random.next() % 12) + 1, bytes.count - position)
            if length > 0 { bytes.removeSubrange(position..<position + length) }
        case 1:
            let count = Int(random.next() % 4) + 1
            bytes.insert(contentsOf: (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }, at: position)
        case 2, 3:
            bytes.insert(contentsOf: punctuation[Int(random.next() % UInt64(punctuation.count))], at: position)
        case 4:
            var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
            guard !lines.isEmpty else { return }
            let line = Int(random.next() % UInt64(lines.count))
            lines.insert(lines[line], at: Int(random.next() % UInt64(lines.count + 1)))
            bytes = Array(lines.joined(separator: [0x0A]))
        default:
            var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
            guard lines.count > 1 else { return }
            let a = Int(random.next() % UInt64(lines.count)), b = Int(random.next() % UInt64(lines.count))
            lines.swapAt(a, b)
            bytes = Array(lines.joined(separator: [0x0A]))
        }
    }
}

/// Random YAML documents: nested block and flow collections, every kind of scalar, anchors,
/// aliases, tags and comments; keys are mostly the spec's keywords and plausible names, so
/// that some documents are valid specs and many fail deep in the validator.
enum RandomYAML {
    private static let keys = [
        "feature", "imports", "access", "state", "actions", "requests", "type", "default", "params", "success", "failure",
        "into", "policy", "count", "name", "items", "loadItems", "select", "id", "Foundation", "public", "latest", "first",
    ]
    private static let scalars = [
        "Int", "String", "[String]", "Int?", "[String: Int]", "\"[Message]\"", "'\"\"'", "0", "-1", "1e9", "true", "null", "~",
        "Message.ID", "(Int, String)", "Result<Int, Error>", "'it''s'", "\"\\u00e9\\t\"", "é", "日本", "a: b", "- x", "\"\"", "''",
        "Set<Int>", "Int -> Int", "@escaping", "0x1F", ".inf", "[Int]?", "some View", "1_000",
    ]

    static func document(using random: inout SplitMix64) -> String {
        var text = random.next() % 8 == 0 ? "%YAML 1.1\n---\n" : ""
        if random.next() % 10 == 0 { text += "# a comment\n" }
        block(depth: 0, indent: "", into: &text, using: &random)
        if random.next() % 12 == 0 { text += "...\n" }
        return text
    }

    private static func pick(_ list: [String], _ random: inout SplitMix64) -> String {
        list[Int(random.next() % UInt64(list.count))]
    }

    /// A block mapping (mostly) or sequence at `indent`.
    private static func block(depth: Int, indent: String, into text: inout String, using random: inout SplitMix64) {
        let isSequence = depth > 0 && random.next() % 5 == 0
        for _ in 0..<(1 + Int(random.next() % 5)) {
            text += indent + (isSequence ? "- " : pick(keys, &random) + ":")
            if depth < 4, random.next() % 3 == 0 {
                if random.next() % 10 == 0 { text += " &a\(random.next() % 3)" }
                text += "\n"
                block(depth: depth + 1, indent: indent + (random.next() % 15 == 0 ? " " : "  "), into: &text, using: &random)
            } else {
                text += " " + value(depth: depth, using: &random) + "\n"
            }
        }
    }

    /// A scalar, an alias, or a flow collection.
    private static func value(depth: Int, using random: inout SplitMix64) -> String {
        switch random.next() % 10 {
        case 0 where depth < 4:
            let items = (0..<Int(random.next() % 4)).map { _ in value(depth: depth + 1, using: &random) }
            return "[" + items.joined(separator: ", ") + "]"
        case 1 where depth < 4:
            let pairs = (0..<Int(random.next() % 4)).map { _ in pick(keys, &random) + ": " + value(depth: depth + 1, using: &random) }
            return "{ " + pairs.joined(separator: ", ") + " }"
        case 2: return "*a\(random.next() % 3)"
        case 3: return "!!str " + pick(scalars, &random)
        case 4: return "|\n    " + pick(scalars, &random)
        case 5: return ""
        default: return pick(scalars, &random)
        }
    }
}
