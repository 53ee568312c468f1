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
    /// A number greater than zero (seconds).
    case positiveNumber
    /// A whole number of at least one.
    case positiveInteger
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
