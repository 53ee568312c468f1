/// `#sourceLocation(file: "Specs/TeamChat.yaml", line: 12)`: the line control statement
/// that makes the compiler report an error in the next line at the spec's line, so that a
/// mistyped type or default in a spec is reported where the user wrote it.
struct SourceLocationLine: Sendable {
    /// The spec's path as a Swift string literal.
    let fileLiteral: String

    /// The statements for the spec at `path`.
    init(specPath path: String) {
        fileLiteral = Self.literal(path)
    }

    /// The statement for `line` of the spec.
    func callAsFunction(_ line: Int) -> String {
        "#sourceLocation(file: \(fileLiteral), line: \(line))"
    }

    /// The statement that ends the mapping to the spec.
    static let end = "#sourceLocation()"

    /// `path` as a Swift string literal: quotes and backslashes escaped, control
    /// characters written as `\u{…}`.
    static func literal(_ path: String) -> String {
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
