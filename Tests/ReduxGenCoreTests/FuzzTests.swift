import Foundation
import XCTest

@testable import ReduxGenCore

/// A mutation fuzzer over the example specs: every mutant must end in files or in errors,
/// never in a crash, a hang, or files together with errors.
///
/// CI runs a few thousand cases with a fixed seed; `Scripts/fuzz.sh` runs a longer
/// campaign (`REDUXGEN_FUZZ_CASES`, `REDUXGEN_FUZZ_SEED`).
final class FuzzTests: XCTestCase {
    private var caseCount: Int {
        ProcessInfo.processInfo.environment["REDUXGEN_FUZZ_CASES"].flatMap(Int.init) ?? 3000
    }

    private var seed: UInt64 {
        ProcessInfo.processInfo.environment["REDUXGEN_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x5EED_2026
    }

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
            let path = "Fuzz\(index).yaml"
            let output = Generate.generator.generate(specAt: path, bytes: bytes)
            let hasErrors = output.diagnostics.containsErrors
            if hasErrors {
                outcomes.errors += 1
                XCTAssertEqual(output.files, [], "case \(index) has errors and files")
            } else {
                outcomes.files += 1
                XCTAssertEqual(output.files.filter { !$0.part.isSkeleton }.count, FilePart.generatedParts.count, "case \(index) has neither errors nor files")
                XCTAssertTrue(output.files.contains { $0.part == .reducerLogic }, "case \(index) has no reducer skeleton")
            }
            for diagnostic in output.diagnostics {
                if let location = diagnostic.location {
                    XCTAssertEqual(location.path, path)
                    XCTAssertGreaterThanOrEqual(location.line, 1, "case \(index): \(diagnostic)")
                    XCTAssertGreaterThanOrEqual(location.column, 1, "case \(index): \(diagnostic)")
                }
                XCTAssertFalse(diagnostic.message.isEmpty)
            }
            if hasErrors && output.diagnostics.isEmpty { XCTFail("case \(index) failed silently") }
        }
        // Both outcomes must occur, or the mutations are too weak or too strong to test anything.
        XCTAssertGreaterThan(outcomes.files, caseCount / 50, "too few mutants generate: \(outcomes)")
        XCTAssertGreaterThan(outcomes.errors, caseCount / 2, "too few mutants are rejected: \(outcomes)")
    }
}

/// A small, fast, seedable generator (SplitMix64), so a failing case can be replayed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
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
