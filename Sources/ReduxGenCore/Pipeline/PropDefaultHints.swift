/// Hints for a props skeleton that makes its props itself while the spec changes a prop's
/// `default:`.
///
/// The props skeleton is the user's and is never rewritten. One that starts from
/// `derived(from:)` follows every default of the spec; one that builds the props itself
/// (`TeamChatProps(title: …, …)`) keeps what it wrote, and nothing would say that the spec's
/// new default shows nowhere. Comparing the `derived(from:)` the last run generated with the
/// spec's props tells which defaults came or changed; each gets a warning at the spec's
/// default that names the skeleton and what to write there.
///
/// ```swift
/// PropDefaultHints.warnings(
///     previousViewModel: "    static func derived(from state: ChatState) -> ChatProps {\n        let title: String = \"\"\n",
///     props: [Prop(name: "title", type: "String", derivation: .expression("\"Chat\""), line: 4)],
///     featureName: "Chat", spec: "props:\n  title:\n    type: String\n    default: '\"Chat\"'\n",
///     specPath: "Specs/Chat.yaml", propsSkeleton: "        return ChatProps(title: \"Hi\")",
///     propsSkeletonPath: "Sources/ChatPropsLogic.swift")
/// // Specs/Chat.yaml:4:14: warning: the prop 'title' defaults to "Chat" now, not "", and
/// //   ChatPropsLogic.swift does not follow: …
/// ```
package enum PropDefaultHints {
    /// A warning at the spec's `default:` of each prop of `props` whose default the spec at
    /// `specPath` (text `spec`) gives and `previousViewModel` (the last run's generated
    /// `<Feature>ViewModel.swift`) derived otherwise, when `propsSkeleton`, the text of the
    /// file at `propsSkeletonPath`, does not start from `derived(from:)`.
    package static func warnings(
        previousViewModel: String, props: [Prop], featureName: String, spec: String, specPath: String,
        propsSkeleton: String, propsSkeletonPath: String
    ) -> [Diagnostic] {
        // A call `derived(from: state)`, not the skeleton's comment that names `derived(from:)`.
        guard !propsSkeleton.contains("derived(from: ") else { return [] }
        let previous = derivations(in: previousViewModel)
        let specLines = spec.split(separator: "\n", omittingEmptySubsequences: false)
        let skeletonFile = propsSkeletonPath.split(separator: "/").last.map(String.init) ?? propsSkeletonPath
        return props.compactMap { prop -> Diagnostic? in
            guard case .expression(let text) = prop.derivation, let old = previous[prop.name], old != text,
                prop.line >= 1, prop.line <= specLines.count, let column = defaultColumn(in: specLines[prop.line - 1])
            else { return nil }
            let message = "the prop '\(prop.name)' defaults to \(text) now, not \(old), and \(skeletonFile) does not follow: "
                + "its make(from:) makes the \(featureName)Props itself (the file is yours: reduxgen wrote it once). "
                + "Write '\(prop.name): \(text)' in the \(featureName)Props(…) it returns, "
                + "or start from \(featureName)Props.derived(from: state), which follows the spec's defaults."
            return .warning(message, at: SourceLocation(path: specPath, line: prop.line, column: column))
        }
    }

    /// The expression each prop's local is bound to in the `derived(from:)` of `viewModel`:
    /// its lines `let name: Type = expression`, by name.
    static func derivations(in viewModel: String) -> [String: String] {
        var derivations: [String: String] = [:]
        var isInDerived = false
        for line in viewModel.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            if trimmed.contains("static func derived(from ") {
                isInDerived = true
                continue
            }
            guard isInDerived else { continue }
            if trimmed.hasPrefix("return ") || trimmed == "}" { break }
            guard trimmed.hasPrefix("let "), let colon = trimmed.firstIndex(of: ":"), let equals = trimmed.firstRange(of: " = ") else { continue }
            let name = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 4)..<colon].filter { $0 != "`" }
            derivations[String(name)] = String(trimmed[equals.upperBound...])
        }
        return derivations
    }

    /// The 1-based column (in UTF-8 bytes) of the value after `default:` in `line`, if the
    /// line has that key.
    private static func defaultColumn(in line: Substring) -> Int? {
        guard let key = line.firstRange(of: "default:") else { return nil }
        let afterKey = line[key.upperBound...]
        let value = afterKey.firstIndex { $0 != " " } ?? afterKey.endIndex
        return line.utf8.distance(from: line.startIndex, to: value) + 1
    }
}
