/// Hints for a skeleton (the reducer logic, the routing) that still handles an action the
/// spec no longer has, or binds the values of a case whose values changed.
///
/// The skeleton is the user's and is never rewritten, so when the spec renames an action,
/// the compiler reports `type 'SearchAction' has no member 'select'` in it, without the new
/// name. Comparing the action enum the last run generated with the one this run generates
/// tells which cases went and which came; each use of a case that went, in the skeleton, gets
/// a warning at its line that names the case that came (the closest one, when several did).
/// Likewise a pattern of a case whose values changed (a success that now carries its call's
/// arguments before its payload: the compiler says `cannot convert value of type '(query:
/// String, [Repo])'`) gets a warning at its line that says what to write.
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
package enum RenamedActionHints {
    /// A warning for each use (`.name`) in `skeleton`, the text of the file at `skeletonPath`,
    /// of a case that the action enum `previousActions` declares and `actions` does not
    /// (both texts of a generated `<Feature>Action.swift`).
    package static func warnings(
        previousActions: String, actions: String, skeleton: String, skeletonPath: String, specFileName: String
    ) -> [Diagnostic] {
        let currentCases = caseDeclarations(in: actions)
        let current = currentCases.map(\.name)
        let previousCases = Dictionary(caseDeclarations(in: previousActions).map { ($0.name, $0.values) }) { first, _ in first }
        let gone = Set(previousCases.keys).subtracting(current)
        var changed: [String: String] = [:]
        for (name, values) in currentCases {
            if let before = previousCases[name], before != values { changed[name] = valuesMessage(for: name, was: before, is: values) }
        }
        guard !gone.isEmpty || !changed.isEmpty else { return [] }
        let added = current.filter { previousCases[$0] == nil }
        var warnings: [Diagnostic] = []
        for (lineIndex, line) in skeleton.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for use in memberUses(in: line) {
                let location = SourceLocation(path: skeletonPath, line: lineIndex + 1, column: use.column)
                if gone.contains(use.name) {
                    warnings.append(.warning(message(for: use.name, added: added, specFileName: specFileName), at: location))
                } else if use.bindsValues, let message = changed[use.name] {
                    warnings.append(.warning(message, at: location))
                }
            }
        }
        return warnings
    }

    /// What to say of a pattern of `name`, whose values were `old` and are `new` (both as
    /// the enum declares them: `([Repo])`, `(query: String, [Repo])`, or nothing).
    private static func valuesMessage(for name: String, was old: String, is new: String) -> String {
        let before = items(of: old), after = items(of: new)
        if after.count > before.count, Array(after.suffix(before.count)) == before {
            let carried = after.prefix(after.count - before.count)
            let placeholders = String(repeating: "_, ", count: carried.count)
            return "'\(name)' now carries \(carried.joined(separator: ", ")) before its other values, the arguments of the call it answers: "
                + "write '\(placeholders)' at the start of this pattern, or bind \(carried.count == 1 ? "it" : "them")"
        }
        return "the values of '\(name)' are now \(new.isEmpty ? "none" : new), not \(old.isEmpty ? "none" : old): change this pattern to match"
    }

    /// The items of a case's values, `(query: String, [Repo: Int])` → `query: String`,
    /// `[Repo: Int]`: split at the commas outside brackets.
    private static func items(of values: String) -> [String] {
        guard values.hasPrefix("("), values.hasSuffix(")") else { return [] }
        var items: [String] = [], current = "", depth = 0
        for character in values.dropFirst().dropLast() {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "," where depth == 0:
                items.append(current.trimmingSpaces())
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        return items + (current.isEmpty ? [] : [current.trimmingSpaces()])
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
        caseDeclarations(in: text).map(\.name)
    }

    /// The cases a generated action enum declares, in order, each with its values as the
    /// line declares them: `case name` (no values) and `case name(…)`.
    static func caseDeclarations(in text: String) -> [(name: String, values: String)] {
        text.split(separator: "\n").compactMap { line in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("case ") else { return nil }
            let rest = trimmed.dropFirst("case ".count)
            let name = rest.prefix { isIdentifierCharacter($0) }
            return name.isEmpty ? nil : (String(name), String(rest.dropFirst(name.count)).trimmingSpaces())
        }
    }

    /// Each `.name` in `line` (a member of the type the context gives, not `a.name`), with
    /// the 1-based column (in UTF-8 bytes, as the compiler counts) of the name, and whether a
    /// `(` follows it (a pattern that binds the case's values, or a case built with them).
    static func memberUses(in line: Substring) -> [(name: String, column: Int, bindsValues: Bool)] {
        var uses: [(String, Int, Bool)] = []
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
                let bindsValues = end < bytes.count && bytes[end] == UInt8(ascii: "(")
                uses.append((String(decoding: bytes[(index + 1)..<end], as: UTF8.self), index + 2, bindsValues))
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
