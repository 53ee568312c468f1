/// The text `TypeGrammar` reads, addressed by Character offset (the offsets that failures
/// report and that columns are computed from).
///
/// `ASCIITypeText` reads the bytes of an ASCII text, where every Character is one byte:
/// the common case, and a fast one. `CharacterTypeText` reads the Characters of any text.
protocol TypeText {
    /// The whole text.
    var string: String { get }
    /// The number of Characters.
    var count: Int { get }
    /// Whether the Character at `offset` is the ASCII character `ascii`.
    func character(at offset: Int, is ascii: UInt8) -> Bool
    /// Whether the Character at `offset` can be part of a name: a letter, digit or `_`.
    func isIdentifierCharacter(at offset: Int) -> Bool
    /// Whether the Character at `offset` is a number.
    func isNumber(at offset: Int) -> Bool
    /// The Character at `offset`, for messages.
    func character(at offset: Int) -> Character
    /// The Characters in `range`.
    func string(_ range: Range<Int>) -> String
    /// Appends the Characters in `range` to `string`.
    func append(_ range: Range<Int>, to string: inout String)
    /// Whether the Characters in `range` are `word`.
    func spells(_ range: Range<Int>, _ word: StaticString) -> Bool
    /// Whether the Characters in `range` are a Swift keyword other than the type names
    /// `Any`, `Self`, `Type` and `Protocol`.
    func isKeywordThatCannotNameAType(_ range: Range<Int>) -> Bool
}

/// An ASCII text without carriage returns, read byte by byte: each byte is one Character
/// (a CR LF pair would be a single Character, so texts with CR are not read this way).
struct ASCIITypeText: TypeText {
    let string: String
    private let bytes: UnsafeBufferPointer<UInt8>

    /// Wraps `bytes`, the UTF-8 of `string`, or returns `nil` if they are not ASCII without CR.
    init?(_ bytes: UnsafeBufferPointer<UInt8>, of string: String) {
        guard bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else { return nil }
        self.bytes = bytes
        self.string = string
    }

    var count: Int { bytes.count }

    func character(at offset: Int, is ascii: UInt8) -> Bool {
        bytes[offset] == ascii
    }

    func isIdentifierCharacter(at offset: Int) -> Bool {
        let byte = bytes[offset]
        let lower = byte | 0x20
        return byte == UInt8(ascii: "_") || (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    func isNumber(at offset: Int) -> Bool {
        bytes[offset] >= UInt8(ascii: "0") && bytes[offset] <= UInt8(ascii: "9")
    }

    func character(at offset: Int) -> Character {
        Character(Unicode.Scalar(bytes[offset]))
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    func append(_ range: Range<Int>, to string: inout String) {
        string += self.string(range)
    }

    func spells(_ range: Range<Int>, _ word: StaticString) -> Bool {
        range.count == word.utf8CodeUnitCount
            && word.withUTF8Buffer { bytes[range].elementsEqual($0) }
    }

    func isKeywordThatCannotNameAType(_ range: Range<Int>) -> Bool {
        SwiftNames.reservedInTypeNames.contains(UnsafeBufferPointer(rebasing: bytes[range]))
    }
}

/// Any text, read Character by Character.
struct CharacterTypeText: TypeText {
    let string: String
    private let characters: [Character]

    init(_ text: String) {
        string = text
        characters = Array(text)
    }

    var count: Int { characters.count }

    func character(at offset: Int, is ascii: UInt8) -> Bool {
        characters[offset] == Character(Unicode.Scalar(ascii))
    }

    /// A letter, digit or `_`, with a fast path for ASCII.
    func isIdentifierCharacter(at offset: Int) -> Bool {
        let character = characters[offset]
        if let ascii = character.asciiValue {
            let lower = ascii | 0x20
            return ascii == UInt8(ascii: "_") || (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z"))
                || (ascii >= UInt8(ascii: "0") && ascii <= UInt8(ascii: "9"))
        }
        return character.isLetter || character.isNumber
    }

    func isNumber(at offset: Int) -> Bool {
        characters[offset].isNumber
    }

    func character(at offset: Int) -> Character {
        characters[offset]
    }

    func string(_ range: Range<Int>) -> String {
        String(characters[range])
    }

    func append(_ range: Range<Int>, to string: inout String) {
        string.append(contentsOf: characters[range])
    }

    func spells(_ range: Range<Int>, _ word: StaticString) -> Bool {
        string(range) == word.description
    }

    func isKeywordThatCannotNameAType(_ range: Range<Int>) -> Bool {
        let name = string(range)
        return SwiftNames.reserved.contains(name) && !SwiftNames.typeNames.contains(name)
    }
}
