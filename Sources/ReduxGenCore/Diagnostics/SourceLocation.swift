/// A position in a spec file, as the compiler reports it: 1-based line and column.
package struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The spec's path as the user named it on the command line.
    package var path: String
    /// The 1-based line.
    package var line: Int
    /// The 1-based column.
    package var column: Int

    /// Creates a location.
    package init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line:column`, the prefix of a compiler diagnostic.
    package var description: String { "\(path):\(line):\(column)" }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}
