/// The key tables of the spec language in Markdown, printed from `SpecLanguage`: one table
/// per mapping (key, value, meaning) followed by the keys' examples; and the interaction
/// table, one table per scope (the two keys, the case, refused or defined).
///
/// The spec-language article holds them between `<!-- spec-keys:begin -->` and
/// `<!-- spec-keys:end -->`, and between `<!-- key-interactions:begin -->` and
/// `<!-- key-interactions:end -->`; a test checks that the text there is this one.
///
/// ```swift
/// let markdown = SpecMarkdown.keyTables
/// ```
public enum SpecMarkdown {
    /// Every mapping's table, feature spec first, each under a `###` heading.
    public static var keyTables: String {
        SpecMapping.allCases.map(table).joined(separator: "\n")
    }

    /// The interaction table, a `###` heading per scope and a `####` heading per meeting
    /// place, under which each row is a line per outcome.
    public static var interactionTables: String {
        KeyInteraction.Scope.allCases.map(interactionTable).joined(separator: "\n")
    }

    /// The rows of `scope`, each under the first place where its keys meet.
    static func interactionTable(_ scope: KeyInteraction.Scope) -> String {
        let places = SpecLanguage.meetingPlaces.filter { $0.scope == scope }
        let rows = SpecLanguage.interactions.filter { $0.scope == scope }
        var lines = ["### " + scope.title, ""]
        for (index, place) in places.enumerated() {
            let earlier = places[..<index]
            let placed = rows.filter { row in place.contains(row) && !earlier.contains { $0.contains(row) } }
            guard !placed.isEmpty else { continue }
            lines += ["#### " + place.thing.uppercasingFirst, "", "| Keys | Case | What happens |", "|---|---|---|"]
            for row in placed {
                for (index, outcome) in row.outcomes.enumerated() {
                    let keys = index == 0 ? "\(row.first) and \(row.second)" : ""
                    lines.append("| \(keys) | \(cell(outcome.condition ?? "")) | \(cell(describe(outcome.verdict))) |")
                }
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// A refusal's error and fix, or a defined combination's sentence.
    static func describe(_ verdict: KeyInteraction.Verdict) -> String {
        switch verdict {
        case .refused(_, let reason, let fix): return "**Refused:** " + reason + "; **fix:** " + fix + "."
        case .defined(let sentence): return sentence
        }
    }

    /// The table of `mapping`, then its keys' examples in one YAML block.
    static func table(_ mapping: SpecMapping) -> String {
        var lines = [
            "### " + mapping.title,
            "",
            "At " + mapping.location + ".",
            "",
            "| Key | Value | Meaning |",
            "|---|---|---|",
        ]
        for key in mapping.keys {
            let name = "`\(key.name)`" + (key.isRequired ? " (required)" : "")
            lines.append("| \(name) | \(describe(key.value)) | \(cell(key.summary)) |")
        }
        lines += ["", "```yaml"] + mapping.keys.map(\.example) + ["```", ""]
        return lines.joined(separator: "\n")
    }

    /// What a value of `value`'s kind is, in words.
    static func describe(_ value: SpecValue) -> String {
        switch value {
        case .keys(let mapping): return "`{ " + mapping.keys.map(\.name).joined(separator: ", ") + " }`"
        case .named(let placeholder, let element): return "a mapping of `\(placeholder)` to \(describe(element))"
        case .swiftType: return "a Swift type"
        case .swiftExpression: return "a Swift expression"
        case .name(let what, _): return what
        case .choice(let words): return listing(words.map { "`\($0)`" })
        case .boolean: return "`true` or `false`"
        // The range is in the meaning, as `help spec` and the schema say it.
        case .number(let range): return range.isWhole ? "a whole number" : "a number of \(range.unit)"
        case .list(let element, _): return "a list (each: \(describe(element)))"
        case .nothing: return "nothing"
        case .oneOf(let values): return listing(values.map(describe))
        }
    }

    /// `a, b or c` (or `a, b and c`).
    private static func listing(_ items: [String], _ conjunction: String = "or") -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items[items.count - 1]
    }

    /// `text` fit for a table cell: `|` escaped, and each word with angle brackets
    /// (`<Feature>State`) in code, so that Markdown shows it rather than taking it for HTML.
    private static func cell(_ text: String) -> String {
        var inCode = false
        let words = text.replacingPipes.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            defer { if word.filter({ $0 == "`" }).count % 2 == 1 { inCode.toggle() } }
            guard !inCode, word.contains("<"), !word.contains("`") else { return String(word) }
            let leading = word.prefix { $0 == "'" }.count
            let trailing = word.dropFirst(leading).reversed().prefix { ".,;:'".contains($0) }.count
            return word.prefix(leading) + "`" + word.dropFirst(leading).dropLast(trailing) + "`" + word.suffix(trailing)
        }
        return words.joined(separator: " ")
    }
}

extension String {
    /// The text with `|` escaped for a Markdown table.
    fileprivate var replacingPipes: String {
        split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
