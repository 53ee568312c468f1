/// One piece of a template: literal text, or a `{{…}}` tag with where it is written.
struct TemplateToken: Sendable {
    /// What a tag does, from its sigil.
    enum TagKind: Sendable, Equatable {
        /// `{{name}}`, `{{{name}}}` or `{{&name}}`: a value, written as is (templates are text).
        case value
        /// `{{#name}}`
        case section
        /// `{{^name}}`
        case invertedSection
        /// `{{/name}}`
        case close
        /// `{{! … }}`
        case comment
        /// `{{% … }}`
        case pragma
        /// `{{>`, `{{<`, `{{$`, `{{=`: Mustache features reduxgen does not support.
        case unsupported(Character)

        /// Whether a line holding only this tag is removed from the output.
        var canStandAlone: Bool {
            switch self {
            case .section, .invertedSection, .close, .comment, .pragma: return true
            case .value, .unsupported: return false
            }
        }
    }

    enum Content: Sendable {
        /// Literal text: a range of the template's UTF-8 bytes.
        case text(Range<Int>)
        case tag(TagKind, name: String)
    }

    var content: Content
    /// Where the token starts in the template.
    var line: Int
    var column: Int
}

/// Splits a template into text and tags, applying Mustache's standalone-line rule: a line
/// holding only a section, inverted section, close, comment or pragma tag (and blanks) is
/// removed from the output entirely, so that templates can put their tags on lines of
/// their own.
struct TemplateTokenizer {
    /// A tag that is never closed, at its line and column.
    struct UnclosedTag: Error {
        var line: Int
        var column: Int
        var closer: String
    }

    /// The tokens of `source`, or the first tag that is never closed. (Typed throws rather
    /// than `Result`: instantiating `Result` at run time costs a protocol conformance
    /// lookup at every start.) Text tokens are ranges of `source.utf8`.
    static func tokenize(_ source: String) throws(UnclosedTag) -> [TemplateToken] {
        var source = source
        let (tokens, unclosed) = source.withUTF8 { tokenize($0, positions: true) }
        if let unclosed { throw unclosed }
        return tokens
    }

    /// The tokens of the UTF-8 bytes of a template, and the first tag that is never closed
    /// (with the tokens before it) if there is one. Text tokens are ranges of `bytes`.
    /// Without `positions`, for compiling a template that has been checked, every token's
    /// and the unclosed tag's line and column are 0 and the lines are not counted.
    static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>, positions: Bool) -> ([TemplateToken], UnclosedTag?) {
        let count = bytes.count
        guard let base = bytes.baseAddress, count > 0 else { return ([], nil) }
        let openBrace = UInt8(ascii: "{"), newline = UInt8(ascii: "\n")
        let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), carriageReturn = UInt8(ascii: "\r")
        var tokens: [TemplateToken] = []
        tokens.reserveCapacity(count / 24 + 4)
        // The pending text is `textStart..<index`; `textStart` is -1 when there is none.
        var textStart = -1
        var textLine = 1, textColumn = 1
        // The line at `index`, and where that line starts.
        var line = positions ? 1 : 0, lineStart = 0
        var index = 0
        // Whether what was emitted so far ends at the start of a line.
        var emittedEndsLine = true

        /// The column of `position`, on the current line: one more than the characters
        /// (UTF-8 lead bytes) before it.
        func column(of position: Int) -> Int {
            positions ? Self.column(base, from: lineStart, to: position) : 0
        }
        /// Emits the pending text up to `end` (dropping any after it) as a token.
        func flush(upTo end: Int) {
            defer { textStart = -1 }
            guard textStart >= 0, end > textStart else { return }
            emittedEndsLine = base[end - 1] == newline
            tokens.append(TemplateToken(content: .text(textStart..<end), line: textLine, column: textColumn))
        }
        /// Moves `index` to `end`, counting the lines passed.
        func advance(to end: Int) {
            if positions { Self.countLines(base, from: index, to: end, line: &line, lineStart: &lineStart) }
            index = end
        }

        while index < count {
            guard base[index] == openBrace, index + 1 < count, base[index + 1] == openBrace else {
                // Text up to the next brace, in one piece.
                if textStart < 0 { (textStart, textLine, textColumn) = (index, line, column(of: index)) }
                advance(to: Self.first(openBrace, base, from: index + 1, count: count))
                continue
            }
            let (tagLine, tagColumn) = (line, column(of: index))
            let isTriple = index + 2 < count && base[index + 2] == openBrace
            let braces = isTriple ? 3 : 2
            let contentStart = index + braces
            let contentEnd = Self.closer(base, from: contentStart, count: count, braces: braces)
            guard contentEnd + braces <= count else {
                return (tokens, UnclosedTag(line: tagLine, column: tagColumn, closer: isTriple ? "}}}" : "}}"))
            }
            let tagEnd = contentEnd + braces
            let (kind, name) = classify(UnsafeBufferPointer(start: base + contentStart, count: contentEnd - contentStart), isTriple: isTriple)

            if kind.canStandAlone {
                // Standalone: only blanks between the line's start and the tag, and between the
                // tag and the line's end. Then the whole line, newline included, is dropped.
                let textBegin = textStart < 0 ? index : textStart
                var blanksStart = index
                while blanksStart > textBegin, base[blanksStart - 1] == space || base[blanksStart - 1] == tab {
                    blanksStart -= 1
                }
                let startsLine = blanksStart == textBegin ? emittedEndsLine : base[blanksStart - 1] == newline
                var after = tagEnd
                while after < count, base[after] == space || base[after] == tab { after += 1 }
                let endsLine = after == count || base[after] == newline
                    || (base[after] == carriageReturn && after + 1 < count && base[after + 1] == newline)
                if startsLine && endsLine {
                    flush(upTo: blanksStart)
                    tokens.append(TemplateToken(content: .tag(kind, name: name), line: tagLine, column: tagColumn))
                    emittedEndsLine = true
                    let next = after == count ? after : (base[after] == carriageReturn ? after + 2 : after + 1)
                    advance(to: next)
                    continue
                }
            }
            flush(upTo: index)
            tokens.append(TemplateToken(content: .tag(kind, name: name), line: tagLine, column: tagColumn))
            emittedEndsLine = false
            advance(to: tagEnd)
        }
        flush(upTo: index)
        return (tokens, nil)
    }

    /// The column of `position` on the line that starts at `lineStart`: one more than the
    /// characters (UTF-8 lead bytes) between them.
    private static func column(_ base: UnsafePointer<UInt8>, from lineStart: Int, to position: Int) -> Int {
        var column = 1
        var scan = lineStart
        while scan < position {
            if base[scan] & 0xC0 != 0x80 { column += 1 }
            scan += 1
        }
        return column
    }

    /// Counts the newlines in `start..<end` into `line`, and leaves `lineStart` after the last.
    private static func countLines(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int, line: inout Int, lineStart: inout Int) {
        var lines = line, last = lineStart
        var scan = start
        while scan < end {
            if base[scan] == UInt8(ascii: "\n") {
                lines += 1
                last = scan + 1
            }
            scan += 1
        }
        line = lines
        lineStart = last
    }

    /// Where the first run of `braces` closing braces at or after `start` begins, or a
    /// position past `count - braces` when there is none.
    private static func closer(_ base: UnsafePointer<UInt8>, from start: Int, count: Int, braces: Int) -> Int {
        let closeBrace = UInt8(ascii: "}")
        var end = start
        while true {
            end = first(closeBrace, base, from: end, count: count)
            if end + braces > count || base[end + 1] == closeBrace && (braces == 2 || base[end + 2] == closeBrace) { return end }
            end += 1
        }
    }

    /// The position of the first `byte` at or after `start`, or `count` when there is none:
    /// eight bytes at a time.
    private static func first(_ byte: UInt8, _ base: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
        var index = start
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let pattern = ones &* UInt64(byte)
        while index + 8 <= count {
            // A zero byte of `word ^ pattern` is a match; the lowest set high bit of
            // `found` marks the first (false positives only lie above a true zero byte).
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) ^ pattern
            let found = (word &- ones) & ~word & (ones &* 0x80)
            if found != 0 { return index + found.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < count, base[index] != byte { index += 1 }
        return index
    }

    /// The kind of a tag and the name in it, from the bytes between its braces: directly for
    /// ASCII (every tag of the default templates), by Characters otherwise.
    private static func classify(_ content: UnsafeBufferPointer<UInt8>, isTriple: Bool) -> (TemplateToken.TagKind, String) {
        guard !content.contains(where: { $0 >= 0x80 }) else {
            return classify(String(decoding: content, as: UTF8.self), isTriple: isTriple)
        }
        var start = 0, end = content.count
        let space = UInt8(ascii: " ")
        while start < end, content[start] == space { start += 1 }
        while end > start, content[end - 1] == space { end -= 1 }
        func string(_ start: Int, _ end: Int) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: content[start..<end]), as: UTF8.self)
        }
        guard !isTriple, start < end else { return (.value, string(start, end)) }
        let sigil = content[start]
        var restStart = start + 1
        while restStart < end, content[restStart] == space { restStart += 1 }
        let kind: TemplateToken.TagKind
        switch sigil {
        case UInt8(ascii: "#"): kind = .section
        case UInt8(ascii: "^"): kind = .invertedSection
        case UInt8(ascii: "/"): kind = .close
        case UInt8(ascii: "!"): kind = .comment
        case UInt8(ascii: "%"): kind = .pragma
        case UInt8(ascii: "&"): kind = .value
        case UInt8(ascii: ">"), UInt8(ascii: "<"), UInt8(ascii: "$"), UInt8(ascii: "="):
            kind = .unsupported(Character(Unicode.Scalar(sigil)))
        default: return (.value, string(start, end))
        }
        return (kind, string(restStart, end))
    }

    /// `classify` for a tag with non-ASCII text, Character by Character.
    private static func classify(_ content: String, isTriple: Bool) -> (TemplateToken.TagKind, String) {
        let trimmed = content.trimmingSpaces()
        guard !isTriple, let sigil = trimmed.first else { return (.value, trimmed) }
        let rest = String(trimmed.dropFirst()).trimmingSpaces()
        switch sigil {
        case "#": return (.section, rest)
        case "^": return (.invertedSection, rest)
        case "/": return (.close, rest)
        case "!": return (.comment, rest)
        case "%": return (.pragma, rest)
        case "&": return (.value, rest)
        case ">", "<", "$", "=": return (.unsupported(sigil), rest)
        default: return (.value, trimmed)
        }
    }
}
