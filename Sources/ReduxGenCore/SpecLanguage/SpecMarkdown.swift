/// The key tables of the spec language in Markdown, printed from `SpecLanguage`: one table
/// per mapping (key, value, meaning) followed by the keys' examples.
///
/// The spec-language article holds them between `<!-- spec-keys:begin -->` and
/// `<!-- spec-keys:end -->`, and a test checks that the text there is this one.
///
/// ```swift
/// let markdown = SpecMarkdown.keyTables
/// ```
public enum SpecMarkdown {
    /// Every mapping's table, feature spec first, each under a `###` heading.
    public static var keyTables: String {
        SpecMapping.allCases.map(table).joined(separator: "\n")
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

    /// `a, b or c`.
    private static func listing(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
    }

    /// `text` fit for a table cell: `|` escaped, and each word with angle brackets
    /// (`<Feature>State`) in code, so that Markdown shows it rather than taking it for HTML.
    private static func cell(_ text: String) -> String {
        var inCode = false
        let words = text.replacingPipes.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            defer { if word.filter({ $0 == "`" }).count % 2 == 1 { inCode.toggle() } }
            guard !inCode, word.contains("<"), !word.contains("`") else { return String(word) }
            let trailing = word.reversed().prefix { ".,;:".contains($0) }.count
            return "`" + word.dropLast(trailing) + "`" + word.suffix(trailing)
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
