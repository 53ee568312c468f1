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

    /// Whether `name` is a Swift identifier: a letter or `_`, then letters, digits or `_`.
    static func isIdentifier(_ name: Substring) -> Bool {
        if let ascii = isASCIIIdentifier(name.utf8) { return ascii }
        guard let first = name.first, first == "_" || first.isLetter else { return false }
        return name.dropFirst().allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
    }

    /// The answer for an all-ASCII name without Unicode property lookups, or `nil` when
    /// the name has non-ASCII characters.
    private static func isASCIIIdentifier(_ bytes: Substring.UTF8View) -> Bool? {
        var isFirst = true
        var result = !bytes.isEmpty
        for byte in bytes {
            if byte >= 0x80 { return nil }
            let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            if !(byte == UInt8(ascii: "_") || isLetter || (isDigit && !isFirst)) { result = false }
            isFirst = false
        }
        return result
    }

    /// Why `name` cannot name a generated declaration, or `nil` when it can.
    static func problem(with name: String) -> String? {
        if name.isEmpty { return "a name cannot be empty" }
        if !isIdentifier(Substring(name)) {
            if let first = name.first, first.isNumber {
                return "'\(name)' is not a Swift identifier: it starts with a digit"
            }
            if let bad = name.first(where: { !($0 == "_" || $0.isLetter || $0.isNumber) }) {
                return "'\(name)' is not a Swift identifier: '\(bad)' cannot appear in a name"
            }
            return "'\(name)' is not a Swift identifier"
        }
        if reserved.contains(name) {
            return "'\(name)' is a Swift keyword; reduxgen does not escape keywords, so choose another name"
        }
        return nil
    }

    /// `loadMessages` → `LoadMessages`.
    static func upperFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }
}
