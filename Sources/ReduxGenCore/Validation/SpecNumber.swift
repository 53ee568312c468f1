/// A decimal number as a spec writes it: `30`, `0.5`, `.5`, `1_000`, `1e3`, `+2.5E-1`.
///
/// YAML readers disagree on which of these are numbers (YAML 1.1 reads `1_000` as one and
/// `1e3` as text, YAML 1.2 the other way round), so a spec's number is read from its text,
/// quoted or not. Hexadecimal, octal, sexagesimal (`1:30`), `.inf` and `.nan` are no spec
/// numbers, nor is an integer part with a leading zero (`030`, octal in YAML 1.1).
///
/// ```swift
/// SpecNumber("1_000")?.literal   // "1000"
/// SpecNumber("1.5e-1")?.literal  // "0.15"
/// SpecNumber("soon")             // nil
/// ```
struct SpecNumber: Equatable {
    /// The value, near enough to compare with a range's bounds.
    let value: Double
    /// Whether the number is negative.
    private let isNegative: Bool
    /// The significant digits, without leading or trailing zeros (empty for zero).
    private let digits: [Character]
    /// Where the decimal point goes: after that many of `digits` (negative: zeros first).
    private let point: Int

    /// The number `text` writes, or `nil` when it writes none.
    init?(_ text: String) {
        var rest = Substring(text)
        let isNegative = rest.first == "-"
        if rest.first == "-" || rest.first == "+" { rest.removeFirst() }
        let mantissa = rest.prefix { $0 != "e" && $0 != "E" }
        let exponentText = rest.dropFirst(mantissa.count)
        let parts = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0], fraction = parts.count > 1 ? parts[1] : ""
        guard Self.isDigitRun(whole, mayBeEmpty: parts.count > 1), Self.isDigitRun(fraction, mayBeEmpty: true),
            !(whole.isEmpty && fraction.isEmpty)
        else { return nil }
        let wholeDigits = whole.filter { $0 != "_" }, fractionDigits = fraction.filter { $0 != "_" }
        if wholeDigits.count > 1, wholeDigits.first == "0" { return nil }
        var exponent = 0
        if !exponentText.isEmpty {
            var digitsOfExponent = exponentText.dropFirst()
            let isExponentNegative = digitsOfExponent.first == "-"
            if digitsOfExponent.first == "-" || digitsOfExponent.first == "+" { digitsOfExponent.removeFirst() }
            guard !digitsOfExponent.isEmpty, digitsOfExponent.allSatisfy(\.isASCIIDigit) else { return nil }
            // Past four digits an exponent puts any number but zero outside every range: it
            // is clamped there, which keeps the arithmetic below in bounds.
            let significant = digitsOfExponent.drop { $0 == "0" }
            let magnitude = significant.count > 4 ? 99_999 : Int(significant) ?? 0
            exponent = isExponentNegative ? -magnitude : magnitude
        }
        var all = Array(wholeDigits + fractionDigits)
        var point = wholeDigits.count + exponent
        let leadingZeros = all.prefix { $0 == "0" }.count
        all.removeFirst(leadingZeros)
        point -= leadingZeros
        while all.last == "0" { all.removeLast() }
        if all.isEmpty { point = 0 }
        self.isNegative = isNegative && !all.isEmpty
        digits = all
        self.point = point
        // 0.d₁d₂… × 10^point, which `Double` reads exactly as far as it can hold it.
        let written: String = (self.isNegative ? "-0." : "0.") + String(all) + "0e" + String(point)
        value = Double(written) ?? .infinity
    }

    /// Whether `text` is digits and `_`s, not starting with `_` (`1_000`), or empty when allowed.
    private static func isDigitRun(_ text: Substring, mayBeEmpty: Bool) -> Bool {
        guard let first = text.first else { return mayBeEmpty }
        return first.isASCIIDigit && text.allSatisfy { $0.isASCIIDigit || $0 == "_" }
    }

    /// Whether the number is a whole one.
    var isWhole: Bool { point >= digits.count }

    /// The number as a Swift literal without exponent or separators, `Int` when whole and
    /// `Double` otherwise: `1000`, `0.15`, `0`. Meant for numbers within a range: its length
    /// grows with the exponent.
    var literal: String {
        guard !digits.isEmpty else { return "0" }
        let sign = isNegative ? "-" : ""
        if point <= 0 { return sign + "0." + String(repeating: "0", count: -point) + String(digits) }
        if point >= digits.count { return sign + String(digits) + String(repeating: "0", count: point - digits.count) }
        return sign + String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
    }
}

extension Character {
    /// Whether the character is one of the ASCII digits 0 to 9.
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
