/// `bindings:`, of the state's fields.
enum BindingsSection: FeatureSection {
    static func read(_ keys: inout KeyedMapping, into feature: inout Feature, in session: inout ValidationSession) {
        if let node = keys["bindings"] { feature.bindings = session.validateBindings(node, fields: feature.fields, navigation: feature.navigation) }
    }
}

/// `bindings:`: state fields that a view edits directly.
extension ValidationSession {
    /// `bindings: [query, draft]`: each a state field, once. The properties of `navigation`
    /// (`path`, `presented`) are the generated code's, which the view model binds already.
    mutating func validateBindings(_ node: YAMLNode, fields: [StateField], navigation: Navigation?) -> [FieldBinding] {
        let navigationProperties = navigation.map { NavigationPlan($0, feature: "").stateProperties.map(\.name) } ?? []
        let items = listItems(node, expected: "'bindings' must be a list of state fields, like [query, draft]")
        var bindings: [FieldBinding] = []
        for item in items {
            guard let name = scalar(item, what: "a field that 'bindings' names") else { continue }
            guard let field = fields.first(where: { $0.name == name }) else {
                if navigationProperties.contains(name) {
                    error(
                        "'bindings' names '\(name)', the navigation's '\(name)', which the generated code keeps; remove it: the view model binds it already, as '$viewModel.\(name)'",
                        at: item.position)
                    continue
                }
                error("'bindings' names '\(name)', which is no state field" + Self.hint(for: name, among: fields.map(\.name), kind: "fields"), at: item.position)
                continue
            }
            if bindings.contains(where: { $0.name == name }) {
                error("'bindings' names '\(name)' twice", at: item.position)
            } else {
                bindings.append(FieldBinding(field: field, declared: item.position))
            }
        }
        return bindings
    }
}
