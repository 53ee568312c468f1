import Foundation
import XCTest

@testable import ReduxGenCore

/// The numbers of `timeout`, `debounce`, `poll`, `cache` and `retry` are read as YAML writes
/// numbers, quoted or not, and each must lie in the range its description states: a value
/// outside it is a located error that names the range and why the bound is there.
final class NumberKeyTests: XCTestCase {
    /// The request of `yaml`'s only request, failing the test on any diagnostic.
    private func request(_ keys: String, file: StaticString = #filePath, line: UInt = #line) throws -> Request {
        var diagnostics: [Diagnostic] = []
        let feature = Generator.feature(specAt: "Feature.yaml", bytes: Array("state: {}\nrequests:\n  load: { \(keys) }\n".utf8), diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.map(\.description), [], keys, file: file, line: line)
        return try XCTUnwrap(feature?.requests.first, keys, file: file, line: line)
    }

    func testEveryKeyReadsNumbersAsYAMLWritesThemQuotedOrNot() throws {
        // Each spelling and the Swift literal the generated `.seconds(…)` gets.
        let spellings = [
            ("30", "30"), ("2.5", "2.5"), ("2.50", "2.5"), (".5e1", "5"), ("5.", "5"), ("+2", "2"), ("1_00", "100"),
            ("1e2", "100"), ("2.5E+1", "25"), ("125e-1", "12.5"), ("'30'", "30"), ("\"1e2\"", "100"), ("'1_00'", "100"),
        ]
        for (written, literal) in spellings {
            let request = try request("timeout: \(written), debounce: \(written), poll: \(written), cache: \(written), retry: { attempts: 3, backoff: \(written) }")
            XCTAssertEqual(
                [request.timeout, request.debounce, request.poll, request.cache, request.retry?.backoff], Array(repeating: literal, count: 5), written)
        }
        for (written, attempts) in [("3", 3), ("'3'", 3), ("1e1", 10), ("+2", 2), ("2.0", 2)] {
            XCTAssertEqual(try request("retry: { attempts: \(written) }").retry, Retry(attempts: attempts, backoff: "0"), written)
        }
    }

    func testEachKeyAcceptsTheBoundsOfItsRange() throws {
        let lowest = try request("timeout: 0.1, debounce: 0.01, poll: 1, cache: 0.1, retry: { attempts: 1, backoff: 0.01 }")
        XCTAssertEqual([lowest.timeout, lowest.debounce, lowest.poll, lowest.cache, lowest.retry?.backoff], ["0.1", "0.01", "1", "0.1", "0.01"])
        let highest = try request("timeout: 86_400, debounce: 6e2, poll: 8.64e4, cache: 31536000, retry: { attempts: 10, backoff: 600 }")
        XCTAssertEqual([highest.timeout, highest.debounce, highest.poll, highest.cache, highest.retry?.backoff], ["86400", "600", "86400", "31536000", "600"])
        XCTAssertEqual(highest.retry?.attempts, 10)
    }

    func testTheBoundsAndSpellingsOfEveryKeyCompileWarningFree() throws {
        // The loader's `.seconds(…)`, the transition tests' clock advances, with the tests.
        let result = try TypeCheck.run(["Shop": """
            state:
              count: Int
            requests:
              a: { success: Int, into: count, timeout: 1e-1, retry: { attempts: 1e1, backoff: .5 } }
              b: { success: Int, debounce: 6e2, retry: { attempts: '1', backoff: "0.01" } }
              c: { success: Int, poll: 8.64e4, cache: 31_536_000 }
              d: { success: Int, poll: 1, cache: 0.1, timeout: 86_400, debounce: 0.01 }

            """], models: "import ReduxRuntime\nimport ReduxTesting\n")
        XCTAssertEqual(result.problems, [])
        XCTAssertContains(result.files["ShopLoader.swift"] ?? "", "static let aTimeout = Swift.Duration.seconds(0.1)\n")
    }

    func testAValueBelowItsRangeIsRefusedWithWhy() {
        XCTAssertEqual(Generate.diagnostics("""
            state: {}
            requests:
              a: { poll: 0.0000001 }
              b: { timeout: 0.05 }
              c: { debounce: 0.001 }
              d: { cache: 0 }
              e: { retry: { attempts: 0, backoff: 1e-3 } }
              f: { poll: -30 }

            """), [
            "Feature.yaml:3:14: error: 'poll' must be from 1 to 86400 seconds (a day), not '0.0000001': polling more often makes a call after call; for updates as they happen, use a stream (streams:)",
            "Feature.yaml:4:17: error: 'timeout' must be from 0.1 to 86400 seconds (a day), not '0.05': a call over a network takes longer, so nearly every call would time out",
            "Feature.yaml:5:18: error: 'debounce' must be from 0.01 to 600 seconds (10 minutes), not '0.001': a shorter quiet is no pause between a user's actions: leave out 'debounce' to call at once",
            "Feature.yaml:6:15: error: 'cache' must be from 0.1 to 31536000 seconds (365 days), not '0': no user asks again sooner, so nothing would be skipped: leave out 'cache'",
            "Feature.yaml:7:39: error: 'backoff' must be from 0.01 to 600 seconds (10 minutes), not '1e-3': a shorter wait is no wait: leave out 'backoff' to retry at once",
            "Feature.yaml:7:27: error: 'attempts' must be from 1 to 10 retries, not '0': leave out 'retry' for a call that is not retried",
            "Feature.yaml:8:14: error: 'poll' must be from 1 to 86400 seconds (a day), not '-30': polling more often makes a call after call; for updates as they happen, use a stream (streams:)",
        ])
    }

    func testAValueAboveItsRangeIsRefusedWithWhy() {
        // Beyond `Int` too: `.seconds(99999999999999999999)` would not compile in the loader.
        XCTAssertEqual(Generate.diagnostics("""
            state: {}
            requests:
              a: { poll: 99999999999999999999 }
              b: { timeout: 1e9 }
              c: { debounce: 601 }
              d: { cache: 1e400 }
              e: { retry: { attempts: 99999999999999999999, backoff: 1_000 } }

            """), [
            "Feature.yaml:3:14: error: 'poll' must be from 1 to 86400 seconds (a day), not '99999999999999999999': for rarer rounds, start the request from an action (on:) when the screen appears",
            "Feature.yaml:4:17: error: 'timeout' must be from 0.1 to 86400 seconds (a day), not '1e9': leave out 'timeout' to wait for a call as long as it takes",
            "Feature.yaml:5:18: error: 'debounce' must be from 0.01 to 600 seconds (10 minutes), not '601': a user does not wait that long for an answer; start the call from an action instead",
            "Feature.yaml:6:15: error: 'cache' must be from 0.1 to 31536000 seconds (365 days), not '1e400': no store lives that long: 31536000 already keeps an answer fresh for as long as the app runs",
            "Feature.yaml:7:58: error: 'backoff' must be from 0.01 to 600 seconds (10 minutes), not '1_000': a user has left long before such a retry, and each later one waits twice as long",
            "Feature.yaml:7:27: error: 'attempts' must be from 1 to 10 retries, not '99999999999999999999': each retry waits twice as long as the one before, so more would keep a user waiting for hours",
        ])
    }

    func testTextThatIsNoDecimalNumberIsRefusedWithHowToWriteOne() {
        let written = ["soon", "1m", "0x10", "0o17", "030", "1:30", ".inf", ".nan", "1e", "_1", "1..2", "1e5e5", "''", "' 30'"]
        for text in written {
            XCTAssertEqual(Generate.diagnostics("state: {}\nrequests:\n  load: { poll: \(text) }\n"), [
                "Feature.yaml:3:17: error: 'poll' must be a number from 1 to 86400 seconds (a day), written like 30, 0.5, 1_000 or 1e3, not '\(Self.unquoted(text))'",
            ], text)
        }
        XCTAssertEqual(Generate.diagnostics("state: {}\nrequests:\n  load: { retry: { attempts: 2.5 } }\n"), [
            "Feature.yaml:3:30: error: 'attempts' must be a whole number from 1 to 10 retries, not '2.5'",
        ])
        XCTAssertEqual(Generate.diagnostics("state: {}\nrequests:\n  load: { retry: { attempts: three } }\n"), [
            "Feature.yaml:3:30: error: 'attempts' must be a whole number from 1 to 10 retries, written like 3, not 'three'",
        ])
    }

    /// `text` without the single quotes YAML reads around it.
    private static func unquoted(_ text: String) -> String {
        text.hasPrefix("'") ? String(text.dropFirst().dropLast()) : text
    }

    func testTheDescriptionStatesTheRangeThatValidationEnforces() {
        // `help spec` and `schema` print the summary; the schema's bounds are the range's.
        let summaries = ["timeout", "debounce", "poll", "cache"].map { SpecMapping.request.key(named: $0)?.summary ?? "" }
            + ["attempts", "backoff"].map { SpecMapping.retry.key(named: $0)?.summary ?? "" }
        XCTAssertEqual(summaries.map { $0.components(separatedBy: ". ").last ?? "" }, [
            "From 0.1 to 86400 seconds (a day); a number as YAML writes it (30, 0.5, 1_000, 1e3), quoted or not.",
            "From 0.01 to 600 seconds (10 minutes); a number as YAML writes it (30, 0.5, 1_000, 1e3), quoted or not.",
            "From 1 to 86400 seconds (a day); a number as YAML writes it (30, 0.5, 1_000, 1e3), quoted or not.",
            "From 0.1 to 31536000 seconds (365 days); a number as YAML writes it (30, 0.5, 1_000, 1e3), quoted or not.",
            "From 1 to 10 retries; a whole number, quoted or not.",
            "From 0.01 to 600 seconds (10 minutes); a number as YAML writes it (30, 0.5, 1_000, 1e3), quoted or not.",
        ])
        let poll = SpecSchema.schema(of: SpecMapping.request.key(named: "poll")!.value)
        XCTAssertEqual(poll, .object([
            ("type", .array([.string("number"), .string("string")])), ("minimum", .integer(1)), ("maximum", .integer(86_400)),
            ("pattern", .string(SpecSchema.numberPattern)),
        ]))
    }

    func testTheSchemaPatternAcceptsTheTextsReduxgenReadsAsNumbers() throws {
        let pattern = try NSRegularExpression(pattern: SpecSchema.numberPattern)
        let texts = [
            "30", "0", "0.5", ".5", "5.", "+2", "-2", "1_000", "1__0", "1_", "1e3", "1E+3", "1e-3", "2.5e1", "0.0_1",
            "", ".", "_1", "030", "00", "0_1", "1e", "1e+", "e3", "0x10", "1:30", ".inf", "1..2", "1.5.2", "1e5e5", "1 ", "+-1", "1._5",
        ]
        for text in texts {
            let matches = pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            XCTAssertEqual(matches, SpecNumber(text) != nil, "'\(text)'")
        }
    }

    func testANumberBecomesTheShortestPlainLiteral() {
        let literals = [
            ("0.000e5", "0"), ("-0", "0"), ("1e-2", "0.01"), ("12.34e1", "123.4"), ("1_0.0_5", "10.05"), ("0.5", "0.5"),
            ("100", "100"), ("1.00e2", "100"), ("-2.5", "-2.5"), ("0.001e3", "1"), ("9e0", "9"), ("1e00002", "100"),
        ]
        for (text, literal) in literals {
            XCTAssertEqual(SpecNumber(text)?.literal, literal, text)
        }
        XCTAssertEqual(SpecNumber("1e99999999")?.value, .infinity)
        XCTAssertEqual(SpecNumber("1e-99999999")?.value, 0)
        XCTAssertEqual(SpecNumber("0e99999999")?.literal, "0")
    }
}
