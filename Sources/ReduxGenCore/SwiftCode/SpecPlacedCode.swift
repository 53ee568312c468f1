/// One generated declaration in which types the spec writes stand at the spec's line and
/// column, where the compiler reports an error in them, under one `#sourceLocation` line:
/// a type further down the spec goes down by blank lines (which Swift allows between the
/// parts of a declaration), one on the same line further right by spaces. A line control
/// statement cannot stand inside a declaration, so a type the code has passed (above, or to
/// the left on the same line) cannot be placed: `canPlace` tells.
///
/// ```swift
/// var code = SpecPlacedCode(location, line: 32, indent: "    ")
/// code.write("func loadMails(conversation:")
/// code.write("Conversation.ID", at: SourcePosition(line: 33, column: 27))
/// code.text   // #sourceLocation(…, line: 32)\n    func loadMails(conversation:\n                          Conversation.ID
/// ```
struct SpecPlacedCode {
    /// The code so far, from its location line.
    private(set) var text: String
    /// The spec line the code's last line is reported at.
    private var line: Int
    /// The 1-based column of the next character on the last line.
    private var column: Int

    /// Code that starts on spec line `line`, after `indent`.
    init(_ location: SourceLocationLine, line: Int, indent: String) {
        self.line = line
        text = location(line) + "\n" + indent
        column = indent.utf8.count + 1
    }

    /// Whether a type can stand at `position`: below the code's last line, or on it further
    /// right than the code (with a space between).
    func canPlace(at position: SourcePosition) -> Bool {
        Int(position.line) > line || (Int(position.line) == line && Int(position.column) > column)
    }

    /// Whether the code's last line is `position`'s line.
    func isOnLine(of position: SourcePosition) -> Bool { Int(position.line) == line }

    /// Appends generated code, on the current line.
    mutating func write(_ code: String) {
        text += code
        column += code.utf8.count
    }

    /// Appends `type` at `position`, which `canPlace(at:)`.
    mutating func write(_ type: String, at position: SourcePosition) {
        let target = Int(position.line)
        if target > line {
            text += String(repeating: "\n", count: target - line)
            line = target
            column = 1
        }
        write(String(repeating: " ", count: max(Int(position.column) - column, 0)))
        write(type)
    }
}
