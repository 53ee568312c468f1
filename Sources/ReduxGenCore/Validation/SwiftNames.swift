/// What makes a name usable in generated Swift code: Swift's identifier rules, read on
/// Unicode scalars as the compiler reads them, and no keyword.
enum SwiftNames {
    /// Swift's keywords, which its lexer reads as keywords wherever they stand, and `_`:
    /// none can name a declaration without backticks. reduxgen refuses them rather than
    /// escaping them: an escaped name would have to be escaped again at every use in the
    /// user's own code. Words that are keywords only in some contexts (`open`, `async`,
    /// `some`, …) name declarations as any identifier does.
    static let keywords: Set<String> = [
        // Declarations
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "switch", "throw", "where", "while",
        // Expressions and types
        "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type", "Protocol", "_",
    ]

    /// The keywords that can still name a type: `Any`, `Self`, and the members `Type` and
    /// `Protocol` (as in `Message.Type`).
    static let typeNames: Set<String> = ["Any", "Self", "Type", "Protocol"]

    /// The scalars beyond ASCII that the compiler accepts in an identifier (the Swift
    /// grammar's identifier-character, as Swift's lexer implements it).
    private static let identifierRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE,
        0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF,
        0x100...0x167F, 0x1681...0x180D, 0x180F...0x1FFF,
        0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
        0x2070...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF,
        0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
        0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE44, 0xFE47...0xFFF8,
        0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD,
        0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD,
        0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD,
        0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]

    /// The combining marks among `identifierRanges`, which cannot start an identifier.
    private static let combiningRanges: [ClosedRange<UInt32>] = [0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F]

    /// Whether `scalar` can be part of an identifier: a letter, digit or `_` in ASCII, or a
    /// scalar of `identifierRanges`.
    static func canContinueIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        }
        return identifierRanges.contains { $0.contains(scalar.value) }
    }

    /// Whether `scalar` can start an identifier: it can be part of one, and it is neither
    /// a digit nor a combining mark.
    static func canStartIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        canContinueIdentifier(scalar) && !("0"..."9").contains(scalar) && !combiningRanges.contains { $0.contains(scalar.value) }
    }

    /// Whether `scalar` is invisible (a format character, such as U+200B ZERO WIDTH SPACE
    /// or a bidirectional override). Swift accepts some in identifiers; reduxgen does not,
    /// as they make names that look alike but differ.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        !scalar.isASCII && scalar.properties.generalCategory == .format
    }

    /// Why `name` is no Swift identifier or is a keyword, or `nil` when it is neither: the
    /// check of a module's name and of the names in a type.
    static func problem(with name: String) -> String? {
        if let problem = identifierProblem(name) { return problem }
        if keywords.contains(name) { return "'\(name)' is a Swift keyword" }
        return nil
    }

    /// Why `name` cannot name what `place` says in generated code, with what to write
    /// instead; `nil` when it can.
    static func problem(with name: String, as place: NamePlace) -> String? {
        if let problem = identifierProblem(name) { return problem }
        guard let reason = place.positions.lazy.compactMap({ $0.refusal(of: name) }).first else { return nil }
        let instead = name == "_" ? "" : "; choose another name, like '\(name.prefix(1).lowercased() + name.dropFirst())Value'"
        return "'\(name)' cannot name \(place.what): \(reason)" + instead
    }

    /// Why `name` is not a Swift identifier without invisible scalars, or `nil` when it is:
    /// the check of a feature's name, which only prefixes the names of generated types
    /// (`SelfState` compiles).
    static func identifierProblem(_ name: String) -> String? {
        guard let first = name.unicodeScalars.first else { return "a name cannot be empty" }
        if ("0"..."9").contains(first) {
            return "'\(name)' is not a Swift identifier: it starts with a digit"
        }
        // One walk finds the first scalar that is out of place; an invisible one anywhere is
        // reported first, as it is the one a reader cannot see.
        if name.unicodeScalars.contains(where: { !canContinueIdentifier($0) || isInvisible($0) }) {
            if let invisible = name.unicodeScalars.first(where: isInvisible) {
                return "'\(name)' holds the invisible character \(codePoint(invisible)), which reduxgen does not accept in a name" + suggestion(for: name)
            }
            if let bad = name.unicodeScalars.first(where: { !canContinueIdentifier($0) }) {
                return "'\(name)' is not a Swift identifier: \(describe(bad)) cannot appear in a name" + suggestion(for: name)
            }
        }
        if !canStartIdentifier(first) {
            return "'\(name)' is not a Swift identifier: \(describe(first)) cannot start a name" + suggestion(for: name)
        }
        return nil
    }

    /// `; did you mean 'loadMore'?` for `load-more`: the name's usable parts, each after the
    /// first capitalized, when they make a usable name; otherwise nothing.
    private static func suggestion(for name: String) -> String {
        let parts = name.unicodeScalars.split { !canContinueIdentifier($0) || isInvisible($0) }.map { part in
            var text = ""
            text.unicodeScalars.append(contentsOf: part)
            return text
        }
        var candidate = parts.first ?? ""
        for part in parts.dropFirst() { candidate += part.uppercasingFirst }
        while let first = candidate.unicodeScalars.first, !canStartIdentifier(first), !("0"..."9").contains(first) {
            candidate.unicodeScalars.removeFirst()
        }
        guard candidate != name, problem(with: candidate) == nil else { return "" }
        return "; did you mean '\(candidate)'?"
    }

    /// How a scalar is named in messages: `'-'` for printable ASCII, `'ⸯ' (U+2E2F)` for
    /// others, `U+0001` alone for a control character.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        if scalar.properties.generalCategory == .control { return codePoint(scalar) }
        if scalar.isASCII { return "'\(scalar)'" }
        return "'\(scalar)' (\(codePoint(scalar)))"
    }

    /// `U+2E2F`: a scalar's code point.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
