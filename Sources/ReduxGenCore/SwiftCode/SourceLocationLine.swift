/// `#sourceLocation(file: "Specs/TeamChat.yaml", line: 12)`: the line control statement
/// that makes the compiler report an error in the next line at the spec's line, so that a
/// mistyped type or default in a spec is reported where the user wrote it.
struct SourceLocationLine: Sendable {
    /// `#sourceLocation(file: "Specs/TeamChat.yaml", line: `: every statement's start.
    private let start: String

    /// The statements for the spec at `path`.
    init(specPath path: String) {
        start = "#sourceLocation(file: " + Self.literal(path) + ", line: "
    }

    /// The statement for `line` of the spec.
    func callAsFunction(_ line: Int) -> String {
        start + String(line) + ")"
    }

    /// The statement above a declaration from spec line `line`: the location when the
    /// declaration `holdsSpecText` (a type or expression the spec writes, or a conformance the
    /// compiler derives from one), else a reset, which leaves the declaration at its own
    /// line of the generated file: a case without a payload, a type that is only `Sendable`
    /// (whose members report what they cannot hold) hold nothing a compiler error can be
    /// about in the spec. `SourceLocationLines.tidy` drops the resets that change nothing.
    func callAsFunction(_ line: Int, holdsSpecText: Bool) -> String {
        holdsSpecText ? callAsFunction(line) : Self.end
    }

    /// A type alias's declaration, `typealias LoadFailure =`, is written after
    /// `aliasLocation(…)` and before `aliasedType(…)`: the type then stands alone on the
    /// spec's line of `position`, from its column, where the compiler reports a missing type,
    /// once, and nothing where the alias is used. A type on the spec's first line, or without
    /// a known column, stands beside the alias's name on `line`.
    func aliasLocation(typeAt position: SourcePosition?, line: Int) -> String {
        guard let position, position.line > 1 else { return callAsFunction(line) }
        return callAsFunction(Int(position.line) - 1)
    }

    /// The aliased type after `=`: on the next line from `position`'s column, or beside it.
    static func aliasedType(_ type: String, at position: SourcePosition?) -> String {
        guard let position, position.line > 1 else { return " " + type }
        return "\n" + String(repeating: " ", count: Int(position.column) - 1) + type
    }

    /// The statement that ends the mapping to the spec.
    static let end = "#sourceLocation()"

    /// `path` as a Swift string literal: quotes and backslashes escaped, control
    /// characters written as `\u{…}`.
    static func literal(_ path: String) -> String {
        // Most text needs no escape: copied whole rather than scalar by scalar.
        if !path.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 || $0 == 0x7F }) {
            return "\"" + path + "\""
        }
        var literal = "\""
        for scalar in path.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                literal += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}
