/// `effects:`: side effects other than requests, which the reducer logic asks for.
extension ValidationSession {
    /// `effects: { playDoneSound: , announce: String }`: each an effect name and its
    /// payload, written like an action.
    mutating func validateEffects(_ node: YAMLNode) -> [Action] {
        guard let pairs = mapping(node, what: "'effects'", expected: "a mapping of effect names to payloads, like 'logEvent: { name: String }'") else {
            return []
        }
        var effects: [Action] = []
        for pair in pairs {
            guard checkName(pair.key, at: pair.keyPosition) else { continue }
            if let payload = payload(pair.value, of: "the effect '\(pair.key)'") {
                var effect = Action(name: pair.key, payload: payload, line: Int(pair.keyPosition.line))
                effect.declared = pair.keyPosition
                effects.append(effect)
            }
        }
        return effects
    }
}
