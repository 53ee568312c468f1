/// One problem found in a spec or a template, reported in the compiler's format
/// so that Xcode, SwiftPM and editors show it at the spot.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable {
        case error
        case warning
        case note
    }

    /// How serious it is.
    public var severity: Severity
    /// What is wrong, in one sentence without a trailing period.
    public var message: String
    /// Where it is; `nil` only for problems that belong to no file.
    public var location: SourceLocation?
    /// Follow-up notes, such as where a clashing name was first declared.
    public var notes: [Diagnostic]

    /// Creates a diagnostic.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation?, notes: [Diagnostic] = []) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// An error at `location`.
    public static func error(_ message: String, at location: SourceLocation?, notes: [Diagnostic] = []) -> Diagnostic {
        Diagnostic(.error, message, at: location, notes: notes)
    }

    /// A warning at `location`.
    public static func warning(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.warning, message, at: location)
    }

    /// A note at `location`.
    public static func note(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.note, message, at: location)
    }

    /// `path:line:column: error: message`, followed by one line per note.
    public var description: String {
        var lines = [Self.line(severity, message, location)]
        for note in notes {
            lines.append(Self.line(note.severity, note.message, note.location))
        }
        return lines.joined(separator: "\n")
    }

    private static func line(_ severity: Severity, _ message: String, _ location: SourceLocation?) -> String {
        if let location {
            return "\(location): \(severity.rawValue): \(message)"
        }
        return "reduxgen: \(severity.rawValue): \(message)"
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }
}
