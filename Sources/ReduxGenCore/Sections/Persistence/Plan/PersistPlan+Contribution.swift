/// `persist:`: the action that restores the persisted fields.
extension PersistPlan: PlanContribution {
    var actionCases: [ActionCase] { [restoreCase] }
}
