/// The keys of the view layer section, as the spec language describes them.
extension SpecLanguage {
    /// `props`: what the view shows.
    static let props = SpecKey(
        "props",
        "What the view shows: the fields of <Feature>Props, written like state fields. Generates the props, the @Observable <Feature>ViewModel and the skeleton <Feature>PropsLogic.swift (make(from:)).",
        example: """
            props:
              title: { type: String, default: '"Chat"' }
              messages: "[Message]"
              isSending: { type: Bool, default: state.sendMessageStatus.isLoading }
            """,
        value: .named(placeholder: "<prop>", .oneOf([.swiftType, .keys(.prop)])))

    /// The keys of a prop written as `{ type, default }`.
    static let propKeys: [SpecKey] = [
        SpecKey("type", "The prop's Swift type.", example: "type: Bool", value: .swiftType, isRequired: true),
        SpecKey(
            "default",
            "How the props skeleton first makes the prop: a Swift expression that may read `state`. Without it, a prop named and typed like a state field takes it, an optional nil, a Bool false, a String or collection its empty value; any other prop needs one.",
            example: "default: state.sendMessageStatus.isLoading",
            value: .swiftExpression),
    ]
}
