extension String {
    /// The string split at each `separator` outside brackets (`()`, `[]`, `<>`), the parts
    /// as they are: `"id: Int, tags: [String: Int]"` split at `,` gives `"id: Int"` and
    /// `" tags: [String: Int]"`.
    func split(outsideBracketsAt separator: Character) -> [String] {
        var parts: [String] = []
        var depth = 0
        var current = ""
        for character in self {
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character) { depth -= 1 }
            if character == separator && depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts
    }
}
