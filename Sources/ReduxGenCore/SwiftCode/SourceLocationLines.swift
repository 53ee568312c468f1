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

    /// Removes from `text` the `#sourceLocation` statements that change no reported line.
    static func tidy(_ text: inout [UInt8]) {
        guard contains(text, statement) else { return }
        let source = text
        let lines = split(source)
        var output: [UInt8] = []
        output.reserveCapacity(source.count)
        /// The file and the spec line the compiler gives the next line, while a location is in force.
        var mapping: (file: ArraySlice<UInt8>, line: Int)?
        for (index, range) in lines.enumerated() {
            let line = source[range]
            if let location = location(line) {
                let coversNothing = nextNonBlank(after: index, lines, in: source).map { isStatement(source[lines[$0]]) } ?? true
                if coversNothing || (mapping.map { $0.file == location.file && $0.line == location.line } ?? false) { continue }
                mapping = location
            } else if line.elementsEqual(reset) {
                guard mapping != nil else { continue }
                if let next = nextNonBlank(after: index, lines, in: source), self.location(source[lines[next]]) != nil {
                    // The blank lines between keep the mapping: no error is reported in them.
                    continue
                }
                mapping = nil
            } else if mapping != nil {
                mapping?.line += 1
            }
            output.append(contentsOf: line)
            if range.upperBound < source.count { output.append(UInt8(ascii: "\n")) }
        }
        text = output
    }

    /// The file (its literal) and line of `#sourceLocation(file: "…", line: N)`.
    private static func location(_ line: ArraySlice<UInt8>) -> (file: ArraySlice<UInt8>, line: Int)? {
        guard line.starts(with: statement), line.last == UInt8(ascii: ")"), !line.elementsEqual(reset),
              let label = lastRange(of: lineLabel, in: line) else { return nil }
        let digits = line[label.upperBound..<(line.endIndex - 1)]
        guard !digits.isEmpty, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
              let number = Int(String(decoding: digits, as: UTF8.self)) else { return nil }
        return (line[line.startIndex..<label.lowerBound], number)
    }

    private static func isStatement(_ line: ArraySlice<UInt8>) -> Bool {
        line.starts(with: statement)
    }

    private static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
        line.allSatisfy { $0 == UInt8(ascii: " ") }
    }

    /// The index of the first line after `index` that is not blank.
    private static func nextNonBlank(after index: Int, _ lines: [Range<Int>], in text: [UInt8]) -> Int? {
        var next = index + 1
        while next < lines.count, isBlank(text[lines[next]]) { next += 1 }
        return next < lines.count ? next : nil
    }

    /// The ranges of `text`'s lines, without their newlines.
    private static func split(_ text: [UInt8]) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        for (index, byte) in text.enumerated() where byte == UInt8(ascii: "\n") {
            lines.append(start..<index)
            start = index + 1
        }
        if start < text.count { lines.append(start..<text.count) }
        return lines
    }

    private static func contains(_ text: [UInt8], _ part: [UInt8]) -> Bool {
        lastRange(of: part, in: text[...]) != nil
    }

    private static func lastRange(of part: [UInt8], in text: ArraySlice<UInt8>) -> Range<Int>? {
        guard text.count >= part.count else { return nil }
        var start = text.endIndex - part.count
        while start >= text.startIndex {
            if text[start..<(start + part.count)].elementsEqual(part) { return start..<(start + part.count) }
            start -= 1
        }
        return nil
    }
}
