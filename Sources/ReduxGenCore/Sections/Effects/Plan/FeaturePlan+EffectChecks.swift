extension FeaturePlan {
    /// Errors for effects named like an action case: `perform(.refresh)` and the action
    /// `.refresh` would read alike in the reducer logic, and a type that is both the service
    /// and the effects would get two methods of one name. Each is an error at the effect's
    /// key, with a note at the declaration of the action case.
    func effectClashes(inSpecAt path: String) -> [Diagnostic] {
        guard let effects else { return [] }
        var cases: [String: ActionCase] = [:]
        for actionCase in actionCases where cases[actionCase.name] == nil {
            cases[actionCase.name] = actionCase
        }
        return effects.cases.compactMap { effect in
            guard let clash = cases[effect.name] else { return nil }
            return .error(
                "\(effect.origin.description) has the name of the action case '\(effect.name)', which \(clash.origin.description) declares; rename the effect after what it does outside the state, such as 'log\(effect.name.uppercasingFirst)'",
                at: SourceLocation(path: path, effect.declared),
                notes: [.note("\(clash.origin.description) is here", at: SourceLocation(path: path, clash.declared))])
        }
    }
}
