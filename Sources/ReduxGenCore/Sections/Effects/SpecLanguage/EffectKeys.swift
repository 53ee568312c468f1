/// The keys of the effects section, as the spec language describes them.
extension SpecLanguage {
    /// `effects`: the side effects other than requests.
    static let effects = SpecKey(
        "effects",
        "Side effects other than requests (a sound, an analytics event, a haptic), written like actions. Each is a case of <Feature>Effect that the reducer logic asks for with perform(.name) while it reduces an action, and a method of the protocol <Feature>Effects that <Feature>EffectPerformer(effects:).middleware calls once the action is reduced. An effect cannot have an action's name.",
        example: """
            effects:
              playSentSound:
              logEvent: { name: String }
            """,
        value: .named(placeholder: "<effect>", payload))
}
