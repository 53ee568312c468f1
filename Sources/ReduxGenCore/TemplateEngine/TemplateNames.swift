/// The names templates use, listed and versioned, so that a template of your own fails at
/// its first line when reduxgen changes the names it was written for, not in the code it
/// writes.
///
/// Every template says which version of the names it was written for, with a pragma after
/// the text pragma; `reduxgen templates names` prints the listing of this version.
///
/// ```swift
/// TemplateNames.versionPragma   // "{{% REDUXGEN_TEMPLATE_NAMES: 1 }}"
/// TemplateNames.listing         // "feature\n  imports: list of import\n…"
/// ```
package enum TemplateNames {
    /// The version of the names the contexts offer templates. It goes up when a name is
    /// removed or given another kind (`TemplateNamesTests` fails until it does, and
    /// `Templates/names.txt` is then recorded again), and when a name keeps its spelling
    /// but holds something else. A name added keeps the version: every template written
    /// for it still finds the names it uses.
    package static let version = 1

    /// The pragma's name: `{{% REDUXGEN_TEMPLATE_NAMES: 1 }}`.
    static let pragmaName = "REDUXGEN_TEMPLATE_NAMES"

    /// The pragma a template written for this version carries.
    package static var versionPragma: String { "{{% \(pragmaName): \(version) }}" }

    /// Every name a template can use, with its kind, context by context: the root
    /// context's (`feature`) first, then each list's element context once, in the order
    /// they are first met. A list's names are in scope inside its section.
    package static var listing: String {
        var lines = [
            "Template names, version \(version): every name a template can use, with its kind. A list's",
            "section is rendered once per element, with the element's names in scope.",
        ]
        var pending = [FeatureContext.schema]
        var listed: Set<String> = []
        while !pending.isEmpty {
            let schema = pending.removeFirst()
            guard listed.insert(schema.name).inserted else { continue }
            lines += ["", schema.name]
            for entry in schema.entries {
                switch entry.kind {
                case .text: lines.append("  \(entry.name): text")
                case .flag: lines.append("  \(entry.name): flag")
                case .list(let element):
                    lines.append("  \(entry.name): list of \(element.name)")
                    pending.append(element)
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The version a pragma's content (`REDUXGEN_TEMPLATE_NAMES: 1`, blanks ignored) names,
    /// if it is this pragma; `.some(nil)` for this pragma with no whole number.
    static func version(inPragma content: String) -> Int?? {
        let compact = content.filter { $0 != " " }
        guard compact.hasPrefix(pragmaName + ":") else { return nil }
        return .some(Int(compact.dropFirst(pragmaName.count + 1)))
    }
}
