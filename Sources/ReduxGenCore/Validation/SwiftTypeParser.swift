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
            if let simple = parseSimple(bytes, of: text) { return simple }
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

    /// The type of the common simple forms, without the grammar: a dotted name, or one in
    /// brackets, then any `?`s, written without spaces. `nil` for anything else (including
    /// every text with a mistake), which the grammar then parses with the same result as
    /// it would have for these forms.
    private static func parseSimple(_ bytes: UnsafeBufferPointer<UInt8>, of text: String) -> SwiftType? {
        let count = bytes.count
        let isArray = count > 0 && bytes[0] == UInt8(ascii: "[")
        var index = isArray ? 1 : 0
        while true {
            let start = index
            while index < count, isIdentifierByte(bytes[index]) { index += 1 }
            guard start < index, !(bytes[start] &- UInt8(ascii: "0") < 10),
                !SwiftNames.reservedInTypeNames.contains(UnsafeBufferPointer(rebasing: bytes[start..<index]))
            else { return nil }
            guard index < count, bytes[index] == UInt8(ascii: ".") else { break }
            index += 1
        }
        if isArray {
            guard index < count, bytes[index] == UInt8(ascii: "]") else { return nil }
            index += 1
        }
        let shapeEnd = index
        while index < count, bytes[index] == UInt8(ascii: "?") { index += 1 }
        guard index == count else { return nil }
        let isOptional = index > shapeEnd
        return SwiftType(spelling: text, isNominal: !isArray && !isOptional, implicitDefault: isOptional ? "nil" : isArray ? "[]" : nil)
    }

    /// Whether the ASCII `byte` can be part of a name: a letter, digit or `_`.
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        guard byte < 128 else { return false }
        let table = byte < 64 ? SwiftNames.identifierBytesLow : SwiftNames.identifierBytesHigh
        return (table &>> UInt64(byte & 63)) & 1 == 1
    }
}
