/// Hints for a skeleton (the reducer logic, the routing) that still handles an action the
/// spec no longer has.
///
/// The skeleton is the user's and is never rewritten, so when the spec renames an action,
/// the compiler reports `type 'SearchAction' has no member 'select'` in it, without the new
/// name. Comparing the action enum the last run generated with the one this run generates
/// tells which cases went and which came; each use of a case that went, in the skeleton, gets
/// a warning at its line that names the case that came (the closest one, when several did).
///
/// ```swift
/// RenamedActionHints.warnings(
///     previousActions: "enum SearchAction {\n    case select(Int)\n}",
///     actions: "enum SearchAction {\n    case choose(Int)\n}",
///     skeleton: "        case .select(let id):",
///     skeletonPath: "Sources/Search/SearchReducerLogic.swift", specFileName: "Search.yaml")
/// // SearchReducerLogic.swift:1:15: warning: 'select' is no action of Search.yaml any more;
/// //   did the spec rename it to 'choose'? Then rename the case here too.
/// ```
public enum RenamedActionHints {
    /// A warning for each use (`.name`) in `skeleton`, the text of the file at `skeletonPath`,
    /// of a case that the action enum `previousActions` declares and `actions` does not
    /// (both texts of a generated `<Feature>Action.swift`).
    public static func warnings(
        previousActions: String, actions: String, skeleton: String, skeletonPath: String, specFileName: String
    ) -> [Diagnostic] {
        let current = caseNames(declaredIn: actions)
        let previous = Set(caseNames(declaredIn: previousActions))
        let gone = previous.subtracting(current)
        guard !gone.isEmpty else { return [] }
        let added = current.filter { !previous.contains($0) }
        var warnings: [Diagnostic] = []
        for (lineIndex, line) in skeleton.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for (name, column) in memberUses(in: line) where gone.contains(name) {
                let location = SourceLocation(path: skeletonPath, line: lineIndex + 1, column: column)
                warnings.append(.warning(message(for: name, added: added, specFileName: specFileName), at: location))
            }
        }
        return warnings
    }

    /// What to say of `name`, gone from the spec, given the cases that came.
    private static func message(for name: String, added: [String], specFileName: String) -> String {
        let gone = "'\(name)' is no action of \(specFileName) any more"
        let renamed = added.count == 1 ? added[0] : Suggestions.closest(to: name, among: added)
        if let renamed {
            return gone + "; did the spec rename it to '\(renamed)'? Then rename the case here too."
        }
        if added.isEmpty {
            return gone + ": remove its case here."
        }
        return gone + "; if the spec renamed it, use the new name here: " + Suggestions.listing(added) + "."
    }

    /// The names of the cases a generated action enum declares, in order: the lines
    /// `case name` and `case name(…)`.
    static func caseNames(declaredIn text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("case ") else { return nil }
            let name = trimmed.dropFirst("case ".count).prefix { isIdentifierCharacter($0) }
            return name.isEmpty ? nil : String(name)
        }
    }

    /// Each `.name` in `line` (a member of the type the context gives, not `a.name`), with
    /// the 1-based column (in UTF-8 bytes, as the compiler counts) of the name.
    static func memberUses(in line: Substring) -> [(name: String, column: Int)] {
        var uses: [(String, Int)] = []
        let bytes = Array(line.utf8)
        var index = 0
        while index < bytes.count {
            let isLeadingDot = bytes[index] == UInt8(ascii: ".") && (index == 0 || !endsOperand(bytes[index - 1]))
            guard isLeadingDot else {
                index += 1
                continue
            }
            var end = index + 1
            while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
            if end > index + 1 {
                uses.append((String(decoding: bytes[(index + 1)..<end], as: UTF8.self), index + 2))
            }
            index = end
        }
        return uses
    }

    /// Whether `byte`, before a `.`, makes it a member access on a value (`a.b`, `a?.b`,
    /// `f().b`) rather than a member of the type that the context gives (`.b`).
    private static func endsOperand(_ byte: UInt8) -> Bool {
        isIdentifierByte(byte) || "?!)]>".utf8.contains(byte)
    }

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        character == "_" || character.isLetter || character.isNumber
    }

    /// Whether `byte` may be part of an identifier: ASCII letters, digits, `_`, and every
    /// byte of a non-ASCII scalar (Swift names may use them).
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }
}
