/// The recursive-descent grammar of `SwiftTypeParser`, over either kind of `TypeText`.
///
/// It writes the canonical spelling while it parses (see `SpellingWriter`), so a type is
/// never walked twice.
///
/// `Text` is constrained in the extension below rather than here: a protocol requirement
/// on a generic type's parameter costs a scan of every protocol conformance record in the
/// binary when the runtime first needs the type's metadata, in every process.
struct TypeGrammar<Text> {
    typealias Failure = SwiftTypeParser.Failure

    /// The outermost form of a type, which decides its implicit default.
    fileprivate enum Shape {
        case optional
        case array
        case dictionary
        /// A named type: its dotted components, the names of the first two, and whether
        /// the last one has generic arguments.
        case nominal(componentCount: Int, first: Range<Int>, second: Range<Int>, isGeneric: Bool)
    }

    fileprivate let text: Text
    fileprivate var position = 0
    fileprivate var depth = 0
    /// The canonical spelling of everything parsed so far.
    fileprivate var spelling = SpellingWriter()

    init(_ text: Text) {
        self.text = text
    }
}

extension TypeGrammar where Text: TypeText {

    /// Parses the whole text as exactly one type.
    mutating func parseWholeText() throws(Failure) -> SwiftType {
        skipSpaces()
        if atEnd { throw Failure(message: "a type cannot be empty", offset: 0) }
        let shape = try parseType()
        skipSpaces()
        if !atEnd {
            let type = spelling.spelling(of: text)
            throw Failure(message: "unexpected '\(text.character(at: position))' after the type '\(type)'", offset: position)
        }
        var isNominal = false
        if case .nominal = shape { isNominal = true }
        return SwiftType(spelling: spelling.spelling(of: text), isNominal: isNominal, implicitDefault: implicitDefault(of: shape))
    }

    private var atEnd: Bool { position >= text.count }

    /// Whether the current Character is the ASCII character `ascii`.
    private func at(_ ascii: Unicode.Scalar) -> Bool {
        position < text.count && text.character(at: position, is: UInt8(ascii: ascii))
    }

    private mutating func skipSpaces() {
        while at(" ") { position += 1 }
    }

    private mutating func parseType() throws(Failure) -> Shape {
        depth += 1
        defer { depth -= 1 }
        if depth > SwiftTypeParser.maximumDepth {
            throw Failure(message: "the type nests deeper than \(SwiftTypeParser.maximumDepth) levels", offset: position)
        }
        skipSpaces()
        var shape = at("[") ? try parseCollection() : try parseNominal()
        while at("?") {
            spelling.write("?", at: position, of: text)
            position += 1
            shape = .optional
        }
        return shape
    }

    private mutating func parseCollection() throws(Failure) -> Shape {
        spelling.write("[", at: position, of: text)
        position += 1
        _ = try parseType()
        skipSpaces()
        var shape = Shape.array
        if at(":") {
            spelling.write(":", spaced: true, at: position, of: text)
            position += 1
            _ = try parseType()
            skipSpaces()
            shape = .dictionary
        }
        try expect("]", closing: "[")
        return shape
    }

    private mutating func parseNominal() throws(Failure) -> Shape {
        var componentCount = 0
        var first = 0..<0
        var second = 0..<0
        var isGeneric = false
        repeat {
            if componentCount > 0 {
                spelling.write(".", at: position, of: text)
                position += 1
            }
            let name = try parseIdentifier()
            isGeneric = at("<")
            if isGeneric {
                spelling.write("<", at: position, of: text)
                position += 1
                var argumentCount = 0
                repeat {
                    if argumentCount > 0 {
                        spelling.write(",", spaced: true, at: position, of: text)
                        position += 1
                    }
                    _ = try parseType()
                    argumentCount += 1
                    skipSpaces()
                } while at(",")
                try expect(">", closing: "<")
            }
            if componentCount == 0 { first = name } else if componentCount == 1 { second = name }
            componentCount += 1
        } while at(".")
        return .nominal(componentCount: componentCount, first: first, second: second, isGeneric: isGeneric)
    }

    /// Reads a type name and returns where it is written.
    private mutating func parseIdentifier() throws(Failure) -> Range<Int> {
        let start = position
        while position < text.count, text.isIdentifierCharacter(at: position) {
            position += 1
        }
        guard start < position else {
            if atEnd { throw Failure(message: "expected a type name at the end", offset: position) }
            throw Failure(message: "expected a type name, found '\(text.character(at: position))'", offset: position)
        }
        let name = start..<position
        if text.isNumber(at: start) {
            throw Failure(message: "'\(text.string(name))' is not a type name: it starts with a digit", offset: start)
        }
        if text.isKeywordThatCannotNameAType(name) {
            throw Failure(message: "'\(text.string(name))' is a Swift keyword, not a type name", offset: start)
        }
        spelling.writeName(name, of: text)
        return name
    }

    private mutating func expect(_ closer: Unicode.Scalar, closing opener: Unicode.Scalar) throws(Failure) {
        if at(closer) {
            spelling.write(closer, at: position, of: text)
            position += 1
            return
        }
        if atEnd { throw Failure(message: "expected '\(closer)' to close '\(opener)'", offset: position) }
        throw Failure(message: "expected '\(closer)' to close '\(opener)', found '\(text.character(at: position))'", offset: position)
    }

    /// `nil` for optionals, `[]` for arrays and for `Array`, `Set` and `ContiguousArray`
    /// (also as `Swift.Set`), `[:]` for dictionaries and `Dictionary`, none for anything else.
    private func implicitDefault(of shape: Shape) -> String? {
        switch shape {
        case .optional: return "nil"
        case .array: return "[]"
        case .dictionary: return "[:]"
        case .nominal(let componentCount, let first, let second, let isGeneric):
            guard componentCount <= 2, isGeneric else { return nil }
            let name = componentCount == 2 && text.spells(first, "Swift") ? second : first
            if text.spells(name, "Optional") { return "nil" }
            if text.spells(name, "Array") || text.spells(name, "Set") || text.spells(name, "ContiguousArray") { return "[]" }
            if text.spells(name, "Dictionary") { return "[:]" }
            return nil
        }
    }
}
