/// Checks that a default value is one Swift expression that stays inside its slot,
/// `name: Type = <expression>,` of the generated init.
///
/// It lexes the text as Swift does (string literals with escapes, interpolations and raw
/// delimiters; brackets) and rejects what could end the slot early or add a declaration:
/// an unbalanced or mismatched bracket, a comma, semicolon or `=` outside brackets, a
/// line break, a comment, an unterminated string. Whether the expression type-checks is
/// the compiler's job; that it cannot break out of its slot is this checker's.
struct SwiftExpressionChecker {
    /// Why an expression is rejected, and at which character offset.
    struct Failure: Error, Equatable {
        var message: String
        var offset: Int
    }

    private let characters: [Character]
    private var position = 0
    /// Open brackets, innermost last, with where each was opened.
    private var open: [(character: Character, offset: Int)] = []

    private static let closerFor: [Character: Character] = ["(": ")", "[": "]", "{": "}"]
    private static let maximumDepth = 32

    private init(_ text: String) {
        characters = Array(text)
    }

    /// Checks `text`; returns `nil` when it is acceptable.
    static func check(_ text: String) -> Failure? {
        if text.allSatisfy({ $0 == " " }) { return Failure(message: "a default value cannot be empty", offset: 0) }
        var checker = SwiftExpressionChecker(text)
        do throws(Failure) {
            try checker.scanCode(until: nil)
            return nil
        } catch {
            return error
        }
    }

    private var current: Character? { position < characters.count ? characters[position] : nil }
    private func peek(_ offset: Int) -> Character? {
        position + offset < characters.count ? characters[position + offset] : nil
    }

    /// Scans code until the end, or until `terminator` closes an interpolation.
    private mutating func scanCode(until terminator: Int?) throws(Failure) {
        let base = open.count
        while let character = current {
            switch character {
            case "\n", "\r":
                throw Failure(message: "a default value must fit on one line", offset: position)
            case ";":
                throw Failure(message: "a default value is one expression; ';' would start another statement", offset: position)
            case "/" where peek(1) == "/" || peek(1) == "*":
                throw Failure(message: "a default value cannot contain a comment", offset: position)
            case "(", "[", "{":
                if open.count >= Self.maximumDepth {
                    throw Failure(message: "the default value nests deeper than \(Self.maximumDepth) brackets", offset: position)
                }
                open.append((character, position))
                position += 1
            case ")", "]", "}":
                guard open.count > base, let last = open.last else {
                    if terminator != nil, character == ")" {
                        position += 1
                        return
                    }
                    throw Failure(message: "unbalanced '\(character)': it closes a bracket that was never opened", offset: position)
                }
                guard Self.closerFor[last.character] == character else {
                    throw Failure(message: "'\(character)' does not close '\(last.character)'", offset: position)
                }
                open.removeLast()
                position += 1
            case ",", "=":
                if open.count > base || terminator != nil || (character == "=" && isPartOfOperator()) {
                    position += 1
                    continue
                }
                throw Failure(
                    message: "'\(character)' outside brackets would end the default value; wrap the expression in parentheses",
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
            throw Failure(message: "'\(last.character)' is never closed", offset: last.offset)
        }
    }

    /// `==`, `!=`, `<=`, `>=`, `===`: an `=` that is part of a comparison is fine.
    private func isPartOfOperator() -> Bool {
        let before = position > 0 ? characters[position - 1] : nil
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
        while let character = current {
            if character == "\n" || character == "\r" {
                throw Failure(message: "a default value must fit on one line", offset: position)
            }
            if character == "\\" && hasHashes(hashes, at: position + 1) {
                position += 1 + hashes
                if current == "(" {
                    position += 1
                    try scanCode(until: position)
                } else {
                    position += 1
                }
                continue
            }
            if character == "\"" && hasHashes(hashes, at: position + 1) {
                position += 1 + hashes
                return
            }
            position += 1
        }
        throw Failure(message: "unterminated string literal", offset: start)
    }

    private func hasHashes(_ count: Int, at index: Int) -> Bool {
        guard count > 0 else { return true }
        guard index + count <= characters.count else { return false }
        return characters[index..<index + count].allSatisfy { $0 == "#" }
    }
}
