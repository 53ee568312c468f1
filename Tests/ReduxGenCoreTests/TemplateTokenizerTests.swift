import XCTest

@testable import ReduxGenCore

/// The tokenizer: text and tags with their lines and columns, Mustache's standalone-line
/// rule (a line holding only a section, close, comment or pragma tag disappears), and the
/// first tag that is never closed.
final class TemplateTokenizerTests: XCTestCase {
    /// A token spelt for comparison: `section(a)@1:1`.
    private func spelled(_ source: String) -> [String] {
        do {
            return try TemplateTokenizer.tokenize(source).map { token in
                switch token.content {
                case .text(let text): return "text(\(text.debugDescription))@\(token.line):\(token.column)"
                case .tag(let kind, let name): return "\(kind)(\(name))@\(token.line):\(token.column)"
                }
            }
        } catch {
            return ["unclosed \(error.closer)@\(error.line):\(error.column)"]
        }
    }

    func testLinesHoldingOnlyASectionTagDisappear() {
        XCTAssertEqual(spelled("{{#a}}\n{{/a}}\n"), ["section(a)@1:1", "close(a)@2:1"])
        XCTAssertEqual(spelled("  {{#a}}  \r\nx\r\n  {{/a}}\t\n"), ["section(a)@1:3", "text(\"x\\r\\n\")@2:1", "close(a)@3:3"])
        XCTAssertEqual(spelled("{{! multi\nline }}\nafter {{x}}"), ["comment(multi\nline)@1:1", "text(\"after \")@3:1", "value(x)@3:7"])
        XCTAssertEqual(spelled("line\n\n  {{^a}}\n"), ["text(\"line\\n\\n\")@1:1", "invertedSection(a)@3:3"])
    }

    func testTagsSharingALineWithTextKeepIt() {
        XCTAssertEqual(spelled("a {{#b}}\n"), ["text(\"a \")@1:1", "section(b)@1:3", "text(\"\\n\")@1:9"])
        XCTAssertEqual(spelled("{{#b}} c\n"), ["section(b)@1:1", "text(\" c\\n\")@1:7"])
        XCTAssertEqual(spelled("x\n{{>partial}}\n"), ["text(\"x\\n\")@1:1", "unsupported(\">\")(partial)@2:1", "text(\"\\n\")@2:13"])
    }

    func testColumnsCountCharacters() {
        XCTAssertEqual(spelled("é{{#ü}}\n  ✓ {{x}}\n{{/ü}}"), [
            "text(\"é\")@1:1", "section(ü)@1:2", "text(\"\\n  ✓ \")@1:8", "value(x)@2:5", "text(\"\\n\")@2:10", "close(ü)@3:1",
        ])
    }

    func testSigilsAndSpaces() {
        XCTAssertEqual(spelled("{{# a b }}{{&  y }}{{{ z }}}{{%  CONTENT_TYPE: TEXT }}{{=<% %>=}}"), [
            "section(a b)@1:1", "value(y)@1:11", "value(z)@1:20", "pragma(CONTENT_TYPE: TEXT)@1:29", "unsupported(\"=\")(<% %>=)@1:55",
        ])
        XCTAssertEqual(spelled("{{x}}}}"), ["value(x)@1:1", "text(\"}}\")@1:6"])
        XCTAssertEqual(spelled("{{}}"), ["value()@1:1"])
        XCTAssertEqual(spelled("a{b{{c}}d"), ["text(\"a{b\")@1:1", "value(c)@1:4", "text(\"d\")@1:9"])
        XCTAssertEqual(spelled("tail {"), ["text(\"tail {\")@1:1"])
    }

    func testTheFirstUnclosedTagIsReported() {
        XCTAssertEqual(spelled("{{x}"), ["unclosed }}@1:1"])
        XCTAssertEqual(spelled("{{{x}}"), ["unclosed }}}@1:1"])
        XCTAssertEqual(spelled("é\nàé {{#x"), ["unclosed }}@2:4"])
        XCTAssertEqual(spelled("tail {{"), ["unclosed }}@1:6"])
    }

    func testTheDefaultTemplatesTokenize() throws {
        for source in TemplateSet.defaultSources {
            XCTAssertFalse(try TemplateTokenizer.tokenize(source.text).isEmpty, source.name)
        }
    }
}
