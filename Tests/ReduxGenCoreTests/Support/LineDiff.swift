/// A readable line diff for golden-file failures: `-` lines are expected, `+` lines are
/// what was generated, with a few lines of context around each change.
enum LineDiff {
    static func unified(expected: String, actual: String, context: Int = 2) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Longest common subsequence table, from the ends.
        var table = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var lines: [(mark: Character, text: String)] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                lines.append((" ", old[i])); i += 1; j += 1
            } else if j < new.count, i == old.count || table[i][j + 1] >= table[i + 1][j] {
                lines.append(("+", new[j])); j += 1
            } else {
                lines.append(("-", old[i])); i += 1
            }
        }
        let changed = lines.indices.filter { lines[$0].mark != " " }
        var shown = Set<Int>()
        for index in changed {
            for nearby in max(0, index - context)...min(lines.count - 1, index + context) { shown.insert(nearby) }
        }
        var output: [String] = []
        var previous = -1
        for index in shown.sorted() {
            if index != previous + 1 { output.append("@@ line \(index + 1) @@") }
            output.append("\(lines[index].mark)\(lines[index].text)")
            previous = index
        }
        return output.joined(separator: "\n")
    }
}
