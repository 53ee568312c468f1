/// What `effects:` generates: the cases of `<Feature>Effect`, each one also a method of the
/// protocol `<Feature>Effects` that the effect performer calls, and the names of the effects
/// mock's members.
///
/// ```swift
/// // effects: { playDoneSound: , announce: String }
/// plan.effects?.cases.map(\.name)   // ["playDoneSound", "announce"]
/// ```
package struct EffectsPlan: Sendable {
    /// The effect cases, in the spec's order, with the bindings the performer and the mock
    /// give their values.
    package let cases: [ActionCase]
    /// The effects mock's recorder of effects (private): `recorded`, unless an effect is
    /// called so.
    package let mockRecorderName: String
    /// The effects mock's list of the effects it performed: `calls`, unless an effect is
    /// called so.
    package let mockCallsName: String

    /// The plan of `feature`'s effects; `nil` when it declares none.
    init?(_ feature: Feature) {
        guard !feature.effects.isEmpty else { return nil }
        let methods = Set(feature.effects.map(\.name))
        let callsName = GeneratedLocals.unique("calls", avoiding: methods.contains, renamed: "performedEffects")
        mockCallsName = callsName
        mockRecorderName = GeneratedLocals.unique("recorded", avoiding: { methods.contains($0) || $0 == callsName }, renamed: "effectRecorder")
        // A value is bound beside the performer's `effects` and the mock's recorder.
        let taken: Set<String> = [Self.effectsProperty, mockRecorderName]
        var effectAliases = AliasNames(.effect, of: feature.name, members: { Array(methods) }, hiding: HiddenNames(feature))
        cases = feature.effects.map {
            let aliases = effectAliases.aliases(of: $0.payload, in: $0.name, what: "the `\($0.name)` effect", line: $0.line, origin: .effect($0.name))
            return ActionCase(
                name: $0.name, values: PayloadValue.values(of: $0.payload, avoiding: taken, aliases: aliases), origin: .effect($0.name),
                declared: $0.declared, line: $0.line)
        }
    }

    /// The effect's aliases of the effects' payloads, in the spec's order.
    package var aliases: [TypeAlias] { cases.flatMap { $0.values.compactMap(\.alias) } }

    /// The effect performer's property that holds the user's `<Feature>Effects`.
    static let effectsProperty = "effects"
}

extension FeaturePlan {
    /// What `effects:` generates; `nil` when the feature declares no effect.
    package var effects: EffectsPlan? { EffectsPlan(feature) }
}
