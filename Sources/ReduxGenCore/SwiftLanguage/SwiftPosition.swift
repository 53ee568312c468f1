/// A kind of place in Swift code where a name stands, with the words Swift refuses there.
enum SwiftPosition: Sendable {
    /// A stored property, a case without payload, a member type: no keyword, not `_`, and
    /// not `Type` or `Protocol`, which Swift reads after a type as its metatype.
    case member
    /// A method or a case with a payload: no keyword and not `_` (`Type` and `Protocol` are
    /// accepted: `Item.Type(…)` is no metatype).
    case function
    /// A value that generated code names alone, such as an init's parameter: no keyword but
    /// `Type` and `Protocol`, not `_`, and not `await`, which Swift reads alone as its operator.
    case value
    /// A stored property of an `@Observable` class: as a member, and not `borrowing`, whose
    /// getter the Observation macro writes as a `return` with its value on the next line,
    /// which Swift warns about.
    case observed
    /// An argument label, of an associated value or a method: not `inout`, `var` or `let`,
    /// which Swift reads there as modifiers, and not `_`, which means no label.
    case label

    /// Why Swift refuses `name` here, or `nil` when it accepts it.
    func refusal(of name: String) -> String? {
        switch self {
        case .member:
            if name == "Type" || name == "Protocol" { return "Swift reads 'X.\(name)' as a metatype, not a member" }
            return Self.keywordRefusal(of: name)
        case .function:
            return name == "Type" || name == "Protocol" ? nil : Self.keywordRefusal(of: name)
        case .value:
            if name == "await" { return "generated code names it alone too, where Swift reads it as the await operator" }
            return name == "Type" || name == "Protocol" ? nil : Self.keywordRefusal(of: name)
        case .observed:
            if name == "borrowing" { return "the view model's @Observable macro expands such a property into code that Swift warns about" }
            return SwiftPosition.member.refusal(of: name)
        case .label:
            if name == "_" { return "it means no label; write the payload without labels" }
            if ["inout", "var", "let"].contains(name) { return "Swift reads it in a parameter list as a modifier, not a label" }
            return nil
        }
    }

    /// Why a keyword (or `_`) is refused, or `nil` for another name.
    private static func keywordRefusal(of name: String) -> String? {
        if name == "_" { return "it discards a value in Swift" }
        return SwiftNames.keywords.contains(name) ? "it is a Swift keyword" : nil
    }
}
