/// What one declaration of a spec section adds to the feature's generated types: its cases
/// of `<Feature>Action`, its stored properties of `<Feature>State`, its methods and
/// associated types of `<Feature>Service`. `FeaturePlan` gathers the contributions of its
/// sections in order, and the generated types declare them in that order.
///
/// ```swift
/// // requests: { load: { cancel: true } }
/// plan.requests[0].actionCases.map(\.name)   // ["load", "loadSuccess", "loadFailure", "cancelLoad"]
/// plan.requests[0].serviceMethods.map(\.name)   // ["load"]
/// ```
protocol PlanContribution {
    /// The cases it adds to the action enum, in order.
    var actionCases: [ActionCase] { get }
    /// The stored properties it adds to the state, in order.
    var stateProperties: [StateProperty] { get }
    /// The methods it adds to the service protocol.
    var serviceMethods: [ServiceMethod] { get }
    /// The associated types it adds to the service protocol.
    var serviceAssociatedTypes: [ServiceMethod] { get }
}

extension PlanContribution {
    var actionCases: [ActionCase] { [] }
    var stateProperties: [StateProperty] { [] }
    var serviceMethods: [ServiceMethod] { [] }
    var serviceAssociatedTypes: [ServiceMethod] { [] }
}

/// An action of the spec, or a binding's setter: the case itself.
extension ActionCase: PlanContribution {
    var actionCases: [ActionCase] { [self] }
}

/// A state field: the property itself.
extension StateProperty: PlanContribution {
    var stateProperties: [StateProperty] { [self] }
}
