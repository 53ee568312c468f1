import XCTest

@testable import ReduxGenCore

/// A default (of a state field or a prop) stays in its slot of the generated code, however
/// it is written: Unicode that joins a quote to what follows, line breaks YAML writes from
/// escapes, control characters and closures with several statements. What escapes is an
/// error at the spec, and nothing is written.
final class DefaultSlotTests: XCTestCase {
    private func assertRejected(_ yaml: String, _ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
        let output = Generate.output(yaml)
        XCTAssertEqual(output.diagnostics.map(\.description), expected, file: file, line: line)
        XCTAssertEqual(output.files, [], file: file, line: line)
    }

    func testAQuoteJoinedToWhatFollowsStillEndsTheString() {
        assertRejected("state:\n  a: { type: String, default: '\"x\"\u{200D}, stored: Int = 0, b: String = \"' }\n", [
            "Feature.yaml:2:36: error: the default of 'a' is not a single Swift expression: ',' outside brackets would end the default value; wrap the expression in parentheses",
        ])
        assertRejected("state: {}\nprops:\n  p: { type: String, default: '\"x\"\u{301}; let y = 1' }\n", [
            "Feature.yaml:3:36: error: the default of the prop 'p' is not a single Swift expression: a default value is one expression; ';' outside a closure's braces would start another statement",
        ])
    }

    /// YAML writes CR LF (and other line breaks) from escapes: the default is then on two
    /// lines of the generated init, which would shift every later line.
    func testALineBreakFromAnEscapeIsRejectedAtTheDefault() {
        assertRejected("state:\n  a: { type: Int, default: \"1\\r\\n, b: Int = 2\" }\n  c: { type: Int, default: \"1 +\\L2\" }\n", [
            "Feature.yaml:2:28: error: the default of 'a' is not a single Swift expression: a default value must fit on one line",
            "Feature.yaml:3:28: error: the default of 'c' is not a single Swift expression: a default value must fit on one line",
        ])
    }

    /// YAML escapes (`\0`, `\x01`, `\e`) write control characters, which Swift source cannot
    /// hold: the error says how to write them, and prints them as escapes.
    func testControlCharactersInADefaultAreRejectedWithTheirEscape() {
        assertRejected("state:\n  a: { type: String, default: \"\\\"\\e[31m\\\"\" }\n  b: { type: String, default: \"\\\"\\0\\\"\" }\n", [
            "Feature.yaml:2:31: error: the default of 'a' is not a single Swift expression: a default value cannot hold the control character U+001B; in a string literal, write it as the escape \\u{1B}",
            "Feature.yaml:3:31: error: the default of 'b' is not a single Swift expression: a default value cannot hold the control character U+0000; in a string literal, write it as the escape \\u{0}",
        ])
        assertRejected("state:\n  a: { type: String, default: '\"a\tb\"' }\n", [
            "Feature.yaml:2:34: error: the default of 'a' is not a single Swift expression: a default value cannot hold the control character U+0009; in a string literal, write it as the escape \\u{9}",
        ])
    }

    func testAClosureWithStatementsInsideItsBracesIsAccepted() {
        let state = Generate.file(.state, from: "state:\n  a: { type: Int, default: '{ let x = 1; return x + 1 }()' }\n")
        XCTAssertContains(state, "a: Int = { let x = 1; return x + 1 }()")
        assertRejected("state:\n  a: { type: Int, default: '{ 1 }(); let b = 2' }\n", [
            "Feature.yaml:2:36: error: the default of 'a' is not a single Swift expression: a default value is one expression; ';' outside a closure's braces would start another statement",
        ])
    }
}
