/// Parses the subset of Swift's type grammar that a state field or payload needs:
/// named types with dots and generic arguments, array and dictionary sugar, and `?`.
///
/// This is a real recursive-descent parser, not a pattern: anything outside the grammar,
/// such as `Int) {} ; func evil() {`, is rejected with the offset where it goes wrong. It
/// reads Unicode scalars, as the compiler does, so an offset is a column in the spec. While
/// it parses it writes the type's canonical spelling: `[ Message ]` becomes `[Message]`,
/// `[A:B]` becomes `[A: B]`.
struct SwiftTypeParser {
    /// Why a type does not parse, and at which scalar offset.
    struct Failure: Error, Equatable {
        var message: String
        var offset: Int
    }

    /// The deepest nesting of brackets accepted.
    static let maximumDepth = 16

    /// The outermost form of a type, which decides its implicit default.
    private enum Shape {
        case optional
        case array
        case dictionary
        /// A named type: its dotted components' names, and whether the last one has
        /// generic arguments.
        case nominal(components: [String], isGeneric: Bool)
    }

    private let scalars: String.UnicodeScalarView
    /// The current scalar's index in `scalars`, and its offset (counted in scalars).
    private var index: String.Index
    private var position = 0
    /// The scalar at `index`, `nil` at the end: read once as the parser moves on, as it is
    /// looked at several times.
    private var current: Unicode.Scalar?
    private var depth = 0
    /// The canonical spelling of everything parsed so far.
    private var spelling = ""

    private init(_ text: String) {
        scalars = text.unicodeScalars
        index = scalars.startIndex
        current = scalars.first
    }

    /// Parses `text` as exactly one type.
    static func parse(_ text: String) throws(Failure) -> SwiftType {
        var parser = SwiftTypeParser(text)
        return try parser.parseWholeText()
    }

    private mutating func parseWholeText() throws(Failure) -> SwiftType {
        skipSpaces()
        if current == nil { throw Failure(message: "a type cannot be empty", offset: 0) }
        let shape = try parseType()
        skipSpaces()
        if let scalar = current {
            throw Failure(message: "unexpected \(SwiftNames.describe(scalar)) after the type '\(spelling)'", offset: position)
        }
        var isNominal = false
        if case .nominal = shape { isNominal = true }
        return SwiftType(spelling: spelling, isNominal: isNominal, implicitDefault: Self.implicitDefault(of: shape))
    }

    /// Moves past the current scalar.
    private mutating func advance() {
        scalars.formIndex(after: &index)
        position += 1
        current = index == scalars.endIndex ? nil : scalars[index]
    }

    private mutating func skipSpaces() {
        while current == " " { advance() }
    }

    /// Writes `mark`, which is the current scalar, and moves past it.
    private mutating func take(_ mark: String) {
        spelling += mark
        advance()
    }

    private mutating func parseType() throws(Failure) -> Shape {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth {
            throw Failure(message: "the type nests deeper than \(Self.maximumDepth) levels", offset: position)
        }
        skipSpaces()
        var shape = current == "[" ? try parseCollection() : try parseNominal()
        while current == "?" {
            take("?")
            shape = .optional
        }
        return shape
    }

    private mutating func parseCollection() throws(Failure) -> Shape {
        take("[")
        _ = try parseType()
        skipSpaces()
        var shape = Shape.array
        if current == ":" {
            take(": ")
            _ = try parseType()
            skipSpaces()
            shape = .dictionary
        }
        try expect("]", closing: "[")
        return shape
    }

    private mutating func parseNominal() throws(Failure) -> Shape {
        var components: [String] = []
        var isGeneric = false
        repeat {
            if !components.isEmpty { take(".") }
            components.append(try parseIdentifier())
            isGeneric = current == "<"
            if isGeneric {
                take("<")
                var argumentCount = 0
                repeat {
                    if argumentCount > 0 { take(", ") }
                    _ = try parseType()
                    argumentCount += 1
                    skipSpaces()
                } while current == ","
                try expect(">", closing: "<")
            }
        } while current == "."
        return .nominal(components: components, isGeneric: isGeneric)
    }

    /// Reads a type name, which must be a Swift identifier and not a keyword other than
    /// `Any`, `Self`, `Type` and `Protocol`.
    private mutating func parseIdentifier() throws(Failure) -> String {
        let start = position
        let startIndex = index
        while let scalar = current, SwiftNames.canContinueIdentifier(scalar) {
            advance()
        }
        guard start < position else {
            guard let scalar = current else { throw Failure(message: "expected a type name at the end", offset: position) }
            throw Failure(message: "expected a type name, found \(SwiftNames.describe(scalar))", offset: position)
        }
        let name = String(scalars[startIndex..<index])
        if ("0"..."9").contains(scalars[startIndex]) {
            throw Failure(message: "'\(name)' is not a type name: it starts with a digit", offset: start)
        }
        if let problem = SwiftNames.problem(with: name), !SwiftNames.typeNames.contains(name) {
            let isKeyword = SwiftNames.keywords.contains(name)
            throw Failure(message: isKeyword ? "'\(name)' is a Swift keyword, not a type name" : problem, offset: start)
        }
        spelling += name
        return name
    }

    private mutating func expect(_ closer: Unicode.Scalar, closing opener: Unicode.Scalar) throws(Failure) {
        guard let scalar = current else {
            throw Failure(message: "expected '\(closer)' to close '\(opener)'", offset: position)
        }
        guard scalar == closer else {
            throw Failure(message: "expected '\(closer)' to close '\(opener)', found \(SwiftNames.describe(scalar))", offset: position)
        }
        take(String(closer))
    }

    /// `nil` for optionals, `[]` for arrays and for `Array`, `Set` and `ContiguousArray`
    /// (also as `Swift.Set`), `[:]` for dictionaries and `Dictionary`, none for anything else.
    private static func implicitDefault(of shape: Shape) -> String? {
        switch shape {
        case .optional: return "nil"
        case .array: return "[]"
        case .dictionary: return "[:]"
        case .nominal(let components, let isGeneric):
            guard isGeneric, components.count <= 2 else { return nil }
            if components.count == 2 && components[0] != "Swift" { return nil }
            switch components[components.count - 1] {
            case "Optional": return "nil"
            case "Array", "Set", "ContiguousArray": return "[]"
            case "Dictionary": return "[:]"
            default: return nil
            }
        }
    }
}
