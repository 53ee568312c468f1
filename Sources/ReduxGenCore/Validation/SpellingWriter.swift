/// Writes the canonical spelling of a type piece by piece while `TypeGrammar` parses it.
///
/// Most types are written canonically already (`Int`, `[String: Int]`, `Set<Int>?`), so the
/// writer starts by only counting: while every piece is what the text holds at the same
/// place, the spelling is the text's first `verbatimCount` Characters and no string is built.
/// At the first difference (a space to drop, a `:` without its space) it copies that prefix
/// and appends from then on.
struct SpellingWriter {
    /// While `built` is `nil`, the spelling so far is the text's first `verbatimCount` Characters.
    private var verbatimCount = 0
    /// The spelling so far, once it differs from the text.
    private var built: String?

    /// Writes the ASCII punctuation `mark`, read at `offset`; `spaced` adds a space after it.
    mutating func write<Text: TypeText>(_ mark: Unicode.Scalar, spaced: Bool = false, at offset: Int, of text: Text) {
        if built == nil {
            let length = spaced ? 2 : 1
            if offset == verbatimCount && offset + length <= text.count && text.character(at: offset, is: UInt8(ascii: mark))
                && (!spaced || text.character(at: offset + 1, is: UInt8(ascii: " ")))
            {
                verbatimCount += length
                return
            }
            built = text.string(0..<verbatimCount)
        }
        built?.unicodeScalars.append(mark)
        if spaced { built? += " " }
    }

    /// Writes the name the text holds at `range`.
    mutating func writeName<Text: TypeText>(_ range: Range<Int>, of text: Text) {
        if built == nil {
            if range.lowerBound == verbatimCount {
                verbatimCount = range.upperBound
                return
            }
            built = text.string(0..<verbatimCount)
        }
        text.append(range, to: &built!)
    }

    /// The spelling written so far.
    func spelling<Text: TypeText>(of text: Text) -> String {
        if let built { return built }
        return verbatimCount == text.count ? text.string : text.string(0..<verbatimCount)
    }
}
