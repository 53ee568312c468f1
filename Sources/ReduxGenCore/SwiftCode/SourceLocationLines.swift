/// The one rule for the `#sourceLocation` lines of a generated file: a line control
/// statement stays only where it changes the line the compiler reports an error at.
///
/// ```swift
/// var text = Array("#sourceLocation(file: \"Specs/A.yaml\", line: 3)\n    case a(A)\n#sourceLocation(file: \"Specs/A.yaml\", line: 4)\n    case b(B)\n#sourceLocation()\n".utf8)
/// SourceLocationLines.tidy(&text)   // the second location goes: the compiler counts line 4 itself
/// ```
///
/// The templates write a location before each line that holds a spec's type or expression
/// (or asks something of one), and a reset after each run of them; what the compiler makes
/// of them is kept, and of the statements only those it needs:
/// - a location whose lines up to the next statement are blank maps nothing;
/// - a location that names the file and line the compiler counts to there anyway (the next
///   spec line after the line before it) changes nothing;
/// - a reset where no location is in force, or one that only blank lines separate from the
///   next location (which replaces it), changes nothing that can hold an error.
enum SourceLocationLines {
    private static let statement = Array("#sourceLocation(".utf8)
    private static let reset = Array("#sourceLocation()".utf8)
    private static let lineLabel = Array(", line: ".utf8)
    private static let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " ")

    /// Removes from `text` the `#sourceLocation` statements that change no reported line.
    ///
    /// One pass over the lines, which moves each kept line down over the dropped ones in
    /// place: a generated file is read once and never copied whole.
    static func tidy(_ text: inout [UInt8]) {
        let kept = text.withUnsafeMutableBufferPointer { tidy($0) }
        if kept < text.count { text.removeLast(text.count - kept) }
    }

    /// Tidies `buffer` in place and returns how many of its bytes are kept, at its start.
    private static func tidy(_ buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        let count = buffer.count
        /// The file literal and the spec line the compiler gives the next line, while a
        /// location is in force.
        var mapping: (file: [UInt8], line: Int)?
        var read = 0, write = 0
        while read < count {
            let end = lineEnd(from: read, in: buffer)
            let next = end < count ? end + 1 : count
            var keeps = true
            if buffer[read] == statement[0], starts(buffer, at: read, end: end, with: statement) {
                if let location = location(buffer, read, end) {
                    let following = nonBlankLine(from: next, in: buffer)
                    let coversNothing = following.map { starts(buffer, at: $0, end: lineEnd(from: $0, in: buffer), with: statement) } ?? true
                    if coversNothing || (mapping.map { $0.line == location.line && $0.file == location.file } ?? false) {
                        keeps = false
                    } else {
                        mapping = location
                    }
                } else if end - read == reset.count, starts(buffer, at: read, end: end, with: reset) {
                    if mapping == nil {
                        keeps = false
                    } else if let following = nonBlankLine(from: next, in: buffer), location(buffer, following, lineEnd(from: following, in: buffer)) != nil {
                        // The blank lines between keep the mapping: no error is reported in them.
                        keeps = false
                    } else {
                        mapping = nil
                    }
                } else if mapping != nil {
                    mapping!.line += 1
                }
            } else if mapping != nil {
                mapping!.line += 1
            }
            if keeps {
                if write != read { (buffer.baseAddress! + write).update(from: buffer.baseAddress! + read, count: next - read) }
                write += next - read
            }
            read = next
        }
        return write
    }

    /// The index of the line break that ends the line starting at `start`, or the count.
    private static func lineEnd(from start: Int, in buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var index = start
        while index < buffer.count, buffer[index] != newline { index += 1 }
        return index
    }

    /// Where the first line from `start` on that is not blank (spaces only) starts.
    private static func nonBlankLine(from start: Int, in buffer: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        var lineStart = start
        while lineStart < buffer.count {
            var index = lineStart
            while index < buffer.count, buffer[index] == space { index += 1 }
            if index < buffer.count, buffer[index] != newline { return lineStart }
            lineStart = index + 1
        }
        return nil
    }

    /// Whether the line `start..<end` starts with `prefix`.
    private static func starts(_ buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int, end: Int, with prefix: [UInt8]) -> Bool {
        guard end - start >= prefix.count else { return false }
        for offset in prefix.indices where buffer[start + offset] != prefix[offset] { return false }
        return true
    }

    /// The file (its literal) and line of the line `start..<end` when it is
    /// `#sourceLocation(file: "…", line: N)`.
    private static func location(_ buffer: UnsafeMutableBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (file: [UInt8], line: Int)? {
        guard end - start > reset.count, starts(buffer, at: start, end: end, with: statement), buffer[end - 1] == UInt8(ascii: ")") else { return nil }
        // The line's number: the digits between the last ", line: " and the closing parenthesis.
        var digitsStart = end - 1
        while digitsStart > start, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(buffer[digitsStart - 1]) { digitsStart -= 1 }
        let labelStart = digitsStart - lineLabel.count
        guard digitsStart < end - 1, labelStart >= start + statement.count, starts(buffer, at: labelStart, end: end, with: lineLabel) else { return nil }
        var number = 0
        for index in digitsStart..<(end - 1) { number = number * 10 + Int(buffer[index] - UInt8(ascii: "0")) }
        return (Array(buffer[start..<labelStart]), number)
    }
}
