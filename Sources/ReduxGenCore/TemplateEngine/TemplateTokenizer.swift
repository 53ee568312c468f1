/// One piece of a template: literal text, or a `{{…}}` tag with where it is written.
struct TemplateToken: Sendable, Equatable {
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

    enum Content: Sendable, Equatable {
        case text(String)
        case tag(TagKind, name: String)
    }

    var content: Content
    /// Where the token starts in the template (1-based; a column counts characters).
    var line: Int
    var column: Int
}

/// Splits a template into text and tags, applying Mustache's standalone-line rule: a line
/// holding only a section, inverted section, close, comment or pragma tag (and blanks) is
/// removed from the output entirely, so that templates can put their tags on lines of
/// their own.
enum TemplateTokenizer {
    /// A tag that is never closed, at its line and column.
    struct UnclosedTag: Error, Equatable {
        var line: Int
        var column: Int
        var closer: String
    }

    private static let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
    private static let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
    private static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")

    /// The tokens of `source`, or the first tag that is never closed.
    static func tokenize(_ source: String) throws(UnclosedTag) -> [TemplateToken] {
        let bytes = Array(source.utf8)
        var tokens: [TemplateToken] = []
        // The text not yet emitted, and where it starts.
        var text: [UInt8] = []
        var textLine = 1, textColumn = 1
        var line = 1, column = 1
        var index = 0
        // Whether what was emitted so far ends at the start of a line.
        var emittedEndsLine = true

        func flush() {
            guard !text.isEmpty else { return }
            emittedEndsLine = text.last == newline
            tokens.append(TemplateToken(content: .text(String(decoding: text, as: UTF8.self)), line: textLine, column: textColumn))
            text.removeAll(keepingCapacity: true)
        }
        /// Moves to `end`, counting lines and columns (a column per character's first byte).
        func advance(to end: Int) {
            while index < end {
                if bytes[index] == newline {
                    line += 1
                    column = 1
                } else if bytes[index] & 0xC0 != 0x80 {
                    column += 1
                }
                index += 1
            }
        }
        func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }

        while index < bytes.count {
            guard bytes[index] == openBrace, index + 1 < bytes.count, bytes[index + 1] == openBrace else {
                if text.isEmpty { (textLine, textColumn) = (line, column) }
                let end = bytes[(index + 1)...].firstIndex(of: openBrace) ?? bytes.count
                text += bytes[index..<end]
                advance(to: end)
                continue
            }
            let (tagLine, tagColumn) = (line, column)
            let isTriple = index + 2 < bytes.count && bytes[index + 2] == openBrace
            let braces = isTriple ? 3 : 2
            let contentStart = index + braces
            var contentEnd = contentStart
            while contentEnd + braces <= bytes.count, !bytes[contentEnd..<(contentEnd + braces)].allSatisfy({ $0 == closeBrace }) {
                contentEnd += 1
            }
            guard contentEnd + braces <= bytes.count else {
                throw UnclosedTag(line: tagLine, column: tagColumn, closer: String(repeating: "}", count: braces))
            }
            let tagEnd = contentEnd + braces
            var content = bytes[contentStart..<contentEnd]
            while content.first == space { content.removeFirst() }
            while content.last == space { content.removeLast() }
            let (kind, name) = classify(content, isTriple: isTriple)
            let tag = TemplateToken(content: .tag(kind, name: name), line: tagLine, column: tagColumn)

            if kind.canStandAlone {
                // Standalone: only blanks between the line's start and the tag, and between the
                // tag and the line's end. Then the whole line, newline included, is dropped.
                var lineStart = text.count
                while lineStart > 0, isBlank(text[lineStart - 1]) { lineStart -= 1 }
                let startsLine = lineStart == 0 ? emittedEndsLine : text[lineStart - 1] == newline
                var after = tagEnd
                while after < bytes.count, isBlank(bytes[after]) { after += 1 }
                let endsLine = after == bytes.count || bytes[after] == newline
                    || (bytes[after] == carriageReturn && after + 1 < bytes.count && bytes[after + 1] == newline)
                if startsLine && endsLine {
                    text.removeSubrange(lineStart...)
                    flush()
                    tokens.append(tag)
                    emittedEndsLine = true
                    advance(to: after == bytes.count ? after : (bytes[after] == carriageReturn ? after + 2 : after + 1))
                    continue
                }
            }
            flush()
            tokens.append(tag)
            emittedEndsLine = false
            advance(to: tagEnd)
        }
        flush()
        return tokens
    }

    /// The kind of a tag and the name in it, from the bytes between its braces without the
    /// spaces around them.
    private static func classify(_ content: ArraySlice<UInt8>, isTriple: Bool) -> (TemplateToken.TagKind, String) {
        guard !isTriple, let sigil = content.first else { return (.value, String(decoding: content, as: UTF8.self)) }
        var restBytes = content.dropFirst()
        while restBytes.first == space { restBytes.removeFirst() }
        let rest = String(decoding: restBytes, as: UTF8.self)
        switch Unicode.Scalar(sigil) {
        case "#": return (.section, rest)
        case "^": return (.invertedSection, rest)
        case "/": return (.close, rest)
        case "!": return (.comment, rest)
        case "%": return (.pragma, rest)
        case "&": return (.value, rest)
        case ">", "<", "$", "=": return (.unsupported(Character(Unicode.Scalar(sigil))), rest)
        default: return (.value, String(decoding: content, as: UTF8.self))
        }
    }
}
