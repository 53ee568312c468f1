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
}
