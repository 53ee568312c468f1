import ReduxGenCore

/// The mark over a group of generated transition tests, which lists the parts they test,
/// `// MARK: navigation (stack, sheet)`: how a tests folder shows which parts of the group it
/// has tests of, so that a part added to the spec later gets its tests.
///
/// ```swift
/// let mark = TestsMark(title: "navigation")
/// mark.line(listing: ["stack"])   // "// MARK: navigation (stack)"
/// mark.coverage(in: [text]) { $0 == "stack" || $0 == "sheet" }   // .parts(["stack"])
/// ```
///
/// A mark without a list, `// MARK: navigation`, covers the whole group, whatever the spec
/// has now: the tests under it are taken for all of the group's, so that a file whose mark
/// lists nothing gets none of them twice. So does a mark whose parentheses hold something
/// else than parts (a comment of the user's).
struct TestsMark: Sendable {
    /// `navigation`, `bindings and triggers`.
    let title: String

    /// What the marks of a group in a feature's files cover.
    enum Coverage: Equatable {
        /// The parts the marks list.
        case parts(Set<String>)
        /// The whole group: a mark without a list.
        case all

        /// Whether `part` counts as tested.
        func covers(_ part: String) -> Bool {
            switch self {
            case .all: return true
            case .parts(let parts): return parts.contains(part)
            }
        }
    }

    /// `// MARK: navigation (stack, sheet)`.
    func line(listing parts: [String]) -> String {
        "// MARK: \(title) (\(parts.joined(separator: Self.separator)))"
    }

    /// What the group's marks in `texts` cover. `isPart` tells a part of the group from
    /// anything else in a mark's parentheses; a line of `ignored` (another mark that reads
    /// like the group's, `// MARK: navigation (Editor)` over a child's tests) is no mark of it.
    func coverage(in texts: [String], ignored: Set<Substring> = [], isPart: (Substring) -> Bool) -> Coverage {
        let start = "// MARK: " + title
        var parts: Set<String> = []
        for text in texts where text.contains(start) {
            for line in text.split(whereSeparator: \.isNewline) {
                let mark = Self.trimmed(line)
                guard mark.hasPrefix(start), !ignored.contains(mark) else { continue }
                let rest = mark.dropFirst(start.count)
                if rest.isEmpty { return .all }
                // `navigation request`, `navigationHelpers`: another mark.
                guard rest.hasPrefix(" ("), rest.hasSuffix(")") else { continue }
                let listed = rest.dropFirst(2).dropLast().split(separator: ",", omittingEmptySubsequences: false).map(Self.trimmed)
                guard listed.allSatisfy(isPart) else { return .all }
                parts.formUnion(listed.map(String.init))
            }
        }
        return .parts(parts)
    }

    /// What stands between two parts of a mark's list.
    private static let separator = ", "

    /// `text` without the spaces, tabs and carriage returns around it.
    private static func trimmed(_ text: Substring) -> Substring {
        var text = text
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text = text.dropLast() }
        return text
    }
}
