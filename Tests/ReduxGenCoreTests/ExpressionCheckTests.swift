import XCTest

@testable import ReduxGenCore

/// Default values: the slot check (nothing can break out of `name: Type = <default>,`) and
/// swift-syntax's parse (the text is one well-formed expression).
final class ExpressionCheckTests: XCTestCase {
    private func accepts(_ text: String) -> Bool {
        SwiftExpressionChecker.check(text) == nil && SwiftSyntaxCheck.expressionProblem(text) == nil
    }

    func testAcceptsOrdinaryExpressions() {
        for text in ["0", "-1", "\"\"", "\"a\\(b)c\"", "#\"raw \"quoted\"\"#", "[1, 2]", "[:]", "nil", ".init()", "Cart()",
                     "User.guest", "f(x: 1, y: 2)", "{ 1 }()", "x ? 1 : 2", "1 == 2", "[\"a\": 1]", "Set([1, 2])", "true"] {
            XCTAssertTrue(accepts(text), text)
        }
    }

    func testRejectsWhatIsNotOneExpression() {
        for text in ["1 +", "let x", "return 5", "1 2", "func f() {}", "import Foundation", "x = 1", "1 2 3", "(", "}"] {
            XCTAssertFalse(accepts(text), text)
        }
    }

    /// Plain literals skip both checks, so both must accept every one of them.
    func testBothChecksAcceptEveryPlainLiteral() {
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
