/// One problem found in a spec or a template, reported in the compiler's format
/// so that Xcode, SwiftPM and editors show it at the spot.
package struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    package enum Severity: String, Hashable, Sendable {
        case error
        case warning
        case note
    }

    /// How serious it is.
    package var severity: Severity
    /// What is wrong, in one sentence without a trailing period.
    package var message: String
    /// Where it is; `nil` only for problems that belong to no file.
    package var location: SourceLocation?
    /// Follow-up notes, such as where a clashing name was first declared.
    package var notes: [Diagnostic]

    /// Creates a diagnostic.
    package init(_ severity: Severity, _ message: String, at location: SourceLocation?, notes: [Diagnostic] = []) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// An error at `location`.
    package static func error(_ message: String, at location: SourceLocation?, notes: [Diagnostic] = []) -> Diagnostic {
        Diagnostic(.error, message, at: location, notes: notes)
    }

    /// A warning at `location`.
    package static func warning(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.warning, message, at: location)
    }

    /// A note at `location`.
    package static func note(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.note, message, at: location)
    }

    /// `path:line:column: error: message`, followed by one line per note.
    package var description: String {
        var lines = [Self.line(severity, message, location)]
        for note in notes {
            lines.append(Self.line(note.severity, note.message, note.location))
        }
        return lines.joined(separator: "\n")
    }

    private static func line(_ severity: Severity, _ message: String, _ location: SourceLocation?) -> String {
        if let location {
            return printable("\(location): \(severity.rawValue): \(message)")
        }
        return printable("reduxgen: \(severity.rawValue): \(message)")
    }

    /// `text` with control characters and bidirectional overrides written as escapes
    /// (`\u{1B}`), so that a name from a spec (or a path) cannot move the cursor, colour a terminal or
    /// reorder what it shows.
    static func printable(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    package var containsErrors: Bool { contains { $0.severity == .error } }
}
