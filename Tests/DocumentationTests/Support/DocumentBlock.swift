import Foundation

/// A fenced code block of a Markdown document (the README, a DocC article), with the HTML
/// comment before it that says how the documentation tests check it (CONTRIBUTING.md lists
/// them). DocC and GitHub show nothing of such a comment.
struct DocumentBlock {
    /// The document's path in the repository, e.g. `README.md`.
    let document: String
    /// The line of the opening fence, from 1.
    let line: Int
    /// The fence's language: `swift`, `yaml`, `sh`, or empty.
    let language: String
    /// The block's lines, without the fence's indentation, each ending in a newline.
    let text: String
    /// What the comment before the block says, if there is one.
    let directive: Directive?

    /// Where the block is, for failure messages: `README.md:42`.
    var location: String { "\(document):\(line)" }

    /// The block's lines.
    var lines: [String] { text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
}

/// How a block is checked, as the HTML comment before it says.
enum Directive: Equatable {
    /// `<!-- file: PATH -->`: the whole file PATH of the document's example package.
    case file(String)
    /// `<!-- append to: PATH -->`: appended to that file.
    case append(to: String)
    /// `<!-- insert into: PATH, before: LINE -->` (or `after:`): inserted into that file next
    /// to its line LINE (compared without leading and trailing spaces).
    case insert(into: String, anchor: String, before: Bool)
    /// `<!-- run -->`: commands the README's walkthrough runs in its package.
    case run
    /// `<!-- output -->`: lines that the commands run last print.
    case output
    /// `<!-- run in the repository -->`: commands `.ci/run` runs in the repository.
    case runInRepository
    /// `<!-- generated: FILE -->`: lines of FILE as reduxgen generates it from the spec shown
    /// last, without its `#sourceLocation` lines.
    case generated(String)
    /// `<!-- excerpt of: PATH -->`: lines of the repository's file PATH.
    case excerpt(of: String)
    /// `<!-- mistake in: PATH -->`: a spec at PATH with mistakes; a `diagnostics` block follows.
    case mistake(in: String)
    /// `<!-- diagnostics -->`: what reduxgen prints for the mistakes of the block before.
    case diagnostics
    /// `<!-- diagram of: PATH -->`: what `reduxgen diagram PATH` prints for the repository's
    /// spec PATH.
    case diagram(of: String)
    /// `<!-- not checked: WHY -->`.
    case notChecked(String)
}

extension Directive {
    /// The directive a comment's text (between `<!--` and `-->`) states, or nil for a comment
    /// that is not one (a region marker, say).
    static func parse(_ comment: String) throws -> Directive? {
        let text = comment.trimmingCharacters(in: .whitespaces)
        func value(after prefix: String) -> String? {
            text.hasPrefix(prefix) ? text.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces) : nil
        }
        if let path = value(after: "file:") { return .file(path) }
        if let path = value(after: "append to:") { return .append(to: path) }
        if let rest = value(after: "insert into:") {
            for (separator, before) in [(", before:", true), (", after:", false)] {
                if let range = rest.range(of: separator) {
                    let anchor = rest[range.upperBound...].trimmingCharacters(in: .whitespaces)
                    return .insert(into: String(rest[..<range.lowerBound]), anchor: anchor, before: before)
                }
            }
            throw DocumentError("'insert into:' needs ', before: LINE' or ', after: LINE': \(text)")
        }
        if text == "run" { return .run }
        if text == "output" { return .output }
        if text == "run in the repository" { return .runInRepository }
        if let file = value(after: "generated:") { return .generated(file) }
        if let path = value(after: "excerpt of:") { return .excerpt(of: path) }
        if let path = value(after: "mistake in:") { return .mistake(in: path) }
        if text == "diagnostics" { return .diagnostics }
        if let path = value(after: "diagram of:") { return .diagram(of: path) }
        if let reason = value(after: "not checked:") {
            guard !reason.isEmpty else { throw DocumentError("'not checked:' needs a reason") }
            return .notChecked(reason)
        }
        return nil
    }
}

/// A document that does not follow the rules of its checks.
struct DocumentError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension DocumentBlock {
    /// The fenced blocks of the document at `path` (relative to `root`), in order.
    static func blocks(ofDocument path: String, root: URL) throws -> [DocumentBlock] {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [DocumentBlock] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            // The key tables are printed from the spec language, whose tests read each example.
            if line.trimmingCharacters(in: .whitespaces) == "<!-- spec-keys:begin -->" {
                while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "<!-- spec-keys:end -->" { index += 1 }
                continue
            }
            let indentation = line.prefix { $0 == " " }.count
            let stripped = line.dropFirst(indentation)
            guard stripped.hasPrefix("```") else {
                index += 1
                continue
            }
            let language = String(stripped.dropFirst(3)).trimmingCharacters(in: .whitespaces)
            var body = ""
            var end = index + 1
            while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```" {
                body += String(lines[end].dropFirst(min(indentation, lines[end].prefix { $0 == " " }.count))) + "\n"
                end += 1
            }
            guard end < lines.count else { throw DocumentError("\(path):\(index + 1): a code block is not closed") }
            var directive: Directive?
            var previous = index - 1
            while previous >= 0, lines[previous].trimmingCharacters(in: .whitespaces).isEmpty { previous -= 1 }
            if previous >= 0 {
                let candidate = lines[previous].trimmingCharacters(in: .whitespaces)
                if candidate.hasPrefix("<!--"), candidate.hasSuffix("-->") {
                    do {
                        directive = try Directive.parse(String(candidate.dropFirst(4).dropLast(3)))
                    } catch let error as DocumentError {
                        throw DocumentError("\(path):\(previous + 1): \(error)")
                    }
                }
            }
            blocks.append(DocumentBlock(document: path, line: index + 1, language: language, text: body, directive: directive))
            index = end + 1
        }
        return blocks
    }

    /// The README and every article of the DocC catalogs, as paths relative to `root`.
    static func documents(root: URL) throws -> [String] {
        var documents = ["README.md"]
        let sources = root.appendingPathComponent("Sources")
        for target in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let catalog = "Sources/\(target)/\(target).docc"
            guard let files = FileManager.default.enumerator(atPath: root.appendingPathComponent(catalog).path) else { continue }
            for case let file as String in files where file.hasSuffix(".md") {
                documents.append("\(catalog)/\(file)")
            }
        }
        return documents.sorted { ($0 == "README.md" ? "" : $0) < ($1 == "README.md" ? "" : $1) }
    }
}
