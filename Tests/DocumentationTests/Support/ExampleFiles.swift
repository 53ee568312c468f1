import Foundation

/// The files of a document's example package as its blocks write and change them, in order
/// (`file:`, `append to:`, `insert into:`), by path in the package.
struct ExampleFiles {
    private(set) var files: [String: String] = [:]

    /// Applies `block` if it writes or changes a file, and returns the file's path; nil for
    /// any other block.
    @discardableResult
    mutating func apply(_ block: DocumentBlock) throws -> String? {
        switch block.directive {
        case .file(let path):
            files[path] = block.text
            return path
        case .append(let path):
            guard let text = files[path] else { throw DocumentError("\(block.location): 'append to: \(path)' before a block wrote it") }
            files[path] = text + block.text
            return path
        case .insert(let path, let anchor, let before):
            guard let text = files[path] else { throw DocumentError("\(block.location): 'insert into: \(path)' before a block wrote it") }
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let matches = lines.indices.filter { lines[$0].trimmingCharacters(in: .whitespaces) == anchor }
            guard matches.count == 1 else {
                throw DocumentError("\(block.location): \(path) has \(matches.count) lines '\(anchor)', not one")
            }
            lines.insert(contentsOf: block.lines, at: before ? matches[0] : matches[0] + 1)
            files[path] = lines.joined(separator: "\n")
            return path
        default:
            return nil
        }
    }

    subscript(path: String) -> String? { files[path] }
}

/// Whether `excerpt` is a run of consecutive lines of `lines`, indented alike (every line of the
/// excerpt may be shifted right by the same number of spaces).
func contains(_ lines: [String], excerpt: [String]) -> Bool {
    guard let first = excerpt.first, excerpt.count <= lines.count else { return excerpt.isEmpty }
    let firstIndentation = first.prefix { $0 == " " }.count
    for start in 0...(lines.count - excerpt.count) {
        let candidate = lines[start]
        let shift = candidate.prefix { $0 == " " }.count - firstIndentation
        guard shift >= 0, candidate.dropFirst(shift) == Substring(first) else { continue }
        let padding = String(repeating: " ", count: shift)
        if excerpt.indices.allSatisfy({ offset in
            let line = lines[start + offset], expected = excerpt[offset]
            return expected.isEmpty ? line.trimmingCharacters(in: .whitespaces).isEmpty : line == padding + expected
        }) {
            return true
        }
    }
    return false
}
