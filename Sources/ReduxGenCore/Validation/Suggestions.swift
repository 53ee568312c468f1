/// "Did you mean" suggestions for misspelt names.
package enum Suggestions {
    /// The candidate closest to `word`, if it is close enough to be a likely typo:
    /// at most two edits, and fewer edits than the word has characters.
    package static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let lowered = word.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance <= 2, distance < word.count, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// Damerau–Levenshtein distance (with adjacent transpositions), so `sucess` is one edit
    /// from `success` and `polciy` one from `policy`.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }

    /// ` (did you mean 'state'?)`-style suffix, or a list of the valid choices.
    package static func hint(for word: String, among candidates: [String]) -> String {
        if let match = closest(to: word, among: candidates) {
            return "; did you mean '\(match)'?"
        }
        return "; expected " + listing(candidates)
    }

    /// `'a', 'b' or 'c'`.
    package static func listing(_ words: [String]) -> String {
        let quoted = words.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
    }
}
