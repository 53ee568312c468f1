/// A Swift type as reduxgen understands it: enough structure to know its default value
/// and to write it back in one canonical spelling.
indirect enum SwiftType: Hashable, Sendable {
    /// `Message.ID`, `Set<Int>`: dotted components, each with optional generic arguments.
    case nominal([NominalComponent])
    /// `[Element]`
    case array(SwiftType)
    /// `[Key: Value]`
    case dictionary(SwiftType, SwiftType)
    /// `Wrapped?`
    case optional(SwiftType)

    /// One dotted component of a nominal type.
    struct NominalComponent: Hashable, Sendable {
        var name: String
        var arguments: [SwiftType]
    }

    /// The type written in canonical form: `[ Message ]` becomes `[Message]`.
    var spelling: String {
        switch self {
        case .nominal(let components):
            return components.map { component in
                component.arguments.isEmpty
                    ? component.name
                    : component.name + "<" + component.arguments.map(\.spelling).joined(separator: ", ") + ">"
            }.joined(separator: ".")
        case .array(let element): return "[\(element.spelling)]"
        case .dictionary(let key, let value): return "[\(key.spelling): \(value.spelling)]"
        case .optional(let wrapped): return wrapped.spelling + "?"
        }
    }

    /// The default an omitted `default:` gets: `nil` for optionals, `[]` for arrays and
    /// sets, `[:]` for dictionaries, none for anything else.
    var implicitDefault: String? {
        switch self {
        case .optional: return "nil"
        case .array: return "[]"
        case .dictionary: return "[:]"
        case .nominal(let components):
            let name = components.count == 2 && components[0].name == "Swift" ? components[1].name : components.first?.name
            guard components.count <= 2, components.last?.arguments.isEmpty == false else { return nil }
            switch name {
            case "Optional": return "nil"
            case "Array", "Set", "ContiguousArray": return "[]"
            case "Dictionary": return "[:]"
            default: return nil
            }
        }
    }
}

/// Parses the subset of Swift's type grammar that a state field or payload needs:
/// named types with dots and generic arguments, array and dictionary sugar, and `?`.
///
/// This is a real recursive-descent parser, not a pattern: anything outside the grammar,
/// such as `Int) {} ; func evil() {`, is rejected with the column where it goes wrong.
struct SwiftTypeParser {
    /// Why a type does not parse, and at which character offset.
    struct Failure: Error, Equatable {
        var message: String
        var offset: Int
    }

    private let characters: [Character]
    private var position = 0
    private var depth = 0

    /// The deepest nesting of brackets accepted.
    private static let maximumDepth = 16

    private init(_ text: String) {
        characters = Array(text)
    }

    /// Parses `text` as exactly one type.
    static func parse(_ text: String) -> Result<SwiftType, Failure> {
        var parser = SwiftTypeParser(text)
        do {
            parser.skipSpaces()
            if parser.atEnd { throw Failure(message: "a type cannot be empty", offset: 0) }
            let type = try parser.parseType()
            parser.skipSpaces()
            if !parser.atEnd {
                throw Failure(message: "unexpected '\(parser.characters[parser.position])' after the type '\(type.spelling)'", offset: parser.position)
            }
            return .success(type)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(message: "\(error)", offset: 0))
        }
    }

    private var atEnd: Bool { position >= characters.count }
    private var current: Character? { atEnd ? nil : characters[position] }

    private mutating func skipSpaces() {
        while let character = current, character == " " { position += 1 }
    }

    private mutating func parseType() throws -> SwiftType {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth {
            throw Failure(message: "the type nests deeper than \(Self.maximumDepth) levels", offset: position)
        }
        skipSpaces()
        var type: SwiftType
        if current == "[" {
            type = try parseCollection()
        } else {
            type = try parseNominal()
        }
        while current == "?" {
            position += 1
            type = .optional(type)
        }
        return type
    }

    private mutating func parseCollection() throws -> SwiftType {
        position += 1  // [
        let first = try parseType()
        skipSpaces()
        var result = SwiftType.array(first)
        if current == ":" {
            position += 1
            let value = try parseType()
            skipSpaces()
            result = .dictionary(first, value)
        }
        try expect("]", closing: "[")
        return result
    }

    private mutating func parseNominal() throws -> SwiftType {
        var components: [SwiftType.NominalComponent] = []
        repeat {
            if !components.isEmpty { position += 1 }  // .
            let name = try parseIdentifier()
            var arguments: [SwiftType] = []
            if current == "<" {
                position += 1
                repeat {
                    if !arguments.isEmpty { position += 1 }  // ,
                    arguments.append(try parseType())
                    skipSpaces()
                } while current == ","
                try expect(">", closing: "<")
            }
            components.append(.init(name: name, arguments: arguments))
        } while current == "."
        return .nominal(components)
    }

    private mutating func parseIdentifier() throws -> String {
        let start = position
        while let character = current, Self.isIdentifierCharacter(character) {
            position += 1
        }
        let name = String(characters[start..<position])
        guard let first = name.first else {
            if let character = current {
                throw Failure(message: "expected a type name, found '\(character)'", offset: position)
            }
            throw Failure(message: "expected a type name at the end", offset: position)
        }
        if first.isNumber {
            throw Failure(message: "'\(name)' is not a type name: it starts with a digit", offset: start)
        }
        if SwiftNames.reserved.contains(name) && name != "Any" && name != "Self" && name != "Type" && name != "Protocol" {
            throw Failure(message: "'\(name)' is a Swift keyword, not a type name", offset: start)
        }
        return name
    }

    /// A letter, digit or `_`, with a fast path for ASCII.
    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        if let ascii = character.asciiValue {
            let lower = ascii | 0x20
            return ascii == UInt8(ascii: "_") || (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z"))
                || (ascii >= UInt8(ascii: "0") && ascii <= UInt8(ascii: "9"))
        }
        return character.isLetter || character.isNumber
    }

    private mutating func expect(_ closer: Character, closing opener: Character) throws {
        if current == closer {
            position += 1
            return
        }
        if let character = current {
            throw Failure(message: "expected '\(closer)' to close '\(opener)', found '\(character)'", offset: position)
        }
        throw Failure(message: "expected '\(closer)' to close '\(opener)'", offset: position)
    }
}
