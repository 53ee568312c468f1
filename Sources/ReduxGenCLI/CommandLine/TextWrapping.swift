/// Breaks text into lines for a terminal, the way `--help` has always been laid out.
enum TextWrapping {
    /// `text` with its lines broken at spaces so that each is shorter than `width` columns
    /// once indented by `indent` spaces; every non-empty line is indented. Line breaks in
    /// `text` are kept; a word longer than a line stays whole.
    static func wrap(_ text: String, width: Int, indent: Int = 0) -> String {
        let room = max(width - indent, 1)
        var lines: [Substring] = []
        var rest = text[...]
        while true {
            let window = rest.prefix(room)
            if let lineBreak = window.lastIndex(of: "\n") {
                // The lines before the window's last break fit as they are.
                lines += rest[..<lineBreak].split(separator: "\n", omittingEmptySubsequences: false)
                rest = rest[rest.index(after: lineBreak)...]
            } else if window.endIndex == rest.endIndex && window.count < room {
                lines.append(rest)
                break
            } else if let space = window.lastIndex(of: " ") ?? rest.firstIndex(of: " ") {
                lines.append(rest[..<space])
                rest = rest[rest.index(after: space)...]
            } else {
                lines.append(rest)
                break
            }
        }
        let margin = String(repeating: " ", count: indent)
        return lines.map { $0.isEmpty ? "" : margin + $0 }.joined(separator: "\n")
    }
}
