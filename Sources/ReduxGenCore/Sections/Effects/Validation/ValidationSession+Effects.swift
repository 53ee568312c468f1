/// `effects:`.
enum EffectsSection: FeatureSection {
    static func read(_ keys: inout KeyedMapping, into feature: inout Feature, in session: inout ValidationSession) {
        if let node = keys["effects"] { feature.effects = session.validateEffects(node) }
    }
}

/// `effects:`: side effects other than requests, which the reducer logic asks for.
extension ValidationSession {
    /// `effects: { playDoneSound: , announce: String }`: each an effect name and its
    /// payload, written like an action.
    mutating func validateEffects(_ node: YAMLNode) -> [Action] {
        namedPayloads(node, key: "effects", kind: "effect", place: NamePlace.effect, example: "logEvent: { name: String }")
    }
}
