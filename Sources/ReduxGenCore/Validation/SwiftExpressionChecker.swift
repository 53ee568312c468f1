/// Checks that a default value is one Swift expression that stays inside its slot,
/// `name: Type = <expression>,` of the generated init.
///
/// It lexes the text as Swift does, Unicode scalar by scalar (a quote followed by a joiner
/// is still a quote, and CR LF is still a line break): string literals with escapes,
/// interpolations and raw delimiters, and brackets. It rejects what could end the slot early
/// or add a declaration: an unbalanced or mismatched bracket, a comma, `=` or `;` outside
/// brackets (`;` is fine inside a closure's braces, `{ a; b }()`), a line break, a comment,
/// an unterminated string, and control characters, which Swift source cannot hold. Whether
/// the expression type-checks is the compiler's job; that it cannot break out of its slot is
/// this checker's.
struct SwiftExpressionChecker {
    /// Why an expression is rejected, and at which scalar offset (a column in the spec).
    struct Failure: Error, Equatable {
        var message: String
        var offset: Int
    }

    private let scalars: [Unicode.Scalar]
    private var position = 0
    /// Open brackets, innermost last, with where each was opened.
    private var open: [(scalar: Unicode.Scalar, offset: Int)] = []

    private static let closerFor: [Unicode.Scalar: Unicode.Scalar] = ["(": ")", "[": "]", "{": "}"]
    private static let maximumDepth = 32

    private init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// Checks `text`; returns `nil` when it is acceptable.
    static func check(_ text: String) -> Failure? {
        if text.unicodeScalars.allSatisfy({ $0 == " " }) { return Failure(message: "a default value cannot be empty", offset: 0) }
        var checker = SwiftExpressionChecker(text)
        do throws(Failure) {
            try checker.scanCode(until: nil)
            return nil
        } catch {
            return error
        }
    }

    private var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }
    private func peek(_ offset: Int) -> Unicode.Scalar? {
        position + offset < scalars.count ? scalars[position + offset] : nil
    }

    /// Whether the innermost bracket opened since `base` is a brace: code in a closure's body,
    /// where statements may follow each other.
    private func isInBraces(since base: Int) -> Bool {
        open.count > base && open.last?.scalar == "{"
    }

    /// Scans code until the end, or until `terminator` closes an interpolation.
    private mutating func scanCode(until terminator: Int?) throws(Failure) {
        let base = open.count
        while let scalar = current {
            try checkPrintable(scalar)
            switch scalar {
            case ";" where !isInBraces(since: base):
                throw Failure(
                    message: "a default value is one expression; ';' outside a closure's braces would start another statement",
                    offset: position)
            case "/" where peek(1) == "/" || peek(1) == "*":
                throw Failure(message: "a default value cannot contain a comment", offset: position)
            case "(", "[", "{":
                if open.count >= Self.maximumDepth {
                    throw Failure(message: "the default value nests deeper than \(Self.maximumDepth) brackets", offset: position)
                }
                open.append((scalar, position))
                position += 1
            case ")", "]", "}":
                guard open.count > base, let last = open.last else {
                    if terminator != nil, scalar == ")" {
                        position += 1
                        return
                    }
                    throw Failure(message: "unbalanced '\(scalar)': it closes a bracket that was never opened", offset: position)
                }
                guard Self.closerFor[last.scalar] == scalar else {
                    throw Failure(message: "'\(scalar)' does not close '\(last.scalar)'", offset: position)
                }
                open.removeLast()
                position += 1
            case ",", "=":
                if open.count > base || terminator != nil || (scalar == "=" && isPartOfOperator()) {
                    position += 1
                    continue
                }
                throw Failure(
                    message: "'\(scalar)' outside brackets would end the default value; wrap the expression in parentheses",
                    offset: position)
            case "\"", "#":
                try scanStringIfAny()
            default:
                position += 1
            }
        }
        if terminator != nil {
            throw Failure(message: "unterminated string interpolation", offset: terminator ?? 0)
        }
        if let last = open.last {
            throw Failure(message: "'\(last.scalar)' is never closed", offset: last.offset)
        }
    }

    /// Rejects a line break (CR, LF, or Unicode's line and paragraph separators) and any
    /// other control character but a tab between tokens (Swift takes one in a string
    /// literal for an error too).
    private func checkPrintable(_ scalar: Unicode.Scalar, inString: Bool = false) throws(Failure) {
        switch scalar {
        case "\n", "\r", "\u{2028}", "\u{2029}":
            throw Failure(message: "a default value must fit on one line", offset: position)
        case "\t" where !inString:
            return
        // Unicode's control characters: C0, DEL and C1.
        case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
            throw Failure(
                message: "a default value cannot hold the control character \(SwiftNames.codePoint(scalar)); in a string literal, write it as the escape \\u{\(String(scalar.value, radix: 16, uppercase: true))}",
                offset: position)
        default:
            return
        }
    }

    /// `==`, `!=`, `<=`, `>=`, `===`: an `=` that is part of a comparison is fine.
    private func isPartOfOperator() -> Bool {
        let before = position > 0 ? scalars[position - 1] : nil
        let after = peek(1)
        return after == "=" || before == "=" || before == "!" || before == "<" || before == ">"
    }

    /// Scans a string literal starting at `"` or at raw delimiters `#"`; a lone `#` is code.
    private mutating func scanStringIfAny() throws(Failure) {
        let start = position
        var hashes = 0
        while current == "#" {
            hashes += 1
            position += 1
        }
        guard current == "\"" else {
            if hashes == 0 { position += 1 }
            return
        }
        if peek(1) == "\"" && peek(2) == "\"" {
            throw Failure(message: "a default value must fit on one line; multi-line strings are not allowed", offset: start)
        }
        position += 1
        while let scalar = current {
            try checkPrintable(scalar, inString: true)
            if scalar == "\\" && hasHashes(hashes, at: position + 1) {
                position += 1 + hashes
                if current == "(" {
                    position += 1
                    try scanCode(until: position)
                } else if let escaped = current {
                    try checkPrintable(escaped, inString: true)
                    position += 1
                }
                continue
            }
            if scalar == "\"" && hasHashes(hashes, at: position + 1) {
                position += 1 + hashes
                return
            }
            position += 1
        }
        throw Failure(message: "unterminated string literal", offset: start)
    }

    private func hasHashes(_ count: Int, at index: Int) -> Bool {
        guard index + count <= scalars.count else { return false }
        return scalars[index..<index + count].allSatisfy { $0 == "#" }
    }
}
