/// The action cases that a generated `switch action` matches, read from the file's text.
enum SwitchCases {
    /// The case names that the first `switch action {` after the first line containing
    /// `start` (and before the first line after it containing `end`, if any) matches, in
    /// order, each as often as a pattern names it: `case .load(let id), .forceLoad(let id):`
    /// names `load` and `forceLoad`. `nil` when there is no such switch.
    static func names(in text: String, after start: String, before end: String? = nil) -> [String]? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let startIndex = lines.firstIndex(where: { $0.contains(start) }) else { return nil }
        var region = lines[(startIndex + 1)...]
        if let end, let endIndex = region.firstIndex(where: { $0.contains(end) }) { region = region[..<endIndex] }
        guard let switchIndex = region.firstIndex(where: { $0.hasSuffix("switch action {") }) else { return nil }
        return names(ofSwitchAt: switchIndex, in: lines)
    }

    /// The case names that the switch at `switchIndex` of `lines` matches, in order; `nil`
    /// when it is not closed.
    private static func names(ofSwitchAt switchIndex: Int, in lines: [String]) -> [String]? {
        let indent = String(lines[switchIndex].prefix { $0 == " " })
        var names: [String] = []
        for line in lines[(switchIndex + 1)...] {
            if line == indent + "}" { return names }
            guard line.hasPrefix(indent + "case .") else { continue }
            names += patternNames(String(line.dropFirst(indent.count + "case ".count)))
        }
        return nil
    }

    /// The case names that every `switch action {` of `text` matches, each switch's in order,
    /// but the switches of the functions whose declaration line contains one of `excluded`.
    static func namesOfEverySwitch(in text: String, excludingFunctions excluded: [String] = []) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var names: [String] = []
        var isExcluded = false
        for index in lines.indices {
            if lines[index].contains(" func ") { isExcluded = excluded.contains { lines[index].contains($0) } }
            guard !isExcluded, lines[index].hasSuffix("switch action {") else { continue }
            names += Self.names(ofSwitchAt: index, in: lines) ?? []
        }
        return names
    }

    /// `load`, `forceLoad` of `.load(let id), .forceLoad(let id):`: each pattern's case
    /// name, the identifier after a dot that starts the line or follows `, ` outside
    /// parentheses.
    private static func patternNames(_ patterns: String) -> [String] {
        var names: [String] = []
        var depth = 0
        var current: String?
        var previous: Character = ","
        for character in patterns {
            if var name = current {
                if character.isLetter || character.isNumber || character == "_" {
                    name.append(character)
                    current = name
                    continue
                }
                names.append(name)
                current = nil
            }
            switch character {
            case "(": depth += 1
            case ")": depth -= 1
            case "." where depth == 0 && (previous == "," || previous == " "): current = ""
            case ":" where depth == 0: return names
            default: break
            }
            if character != " " { previous = character }
        }
        return names + (current.map { [$0] } ?? [])
    }
}
