/// `#sourceLocation(file: "Specs/TeamChat.yaml", line: 12)`: the line control statement
/// that makes the compiler report an error in the next line at the spec's line, so that a
/// mistyped type or default in a spec is reported where the user wrote it.
enum SourceLocationLine {
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

    /// Writes the statement for `line` of the file whose literal is `fileLiteral`.
    static func write(fileLiteral: String, line: Int, into output: inout OutputBuffer) {
        output.append("#sourceLocation(file: ")
        output.append(fileLiteral)
        output.append(", line: ")
        output.append(String(line))
        output.append(")")
    }
}
