/// The defaults most specs write: plain literals such as `0`, `0.5`, `false`, `nil`, `""`,
/// `[]` and `[:]`.
///
/// Each is a single Swift expression that stays in its slot, so the check of a default
/// (`SwiftExpressionChecker`) accepts it, and a default that is one of them skips it.
/// `ExpressionCheckTests` keeps this promise honest.
enum PlainLiteral {
    /// The literals other than numbers, exactly as written.
    private static let words: [StaticString] = ["true", "false", "nil", "\"\"", "[]", "[:]"]

    /// Whether `text` is exactly one plain literal, without spaces: a decimal integer
    /// (`0`, `42`), a decimal with a fraction (`0.5`), or one of `words`.
    static func matches(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            isDecimal(bytes) || words.contains { word in word.withUTF8Buffer { $0.elementsEqual(bytes) } }
        }
    }

    /// Digits, optionally followed by `.` and more digits.
    private static func isDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        let integerEnd = bytes.firstIndex { !isDigit($0) } ?? bytes.endIndex
        guard integerEnd > bytes.startIndex else { return false }
        if integerEnd == bytes.endIndex { return true }
        let fraction = bytes[(integerEnd + 1)...]
        return bytes[integerEnd] == UInt8(ascii: ".") && !fraction.isEmpty && fraction.allSatisfy(isDigit)
    }
}
