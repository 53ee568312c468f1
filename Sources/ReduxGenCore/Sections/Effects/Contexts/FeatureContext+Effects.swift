/// The names the root context offers for `effects:`: the effect enum, the protocol that
/// performs the effects, its performer and its mock.
extension FeatureContext {
    static let effectFields: [TemplateField<FeatureContext>] = [
        .flag("hasEffects") { !$0.plan.feature.effects.isEmpty },
        .list("effects") { context in
            let cases = context.plan.effects?.cases ?? []
            return ContextList(cases.map { EffectContext(effect: $0, location: context.location($0.line, holdsSpecText: !$0.values.isEmpty)) })
        },
        // The line the effect enum maps to: its first effect's key.
        .text("effectsLocation") { $0.location(Int($0.plan.feature.effects.first?.declared.line ?? 1), holdsSpecText: false) },
        // The effect cases, as the effect enum's written-out `==` compares them.
        .list("comparedEffects") { ComparedCaseContext.list($0.plan.effects?.cases ?? []) },
        // The effect enum's aliases of the types of the effects' payloads.
        .list("effectAliases") { context in
            ContextList((context.plan.effects?.aliases ?? []).map { TypeAliasContext(alias: $0, location: context.location) })
        },
        .flag("hasEffectAliases") { !($0.plan.effects?.aliases.isEmpty ?? true) },
        // An effect to show in the reducer skeleton's comment: the first one.
        .text("firstEffectName") { $0.plan.feature.effects.first?.name ?? "" },
        // The effects mock's recorder (private) and its list of the effects performed.
        .text("effectsMockRecorder") { $0.plan.effects?.mockRecorderName ?? "" },
        .text("effectsMockCalls") { $0.plan.effects?.mockCallsName ?? "" },
    ]
}

/// `{{#effects}}`: one effect, a case of the effect enum and a method of the effects protocol.
struct EffectContext: TemplateContext {
    let effect: ActionCase
    let location: String

    static let contextName = "effect"
    static let fields: [TemplateField<Self>] = [
        .text("name") { $0.effect.name },
        .text("location") { $0.location },
        // `""`, `(String)` or `(name: String)`: after the case's name (`(PlayPayload)` for a
        // type that has an alias).
        .text("payloadDeclaration") { $0.effect.values.declaration(in: .effect) },
        // `_ payload: String` or `name: String`: the protocol method's parameters (with
        // `ShopEffect.PlayPayload` for a type that has an alias).
        .text("parameters") { $0.effect.values.parameters.joined(separator: ", ") },
        // `(let name)`: the performer's pattern, which binds each value.
        .text("binding") { $0.effect.values.bindingPattern },
        // `name: name`: the values passed on to the protocol method.
        .text("arguments") { $0.effect.values.arguments.joined(separator: ", ") },
        // `(name: name)` or nothing: the case the mock records.
        .text("caseArguments") { parenthesized($0.effect.values.arguments) },
    ]
}
