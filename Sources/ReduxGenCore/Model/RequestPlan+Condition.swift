/// `when:` of a request: a condition on the state, checked after the request action is
/// reduced; false skips the call and leaves the request's status as it was.
extension RequestPlan {
    /// The reducer's function of the condition: `shouldStartSearch`.
    var conditionName: String { "shouldStart" + name.uppercasingFirst }

    /// The state properties the request action changes, which a skipped call restores.
    private var startedProperties: [String] { [statusName] + (request.countsCalls ? [inFlightName] : []) }

    /// The request action's transition with a condition: the status changes as without one,
    /// the reducer logic runs, and a false condition restores the status.
    var conditionalStartStatements: [String] {
        let saved = startedProperties.map { "let \($0)Before = state.\($0)" }
        let restored = startedProperties.map { "    state.\($0) = \($0)Before" }
        return startDiscard + saved + startTransition + ["reduceLogic(&state, action)", "if !Self.\(conditionName)(state) {"] + restored + ["}", "return"]
    }
}
