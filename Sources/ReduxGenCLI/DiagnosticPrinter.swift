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

    /// `text` as a JSON string literal, as `reduxgen schema` writes strings.
    static func quoted(_ text: String) -> String {
        JSONValue.string(text).text
    }
}
