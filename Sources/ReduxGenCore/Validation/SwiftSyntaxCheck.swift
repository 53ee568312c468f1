import SwiftParser
import SwiftSyntax

/// Asks swift-syntax, the Swift compiler's own parser, whether a text is one well-formed
/// expression.
enum SwiftSyntaxCheck {
    /// Why `text` is not exactly one Swift expression, or `nil` when it is.
    static func expressionProblem(_ text: String) -> String? {
        var parser = Parser(text)
        let expression = ExprSyntax.parse(from: &parser)
        if expression.hasError {
            return "swift-syntax does not read it as one Swift expression"
        }
        return nil
    }
}
