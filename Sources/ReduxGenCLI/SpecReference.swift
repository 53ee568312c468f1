import ReduxGenCore

/// `reduxgen help spec`: every key of the spec language with what it means and an example,
/// printed from `SpecLanguage` (the source of `reduxgen schema` too), wrapped like `--help`.
enum SpecReference {
    /// The word after `help` that asks for this text.
    static let topic = "spec"

    /// The whole text, without a final line break.
    static var text: String {
        let overview = """
            OVERVIEW: Every key of a feature spec, with an example. A spec describes one \
            feature and is named after it (TeamChat.yaml); a name in angle brackets \
            (<field>) is one you choose. 'reduxgen init NAME' writes a commented starter \
            spec, and 'reduxgen schema' gives editors the same keys for completion. The \
            README's section "The spec language" shows whole specs and what they generate. \
            A key's "Meets" names the keys it combines with: the spec-language article's \
            "How keys combine" says, for each, what they do together or the error that \
            refuses them.
            """
        let entries = SpecMapping.featureSpec.entriesWithNestedKeys.map(entry)
        let appEntries = SpecMapping.appSpec.entriesWithNestedKeys.map(entry)
        return TextWrapping.wrap(overview, width: HelpText.width) + "\n\nKEYS:\n" + entries.joined(separator: "\n")
            + "\n\nAPP SPEC KEYS (a spec with 'app:' composes the feature specs of the run):\n" + appEntries.joined(separator: "\n")
    }

    /// `  requests.<request>.retry` and whether it is required, then the summary, the keys
    /// it meets and the example, indented under it.
    private static func entry(_ entry: SpecMapping.Entry) -> String {
        let key = entry.key
        let heading = "  " + entry.path + (key.isRequired ? "  (required)" : "")
        let summary = TextWrapping.wrap(key.summary, width: HelpText.width, indent: 6)
        let example = key.example.split(separator: "\n", omittingEmptySubsequences: false).map { "        " + $0 }.joined(separator: "\n")
        return heading + "\n" + summary + "\n" + meetings(of: entry).map { $0 + "\n" }.joined() + example + "\n"
    }

    /// `Meets: policy, key, …`, the keys the entry's key has a row with in the interaction
    /// table, named as this help names them (nothing when it meets none).
    private static func meetings(of entry: SpecMapping.Entry) -> [String] {
        guard let id = SpecKeyID(entry.mapping, entry.key.name) else { return [] }
        let others = SpecLanguage.interactions.filter { $0.involves(id) }.map { row in
            let other = row.first == id ? row.second : row.first
            return other.mapping == entry.mapping && !other.isHeldSpecsKey ? other.name : other.path
        }
        guard !others.isEmpty else { return [] }
        return [TextWrapping.wrap("Meets: " + others.joined(separator: ", ") + ".", width: HelpText.width, indent: 6)]
    }
}
