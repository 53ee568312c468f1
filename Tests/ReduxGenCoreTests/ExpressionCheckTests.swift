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

    func testAcceptsOrdinaryExpressions() {
        for text in ["0", "-1", "\"\"", "\"a\\(b)c\"", "#\"raw \"quoted\"\"#", "[1, 2]", "[:]", "nil", ".init()", "Cart()",
                     "User.guest", "f(x: 1, y: 2)", "{ 1 }()", "x ? 1 : 2", "1 == 2", "[\"a\": 1]", "Set([1, 2])", "true"] {
            XCTAssertTrue(accepts(text), text)
        }
    }

    func testRejectsWhatCouldBreakOutOfItsSlot() {
        for text in ["x = 1", "1, y: Int = 2", "(", "}", "1; print(2)", "1 // c", "\"a", "1\n2"] {
            XCTAssertFalse(accepts(text), text)
        }
    }

    /// Malformed expressions that stay in their slot are the compiler's to report, at the
    /// spec's line (see `CompilerDiagnosticTests`).
    func testLeavesMalformedExpressionsThatStayInTheirSlotToTheCompiler() {
        for text in ["1 +", "return 5", "1 2"] {
            XCTAssertTrue(accepts(text), text)
        }
    }

    /// Plain literals skip the check, so it must accept every one of them.
    func testTheCheckAcceptsEveryPlainLiteral() {
        var random = SplitMix64(seed: 2026)
        var literals = ["true", "false", "nil", "\"\"", "[]", "[:]", "0", "00", "007", "0.0", "1.5", "00.50", "18446744073709551616"]
        let digits = Array("0123456789")
        func number() -> String { String((0...(random.next() % 40)).map { _ in digits[Int(random.next() % 10)] }) }
        for _ in 0..<200 {
            literals.append(number())
            literals.append(number() + "." + number())
        }
        for text in literals {
            XCTAssertTrue(PlainLiteral.matches(text), text)
            XCTAssertTrue(accepts(text), text)
        }
        for text in ["", " 0", "0 ", "1.", ".5", "1.2.3", "-1", "1e5", "0x1F", "1_000", "true ", "nil?", "\"", "[ ]", "٣"] {
            XCTAssertFalse(PlainLiteral.matches(text), text)
        }
    }
}
