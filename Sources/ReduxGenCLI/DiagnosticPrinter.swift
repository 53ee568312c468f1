import ReduxGenCore

/// How diagnostics are printed.
enum DiagnosticFormat: String, CaseIterable {
    /// `path:line:column: error: message`, the compiler's format.
    case text
    /// One JSON object per diagnostic and line, for tools.
    case json
}

/// Prints diagnostics to standard error in the chosen format.
struct DiagnosticPrinter {
    var format: DiagnosticFormat

    func print(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            switch format {
            case .text: Console.error(diagnostic.description)
            case .json: Console.error(Self.json(diagnostic))
            }
        }
    }

    /// `{"severity":"error","message":"…","path":"…","line":3,"column":5,"notes":[…]}`.
    static func json(_ diagnostic: Diagnostic) -> String {
        var fields = [
            "\"severity\":\(quoted(diagnostic.severity.rawValue))",
            "\"message\":\(quoted(diagnostic.message))",
        ]
        if let location = diagnostic.location {
            fields.append("\"path\":\(quoted(location.path))")
            fields.append("\"line\":\(location.line)")
            fields.append("\"column\":\(location.column)")
        }
        if !diagnostic.notes.isEmpty {
            fields.append("\"notes\":[" + diagnostic.notes.map(json).joined(separator: ",") + "]")
        }
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
