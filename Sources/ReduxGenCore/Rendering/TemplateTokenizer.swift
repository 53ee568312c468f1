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
        case text(String)
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
    /// lookup at every start.)
    static func tokenize(_ source: String) throws(UnclosedTag) -> [TemplateToken] {
        let bytes = Array(source.utf8)
        var tokens: [TemplateToken] = []
        var text: [UInt8] = []
        var textLine = 1, textColumn = 1
        var line = 1, column = 1
        var index = 0
        // Whether what was emitted so far ends at the start of a line.
        var emittedEndsLine = true

        func flush() {
            guard !text.isEmpty else { return }
            emittedEndsLine = text.last == UInt8(ascii: "\n")
            tokens.append(TemplateToken(content: .text(String(decoding: text, as: UTF8.self)), line: textLine, column: textColumn))
            text.removeAll(keepingCapacity: true)
        }
        func advance(to end: Int) {
            while index < end {
                if bytes[index] == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else if bytes[index] & 0xC0 != 0x80 {
                    column += 1
                }
                index += 1
            }
        }

        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "{"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "{") else {
                // Text up to the next brace, in one piece.
                if text.isEmpty { (textLine, textColumn) = (line, column) }
                var end = index + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "{") { end += 1 }
                text.append(contentsOf: bytes[index..<end])
                advance(to: end)
                continue
            }
            let (tagLine, tagColumn) = (line, column)
            let isTriple = index + 2 < bytes.count && bytes[index + 2] == UInt8(ascii: "{")
            let braces = isTriple ? 3 : 2
            let contentStart = index + braces
            var contentEnd = contentStart
            while contentEnd + braces <= bytes.count, !closes(bytes, at: contentEnd, braces: braces) {
                contentEnd += 1
            }
            guard contentEnd + braces <= bytes.count else {
                throw UnclosedTag(line: tagLine, column: tagColumn, closer: String(repeating: "}", count: braces))
            }
            let tagEnd = contentEnd + braces
            let (kind, name) = classify(bytes[contentStart..<contentEnd], isTriple: isTriple)

            if kind.canStandAlone {
                // Standalone: only blanks between the line's start and the tag, and between the
                // tag and the line's end. Then the whole line, newline included, is dropped.
                var lineStart = text.count
                while lineStart > 0, text[lineStart - 1] == UInt8(ascii: " ") || text[lineStart - 1] == UInt8(ascii: "\t") {
                    lineStart -= 1
                }
                let startsLine = lineStart == 0 ? emittedEndsLine : text[lineStart - 1] == UInt8(ascii: "\n")
                var after = tagEnd
                while after < bytes.count, bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t") { after += 1 }
                let endsLine = after == bytes.count || bytes[after] == UInt8(ascii: "\n")
                    || (bytes[after] == UInt8(ascii: "\r") && after + 1 < bytes.count && bytes[after + 1] == UInt8(ascii: "\n"))
                if startsLine && endsLine {
                    text.removeSubrange(lineStart...)
                    flush()
                    tokens.append(TemplateToken(content: .tag(kind, name: name), line: tagLine, column: tagColumn))
                    emittedEndsLine = true
                    let next = after == bytes.count ? after : (bytes[after] == UInt8(ascii: "\r") ? after + 2 : after + 1)
                    advance(to: next)
                    continue
                }
            }
            flush()
            tokens.append(TemplateToken(content: .tag(kind, name: name), line: tagLine, column: tagColumn))
            emittedEndsLine = false
            advance(to: tagEnd)
        }
        flush()
        return tokens
    }

    /// Whether `braces` closing braces start at `index`.
    private static func closes(_ bytes: [UInt8], at index: Int, braces: Int) -> Bool {
        for offset in 0..<braces where bytes[index + offset] != UInt8(ascii: "}") { return false }
        return true
    }

    /// The kind of a tag and the name in it, from the bytes between its braces: directly for
    /// ASCII (every tag of the default templates), by Characters otherwise.
    private static func classify(_ content: ArraySlice<UInt8>, isTriple: Bool) -> (TemplateToken.TagKind, String) {
        guard content.allSatisfy({ $0 < 0x80 }) else { return classify(String(decoding: content, as: UTF8.self), isTriple: isTriple) }
        func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
            var bytes = bytes
            while bytes.first == UInt8(ascii: " ") { bytes.removeFirst() }
            while bytes.last == UInt8(ascii: " ") { bytes.removeLast() }
            return bytes
        }
        let whole = trimmed(content)
        guard !isTriple, let sigil = whole.first else { return (.value, String(decoding: whole, as: UTF8.self)) }
        let rest = String(decoding: trimmed(whole.dropFirst()), as: UTF8.self)
        switch sigil {
        case UInt8(ascii: "#"): return (.section, rest)
        case UInt8(ascii: "^"): return (.invertedSection, rest)
        case UInt8(ascii: "/"): return (.close, rest)
        case UInt8(ascii: "!"): return (.comment, rest)
        case UInt8(ascii: "%"): return (.pragma, rest)
        case UInt8(ascii: "&"): return (.value, rest)
        case UInt8(ascii: ">"), UInt8(ascii: "<"), UInt8(ascii: "$"), UInt8(ascii: "="):
            return (.unsupported(Character(Unicode.Scalar(sigil))), rest)
        default: return (.value, String(decoding: whole, as: UTF8.self))
        }
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
