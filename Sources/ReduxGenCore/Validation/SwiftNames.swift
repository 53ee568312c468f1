/// What makes a name usable in generated Swift code.
enum SwiftNames {
    /// Swift's keywords, which reduxgen rejects as names rather than escaping them with
    /// backticks: an escaped name would have to be escaped again at every use in the user's
    /// own code, and `Type`, `Protocol` and `self` cannot be escaped into member names at all.
    static let reserved: Set<String> = [
        // Declarations
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
        "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated",
        "open", "operator", "package", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        // Expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "_",
        // Members every type has
        "Type", "Protocol",
    ]

    /// The keywords that can still name a type: `Any`, `Self`, and the members `Type` and
    /// `Protocol` (as in `Message.Type`).
    static let typeNames: Set<String> = ["Any", "Self", "Type", "Protocol"]

    /// `reserved`, for looking up the UTF-8 of a name (all keywords are ASCII).
    static let reservedWords = ASCIIWordSet(reserved)

    /// The keywords that cannot name a type: `reserved` without `typeNames`.
    static let reservedInTypeNames = ASCIIWordSet(reserved.subtracting(typeNames))

    /// Whether `name` is a Swift identifier: a letter or `_`, then letters, digits or `_`.
    static func isIdentifier(_ name: Substring) -> Bool {
        var name = name
        if let ascii = name.withUTF8(isASCIIIdentifier) { return ascii }
        guard let first = name.first, first == "_" || first.isLetter else { return false }
        return name.dropFirst().allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
    }

    /// The answer for an all-ASCII name without Unicode property lookups, or `nil` when
    /// the name has non-ASCII characters.
    private static func isASCIIIdentifier(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard let first = bytes.first else { return false }
        // Wrapping subtraction turns each range test into one comparison.
        let isLetter = { (byte: UInt8) in (byte | 0x20) &- UInt8(ascii: "a") < 26 }
        let isDigit = { (byte: UInt8) in byte &- UInt8(ascii: "0") < 10 }
        var result = first == UInt8(ascii: "_") || isLetter(first)
        for byte in bytes {
            if byte >= 0x80 { return nil }
            if !(byte == UInt8(ascii: "_") || isLetter(byte) || isDigit(byte)) { result = false }
        }
        return result
    }

    /// What an all-ASCII name is.
    private enum ASCIIName {
        case identifier
        case keyword
        case notIdentifier
    }

    /// What the ASCII name `bytes` is, or `nil` when it has non-ASCII characters.
    private static func classifyASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> ASCIIName? {
        guard let isIdentifier = isASCIIIdentifier(bytes) else { return nil }
        if !isIdentifier { return .notIdentifier }
        // An ASCII name equals a keyword (all are ASCII) exactly when its bytes do.
        return reservedWords.contains(bytes) ? .keyword : .identifier
    }

    /// Why `name` cannot name a generated declaration, or `nil` when it can.
    static func problem(with name: String) -> String? {
        if name.isEmpty { return "a name cannot be empty" }
        var utf8 = name
        switch utf8.withUTF8(classifyASCII) {
        case .identifier?: return nil
        case .keyword?: return keywordProblem(name)
        case .notIdentifier?: return identifierProblem(name)
        case nil:
            if !isIdentifier(Substring(name)) { return identifierProblem(name) }
            return reserved.contains(name) ? keywordProblem(name) : nil
        }
    }

    /// Why `name`, which is not a Swift identifier, cannot be one.
    private static func identifierProblem(_ name: String) -> String {
        if let first = name.first, first.isNumber {
            return "'\(name)' is not a Swift identifier: it starts with a digit"
        }
        if let bad = name.first(where: { !($0 == "_" || $0.isLetter || $0.isNumber) }) {
            return "'\(name)' is not a Swift identifier: '\(bad)' cannot appear in a name"
        }
        return "'\(name)' is not a Swift identifier"
    }

    private static func keywordProblem(_ name: String) -> String {
        "'\(name)' is a Swift keyword; reduxgen does not escape keywords, so choose another name"
    }
}
