/// Parses the subset of Swift's type grammar that a state field or payload needs:
/// named types with dots and generic arguments, array and dictionary sugar, and `?`.
///
/// This is a real recursive-descent parser, not a pattern: anything outside the grammar,
/// such as `Int) {} ; func evil() {`, is rejected with the column where it goes wrong.
/// The grammar itself is `TypeGrammar`; this entry point picks the text it reads.
enum SwiftTypeParser {
    /// Why a type does not parse, and at which Character offset.
    struct Failure: Error, Equatable {
        var message: String
        var offset: Int
    }

    /// The deepest nesting of brackets accepted.
    static let maximumDepth = 16

    /// Parses `text` as exactly one type. (Typed throws rather than `Result`: instantiating
    /// `Result` at run time costs a protocol conformance lookup in every process.)
    ///
    /// ASCII text (nearly every type) is read byte by byte; any other text Character by
    /// Character, with the same grammar, messages and offsets.
    static func parse(_ text: String) throws(Failure) -> SwiftType {
        var failure: Failure?
        let parsed = text.utf8.withContiguousStorageIfAvailable { bytes -> SwiftType? in
            guard let ascii = ASCIITypeText(bytes, of: text) else { return nil }
            var grammar = TypeGrammar(ascii)
            do throws(Failure) {
                return try grammar.parseWholeText()
            } catch {
                failure = error
                return nil
            }
        }
        if let failure { throw failure }
        // `parsed` is `nil` when the storage is not contiguous, `.some(nil)` when the text is not ASCII.
        if let parsed, let type = parsed { return type }
        var grammar = TypeGrammar(CharacterTypeText(text))
        return try grammar.parseWholeText()
    }
}
