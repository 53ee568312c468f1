/// A line-by-line comparison of two texts, written the way `diff -u` marks lines:
/// `-` for lines only in the first (expected), `+` for lines only in the second (actual),
/// two spaces for lines in both.
enum LineDiff {
    /// The marked lines of `expected` and `actual`, joined with newlines.
    static func text(expected: [String], actual: [String]) -> String {
        marked(expected: expected, actual: actual).joined(separator: "\n")
    }

    /// Each line of the longest common subsequence unmarked, the rest marked `-` or `+`,
    /// removals before insertions.
    static func marked(expected: [String], actual: [String]) -> [String] {
        let rows = expected.count, columns = actual.count
        // common[i][j]: length of the longest common subsequence of expected[i...] and actual[j...].
        var common = Array(repeating: Array(repeating: 0, count: columns + 1), count: rows + 1)
        for i in stride(from: rows - 1, through: 0, by: -1) {
            for j in stride(from: columns - 1, through: 0, by: -1) {
                common[i][j] = expected[i] == actual[j]
                    ? common[i + 1][j + 1] + 1
                    : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var result: [String] = []
        var i = 0, j = 0
        while i < rows || j < columns {
            if i < rows, j < columns, expected[i] == actual[j] {
                result.append("  " + expected[i])
                i += 1
                j += 1
            } else if i < rows, j == columns || common[i + 1][j] >= common[i][j + 1] {
                result.append("- " + expected[i])
                i += 1
            } else {
                result.append("+ " + actual[j])
                j += 1
            }
        }
        return result
    }
}
