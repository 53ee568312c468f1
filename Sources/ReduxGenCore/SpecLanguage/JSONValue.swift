/// A JSON value whose objects keep their keys in the order written, so that a document
/// made from it prints the same bytes every time (`reduxgen schema`).
package indirect enum JSONValue: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number, printed without a fraction.
    case integer(Int)
    /// A number.
    case number(Double)
    /// A string, escaped as JSON requires when printed.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object: its members in the order they are printed.
    case object([(String, JSONValue)])

    /// Whether both are the same JSON, objects compared member by member in order.
    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.integer(let a), .integer(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)): return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// The value as JSON text, indented by two spaces per level, without a final line break.
    package var text: String {
        var output = ""
        write(to: &output, indent: 0)
        return output
    }

    private func write(to output: inout String, indent: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .integer(let value): output += String(value)
        case .number(let value): output += value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let elements):
            writeContainer(elements.map { (nil as String?, $0) }, open: "[", close: "]", to: &output, indent: indent)
        case .object(let members):
            writeContainer(members.map { (Optional($0.0), $0.1) }, open: "{", close: "}", to: &output, indent: indent)
        }
    }

    private func writeContainer(_ entries: [(String?, JSONValue)], open: String, close: String, to output: inout String, indent: Int) {
        guard !entries.isEmpty else {
            output += open + close
            return
        }
        let inner = String(repeating: " ", count: indent + 2)
        output += open + "\n"
        for (index, (key, value)) in entries.enumerated() {
            output += inner
            if let key {
                Self.writeString(key, to: &output)
                output += ": "
            }
            value.write(to: &output, indent: indent + 2)
            output += index == entries.count - 1 ? "\n" : ",\n"
        }
        output += String(repeating: " ", count: indent) + close
    }

    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped.
    private static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
