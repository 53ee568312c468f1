/// The keys of the actions section, as the spec language describes them.
extension SpecLanguage {
    /// `actions`: the feature's synchronous actions.
    static let actions = SpecKey(
        "actions",
        "The synchronous actions of <Feature>Action: an action name and its payload (nothing, one type, or labelled values in order). Your reducer skeleton handles them.",
        example: """
            actions:
              clearDraft:
              select: Message.ID
              deleteMessage: { id: Message.ID }
            """,
        value: .named(placeholder: "<action>", payload))
}
