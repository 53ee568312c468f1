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

extension SpecPlacedCode {
    /// Writes `value`'s type as the spec writes it: at its place (`source`) when it has an
    /// alias (a type that can be missing) and the code reaches its place, not below `limit`'s
    /// line when one is given; else beside the code. A type beside the code that is missing
    /// is reported at its own line by its alias, which the declarations outside the code name.
    mutating func writeType(of value: PayloadValue, _ source: TypeSource?, notBelow limit: SourcePosition? = nil) {
        if value.alias != nil, let source, canPlace(at: source.position), limit.map({ source.position.line <= $0.line }) ?? true {
            write(source.text, at: source.position)
        } else {
            write(" " + value.type)
        }
    }

    /// Writes a parameter list's inside, `id:` and its type, and so on: each type as
    /// `writeType(of:_:notBelow:)` writes it.
    mutating func writeParameters(_ values: [(PayloadValue, TypeSource?)], notBelow limit: SourcePosition? = nil) {
        for (index, (value, source)) in values.enumerated() {
            if index > 0 { write(", ") }
            switch value.label {
            case nil: write("_ " + value.binding + ":")
            case let label? where label == value.binding: write(label + ":")
            case let label?: write(label + " " + value.binding + ":")
            }
            writeType(of: value, source, notBelow: limit)
        }
    }
}

extension Payload {
    /// Where the spec writes each value's type, in the values' order.
    var typeSources: [TypeSource?] {
        switch self {
        case .none: []
        case .unlabelled(_, let source): [source]
        case .labelled(let values): values.map(\.typeSource)
        }
    }
}
