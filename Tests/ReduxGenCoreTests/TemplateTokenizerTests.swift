import ReduxTestSupport
import XCTest

@testable import ReduxGenCore

/// The tokenizer scans a template's UTF-8 bytes; these tests hold it to the behaviour of the
/// straightforward byte-array tokenizer it replaced (kept below as the reference): the same
/// tokens, texts, names, lines and columns, and the same unclosed tags.
final class TemplateTokenizerTests: XCTestCase {
    /// A token as the reference spells it.
    private struct Spelled: Equatable, CustomStringConvertible {
        var kind: String
        var text: String
        var line: Int
        var column: Int
        var description: String { "\(kind)(\(text.debugDescription))@\(line):\(column)" }
    }

    private static func kindName(_ kind: TemplateToken.TagKind) -> String {
        switch kind {
        case .value: return "value"
        case .section: return "section"
        case .invertedSection: return "inverted"
        case .close: return "close"
        case .comment: return "comment"
        case .pragma: return "pragma"
        case .unsupported(let sigil): return "unsupported \(sigil)"
        }
    }

    /// The tokens of `source` by the tokenizer, with or without positions, or its unclosed tag.
    private func tokenized(_ source: String, positions: Bool) -> Result<[Spelled], Reference.Unclosed> {
        var copy = source
        return copy.withUTF8 { bytes in
            let (tokens, unclosed) = TemplateTokenizer.tokenize(bytes, positions: positions)
            if let unclosed { return .failure(Reference.Unclosed(line: unclosed.line, column: unclosed.column, closer: unclosed.closer)) }
            return .success(tokens.map { token in
                switch token.content {
                case .text(let range):
                    return Spelled(kind: "text", text: String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self), line: token.line, column: token.column)
                case .tag(let kind, let name):
                    return Spelled(kind: Self.kindName(kind), text: name, line: token.line, column: token.column)
                }
            })
        }
    }

    private func assertMatchesReference(_ source: String, file: StaticString = #filePath, line: UInt = #line) {
        let expected = Reference.tokenize(source)
        XCTAssertEqual(tokenized(source, positions: true), expected, source.debugDescription, file: file, line: line)
        // Without positions, the same tokens at line and column 0.
        let unpositioned = expected.map { $0.map { Spelled(kind: $0.kind, text: $0.text, line: 0, column: 0) } }
            .mapError { Reference.Unclosed(line: 0, column: 0, closer: $0.closer) }
        XCTAssertEqual(tokenized(source, positions: false), unpositioned, source.debugDescription, file: file, line: line)
        // And through the throwing entry point the checker uses.
        do {
            let tokens = try TemplateTokenizer.tokenize(source)
            guard case .success(let spelled) = expected else { return XCTFail("expected an unclosed tag", file: file, line: line) }
            XCTAssertEqual(tokens.count, spelled.count, file: file, line: line)
        } catch {
            let thrown: Result<[Spelled], Reference.Unclosed> = .failure(Reference.Unclosed(line: error.line, column: error.column, closer: error.closer))
            XCTAssertEqual(thrown, expected, file: file, line: line)
        }
    }

    func testTheDefaultTemplatesTokenizeAsBefore() {
        for source in TemplateSet.defaultSources { assertMatchesReference(source.text) }
    }

    func testEdgeCases() {
        let cases = [
            "", "{", "{{", "}}", "{{}}", "{{{}}}", "{{{x}}", "{{x}", "a{b{{c}}d", "{{#a}}\n{{/a}}\n",
            "  {{#a}}  \r\nx\r\n  {{/a}}\t\n", "é{{#ü}}\n  ✓ {{x}}\n{{/ü}}", "{{# a b }}", "{{&  y }}", "{{{ z }}}",
            "{{! multi\nline }}\nafter {{x}}", "x\n{{>partial}}\n", "{{=<% %>=}}", "{{%  CONTENT_TYPE: TEXT }}\n",
            "{{#é}}x{{/é}}", "{{#\u{301}a}}", "line\n\n  {{^a}}\n", "a {{#b}}\n", "{{#b}} c\n", "{{x}}}}", "{{{x}}}}",
            "é\nàé {{#x", "\n\n{{#x}}\n{{{y", "{{#a}}{{#b}}\n{{/b}}{{/a}}", "tail {", "tail {{",
        ]
        for source in cases { assertMatchesReference(source) }
    }

    func testRandomTemplates() {
        let pieces = ["{{", "}}", "{", "}", "{{{", "}}}", " ", "\t", "\n", "\r\n", "\r", "#", "^", "/", "!", "%", "&", ">", "=", "a", "bc", "é", "✓", "\u{301}"]
        var generator = SplitMix64(seed: 0x5EED)
        for _ in 0..<3000 {
            let count = Int(generator.next() % 24)
            let source = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            assertMatchesReference(source)
        }
    }

    /// The tokenizer reduxgen had before scanning bytes in place.
    private enum Reference {
        struct Unclosed: Error, Equatable {
            var line: Int
            var column: Int
            var closer: String
        }

        static func tokenize(_ source: String) -> Result<[Spelled], Unclosed> {
            let bytes = Array(source.utf8)
            var tokens: [Spelled] = []
            var text: [UInt8] = []
            var textLine = 1, textColumn = 1
            var line = 1, column = 1
            var index = 0
            var emittedEndsLine = true

            func flush() {
                guard !text.isEmpty else { return }
                emittedEndsLine = text.last == UInt8(ascii: "\n")
                tokens.append(Spelled(kind: "text", text: String(decoding: text, as: UTF8.self), line: textLine, column: textColumn))
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
                while contentEnd + braces <= bytes.count, !(0..<braces).allSatisfy({ bytes[contentEnd + $0] == UInt8(ascii: "}") }) {
                    contentEnd += 1
                }
                guard contentEnd + braces <= bytes.count else {
                    return .failure(Unclosed(line: tagLine, column: tagColumn, closer: String(repeating: "}", count: braces)))
                }
                let tagEnd = contentEnd + braces
                let (kind, name) = classify(String(decoding: bytes[contentStart..<contentEnd], as: UTF8.self), isTriple: isTriple)
                let canStandAlone = ["section", "inverted", "close", "comment", "pragma"].contains(kind)

                if canStandAlone {
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
                        tokens.append(Spelled(kind: kind, text: name, line: tagLine, column: tagColumn))
                        emittedEndsLine = true
                        let next = after == bytes.count ? after : (bytes[after] == UInt8(ascii: "\r") ? after + 2 : after + 1)
                        advance(to: next)
                        continue
                    }
                }
                flush()
                tokens.append(Spelled(kind: kind, text: name, line: tagLine, column: tagColumn))
                emittedEndsLine = false
                advance(to: tagEnd)
            }
            flush()
            return .success(tokens)
        }

        /// The kind of a tag and its name, by Characters (as the reference did for all tags).
        static func classify(_ content: String, isTriple: Bool) -> (String, String) {
            let trimmed = content.trimmingSpaces()
            guard !isTriple, let sigil = trimmed.first else { return ("value", trimmed) }
            let rest = String(trimmed.dropFirst()).trimmingSpaces()
            switch sigil {
            case "#": return ("section", rest)
            case "^": return ("inverted", rest)
            case "/": return ("close", rest)
            case "!": return ("comment", rest)
            case "%": return ("pragma", rest)
            case "&": return ("value", rest)
            case ">", "<", "$", "=": return ("unsupported \(sigil)", rest)
            default: return ("value", trimmed)
            }
        }
    }
}
