/// The keys of the state section, as the spec language describes them.
extension SpecLanguage {
    /// `state`: the fields of the feature's state.
    static let state = SpecKey(
        "state",
        "The fields of <Feature>State, in order: a field name and its Swift type, or { type, default }. Optionals default to nil, arrays and sets to [], dictionaries to [:]; a field without a default becomes a parameter of the state's init. Required; write `state: {}` for none.",
        example: """
            state:
              messages: "[Message]"
              draft: { type: String, default: '""' }
              selectedID: Message.ID?
            """,
        value: .named(placeholder: "<field>", .oneOf([.swiftType, .keys(.stateField)])),
        isRequired: true)

    /// The keys of a state field written as `{ type, default }`.
    static let stateFieldKeys: [SpecKey] = [
        SpecKey("type", "The field's Swift type.", example: "type: String", value: .swiftType, isRequired: true),
        SpecKey(
            "default",
            "The field's initial value: a Swift expression on one line (quote it when YAML would read it otherwise).",
            example: "default: '\"\"'",
            value: .swiftExpression),
    ]
}
