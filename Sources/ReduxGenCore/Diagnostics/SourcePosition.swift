/// A 1-based line and column in a spec, without the spec's path.
///
/// Every YAML node and key carries one. The path is added, making a `SourceLocation`, when a
/// diagnostic is reported, by whoever knows the spec.
package struct SourcePosition: Hashable, Sendable {
    /// The 1-based line.
    package var line: UInt32
    /// The 1-based column.
    package var column: UInt32

    /// Creates a position from a 1-based line and column.
    package init(line: UInt32, column: UInt32) {
        self.line = line
        self.column = column
    }

    /// The position of a 0-based line and column, such as LibYAML's marks count.
    ///
    /// A spec's lines and columns fit in 32 bits unless it is over 4 GiB; beyond that they
    /// saturate rather than trap.
    init(zeroBasedLine line: Int, column: Int) {
        self.init(line: UInt32(clamping: line + 1), column: UInt32(clamping: column + 1))
    }

    /// The position `count` columns further along the same line.
    func advanced(byColumns count: Int) -> SourcePosition {
        SourcePosition(line: line, column: UInt32(clamping: Int(column) + count))
    }
}

extension SourceLocation {
    /// The location of `position` in the spec at `path`.
    package init(path: String, _ position: SourcePosition) {
        self.init(path: path, line: Int(position.line), column: Int(position.column))
    }
}
