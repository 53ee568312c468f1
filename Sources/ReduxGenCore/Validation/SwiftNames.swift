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
        // One pass without branches per byte: `high` collects the top bits (non-ASCII),
        // `valid` the identifier-character bits looked up in a 128-bit table.
        var high: UInt8 = 0
        var valid: UInt64 = 1
        for byte in bytes {
            high |= byte
            let table = byte < 64 ? identifierBytesLow : identifierBytesHigh
            valid &= table &>> UInt64(byte & 63)
        }
        if high >= 0x80 { return nil }
        return valid & 1 == 1 && !(first &- UInt8(ascii: "0") < 10)
    }

    /// The bytes below 64 that can be part of an identifier (the digits), as bits.
    static let identifierBytesLow: UInt64 = 0x03FF_0000_0000_0000
    /// The bytes from 64 to 127 that can be part of an identifier (letters and `_`), as
    /// bits `byte - 64`.
    static let identifierBytesHigh: UInt64 = 0x07FF_FFFE_87FF_FFFE

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
        // In place when the storage is contiguous (native strings), without copying `name`.
        let classified = name.utf8.withContiguousStorageIfAvailable(classifyASCII) ?? {
            var utf8 = name
            return utf8.withUTF8(classifyASCII)
        }()
        switch classified {
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
