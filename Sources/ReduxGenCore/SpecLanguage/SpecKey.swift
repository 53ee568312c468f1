/// One key of a mapping in the spec language: its name, what it means, an example, and
/// the values it takes. `SpecLanguage` describes every mapping's keys; the validator looks
/// keys up by name among them, and the JSON Schema (`SpecSchema`), `reduxgen help spec` and
/// the Markdown key tables (`SpecMarkdown`) are printed from them.
public struct SpecKey: Sendable {
    /// The key as written in a spec: `state`, `retry`.
    public var name: String
    /// What the key means, in a sentence or two (an editor shows it on hover).
    public var summary: String
    /// YAML lines that use the key, as they would stand in a spec at its level.
    public var example: String
    /// The values the key takes.
    public var value: SpecValue
    /// Whether a mapping of this kind must have the key.
    public var isRequired: Bool

    /// Creates a key.
    public init(_ name: String, _ summary: String, example: String, value: SpecValue, isRequired: Bool = false) {
        self.name = name
        self.summary = summary
        self.example = example
        self.value = value
        self.isRequired = isRequired
    }
}

/// The values a key of the spec language takes.
public indirect enum SpecValue: Sendable {
    /// A mapping with the keys of `mapping` and no others.
    case keys(SpecMapping)
    /// A mapping of names the spec's author chooses (fields, actions, labels) to values of
    /// one kind; empty when written with no value. `placeholder` stands for a name in
    /// `help spec` (`<field>`).
    case named(placeholder: String, SpecValue)
    /// A Swift type, as text: `"[Message]"`, `Message.ID?`.
    case swiftType
    /// A Swift expression, as text (a plain YAML number or boolean is one too).
    case swiftExpression
    /// A name of what `names` says (`a state field`), matching `pattern` (an ECMA-262
    /// regular expression) when there is one.
    case name(of: String, pattern: String?)
    /// One of these words.
    case choice([String])
    /// `true` or `false`.
    case boolean
    /// A number within a range (seconds, a count), written as YAML writes numbers.
    case number(NumberRange)
    /// A list of values of one kind, none twice when `unique`.
    case list(SpecValue, unique: Bool)
    /// No value: the key written alone (`clearDraft:`).
    case nothing
    /// Any one of these.
    case oneOf([SpecValue])

    /// The mappings with described keys that a value of this kind is or holds directly
    /// (through `oneOf` and `named`, not through their keys); used to walk the description.
    public var nestedMappings: [(placeholder: String?, mapping: SpecMapping)] {
        switch self {
        case .keys(let mapping): return [(nil, mapping)]
        case .oneOf(let values): return values.flatMap(\.nestedMappings)
        case .named(let placeholder, let value): return value.nestedMappings.map { (placeholder, $0.mapping) }
        case .list(let element, _): return element.nestedMappings
        default: return []
        }
    }
}

/// The numbers a key takes: from `minimum` to `maximum`, whole ones only when `isWhole`, and
/// why the bounds are where they are. The key's description states the range, and a value
/// outside it is an error that names the range and the reason for the bound it crosses.
///
/// ```swift
/// let poll = NumberRange(1...86_400, unit: "seconds", belowMinimum: "…", aboveMaximum: "…")
/// poll.description  // "from 1 to 86400 seconds (a day)"
/// ```
public struct NumberRange: Sendable {
    /// The smallest value accepted.
    public var minimum: Double
    /// The largest value accepted.
    public var maximum: Double
    /// Whether only whole numbers are accepted.
    public var isWhole: Bool
    /// What the numbers count: `seconds`, `retries`.
    public var unit: String
    /// Why a value below `minimum` is refused, and what to write instead.
    public var belowMinimum: String
    /// Why a value above `maximum` is refused, and what to write instead.
    public var aboveMaximum: String

    /// Creates a range of numbers.
    public init(_ range: ClosedRange<Double>, whole isWhole: Bool = false, unit: String, belowMinimum: String, aboveMaximum: String) {
        minimum = range.lowerBound
        maximum = range.upperBound
        self.isWhole = isWhole
        self.unit = unit
        self.belowMinimum = belowMinimum
        self.aboveMaximum = aboveMaximum
    }

    /// `from 1 to 86400 seconds (a day)`: the range in words, as descriptions and errors say it.
    public var description: String {
        let span = Self.span(ofSeconds: maximum).map { " (\($0))" } ?? ""
        return "from \(Self.text(minimum)) to \(Self.text(maximum)) \(unit)" + (unit == "seconds" ? span : "")
    }

    /// `1`, `0.1`, `86400`: a bound as a spec would write it.
    static func text(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// `a day`, `10 minutes`, `365 days`: a whole number of minutes, hours or days of
    /// seconds, in words; `nil` for less than a minute or a number of seconds that is none of them.
    static func span(ofSeconds seconds: Double) -> String? {
        for (unit, length) in [("day", 86_400.0), ("hour", 3_600.0), ("minute", 60.0)] where seconds >= length {
            let count = seconds / length
            guard count == count.rounded() else { continue }
            return count == 1 ? "a\(unit == "hour" ? "n" : "") \(unit)" : "\(Int(count)) \(unit)s"
        }
        return nil
    }
}
