/// `navigation:`: the stack's and the sheet's actions and properties (`NavigationPlan`).
extension NavigationPlan: PlanContribution {}
