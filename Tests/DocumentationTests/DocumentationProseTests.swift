import Foundation
import XCTest

/// The prose of the README, the example's README and the DocC articles: no document says the
/// same sentence twice (an edit that added a paragraph beside the one it meant to replace).
final class DocumentationProseTests: XCTestCase {
    private let root = Shell.repositoryRoot

    func testNoDocumentSaysTheSameSentenceTwice() throws {
        for document in try DocumentBlock.documents(root: root) + ["Examples/TeamChatApp/README.md"] {
            let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
            var seen: Set<String> = []
            for sentence in Self.sentences(of: text) where sentence.count >= 40 && !seen.insert(sentence).inserted {
                XCTFail("\(document) says this twice: \(sentence)")
            }
        }
    }

    func testASentenceSaidTwiceIsFound() {
        let text = "Intro line that is long enough to count as prose.\n\n```swift\nlet a = 1\n```\n\n"
            + "A sentence of forty characters or more is said here. Another.\n\nA sentence of forty characters or more is said here.\n"
        XCTAssertEqual(
            Self.sentences(of: text).filter { $0.hasPrefix("A sentence") },
            ["A sentence of forty characters or more is said here.", "A sentence of forty characters or more is said here."])
    }

    /// The sentences of a Markdown document's prose, their lines joined: without code blocks,
    /// HTML comments and table rows (a key table repeats a meaning by design).
    static func sentences(of markdown: String) -> [String] {
        var prose: [Substring] = []
        var inCode = false
        var inComment = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                inCode.toggle()
                continue
            }
            if inCode || trimmed.hasPrefix("|") { continue }
            if trimmed.hasPrefix("<!--") { inComment = true }
            if inComment {
                if trimmed.hasSuffix("-->") { inComment = false }
                continue
            }
            prose.append(Substring(trimmed))
        }
        // A sentence ends at `.`, `!` or `?` before a space.
        var sentences: [String] = []
        var sentence = ""
        for character in prose.joined(separator: " ") {
            if character == " ", let last = sentence.last, ".!?".contains(last) {
                sentences.append(sentence)
                sentence = ""
            } else if !(character == " " && sentence.isEmpty) {
                sentence.append(character)
            }
        }
        return (sentences + [sentence]).filter { !$0.isEmpty }
    }
}
