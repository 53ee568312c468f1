/// A child: its case, which carries the child's actions, and its property, which holds its
/// state.
extension ChildPlan: PlanContribution {
    var actionCases: [ActionCase] { [actionCase] }
    var stateProperties: [StateProperty] { [stateProperty] }
}
