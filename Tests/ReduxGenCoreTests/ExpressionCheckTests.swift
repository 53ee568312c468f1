import ReduxTestSupport
import XCTest

@testable import ReduxGenCore

/// Default values: the slot check (nothing can break out of `name: Type = <default>,`).
/// Whether the text type-checks as an expression is the compiler's job: the generated init
/// carries a `#sourceLocation` that points its errors at the spec's line.
final class ExpressionCheckTests: XCTestCase {
    private func accepts(_ text: String) -> Bool {
        SwiftExpressionChecker.check(text) == nil
    }

    private func failure(_ text: String) -> SwiftExpressionChecker.Failure? {
        SwiftExpressionChecker.check(text)
    }

    func testAcceptsOrdinaryExpressions() {
        for text in ["0", "-1", "\"\"", "\"a\\(b)c\"", "#\"raw \"quoted\"\"#", "[1, 2]", "[:]", "nil", ".init()", "Cart()",
                     "User.guest", "f(x: 1, y: 2)", "{ 1 }()", "x ? 1 : 2", "1 == 2", "[\"a\": 1]", "Set([1, 2])", "true",
                     "1\t+ 2", "\"caf\u{E9}\"", "\"\u{200D}\""] {
            XCTAssertTrue(accepts(text), text)
        }
    }

    func testRejectsWhatCouldBreakOutOfItsSlot() {
        for text in ["x = 1", "1, y: Int = 2", "(", "}", "1; print(2)", "1 // c", "\"a", "1\n2", "(1; 2)", "{ 1 }; 2", "[1; 2]"] {
            XCTAssertFalse(accepts(text), text)
        }
    }

    /// A closure's body may hold several statements: what stays inside its braces stays in
    /// the slot.
    func testAcceptsStatementsInsideAClosuresBraces() {
        for text in ["{ a; b }()", "{ let x = 1; return x }()", "f { $0; $1 }", "{ { a; b }(); c }()", "\"\\({ a; b }())\""] {
            XCTAssertTrue(accepts(text), text)
        }
        XCTAssertEqual(failure("{ a }(); b")?.offset, 7)
        XCTAssertEqual(failure("{ f(a; b) }()")?.offset, 5, "inside parentheses in a closure it is no statement")
        XCTAssertEqual(failure("\"\\(a; b)\"")?.offset, 4, "nor in an interpolation")
    }

    /// The check reads Unicode scalars, as the compiler does: a quote followed by a joiner
    /// (one grapheme cluster) still ends a string, and CR LF (one too) is still a line break.
    func testAQuoteFollowedByAJoinerAndCRLFAreSeenAsTheCompilerSeesThem() {
        let joined = "\"a\"\u{200D}, stored: Int = 0, b: String = \""
        XCTAssertEqual(failure(joined), .init(message: "',' outside brackets would end the default value; wrap the expression in parentheses", offset: 4))
        XCTAssertEqual(failure("\"\u{200D}\"\u{301}; x")?.offset, 4)
        XCTAssertEqual(failure("1\r\n, x: Int = 2"), .init(message: "a default value must fit on one line", offset: 1))
        XCTAssertEqual(failure("\"a\r\nb\"")?.message, "a default value must fit on one line")
        XCTAssertEqual(failure("1 +\u{2028}2")?.message, "a default value must fit on one line")
    }

    /// Swift source cannot hold control characters (a tab only between tokens): in a string
    /// literal, they are written as escapes.
    func testControlCharactersAreRejectedWithTheirEscape() {
        XCTAssertEqual(
            failure("\"a\u{1}b\""),
            .init(message: "a default value cannot hold the control character U+0001; in a string literal, write it as the escape \\u{1}", offset: 2))
        XCTAssertEqual(failure("\"\u{1B}[31m\"")?.offset, 1)
        XCTAssertEqual(failure("\u{0}")?.offset, 0)
        XCTAssertEqual(failure("\"a\tb\"")?.offset, 2)
        XCTAssertEqual(failure("x\u{7F}")?.offset, 1)
        XCTAssertEqual(failure("\"\\\u{1}\"")?.offset, 2, "an escaped control character too")
    }

    /// Malformed expressions that stay in their slot are the compiler's to report, at the
    /// spec's line (see `CompilerDiagnosticTests`).
    func testLeavesMalformedExpressionsThatStayInTheirSlotToTheCompiler() {
        for text in ["1 +", "return 5", "1 2"] {
            XCTAssertTrue(accepts(text), text)
        }
    }
}
