extension FeaturePlan {
    /// Errors for names the generated code would declare twice: action cases, state
    /// properties and service methods must each be unique. Each name that an earlier
    /// declaration already generates is an error at the later one's key, with a note at the
    /// earlier one; action cases are reported first.
    ///
    /// ```swift
    /// FeaturePlan(feature).collisions(inSpecAt: "Specs/TeamChat.yaml")
    /// // Specs/TeamChat.yaml:6:3: error: the success action of the request 'load' generates
    /// // the action case 'loadSuccess', which the action 'loadSuccess' already declares
    /// ```
    package func collisions(inSpecAt path: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func check(_ declarations: [(name: String, origin: NameOrigin, declared: SourcePosition)], kind: String) {
            // A name is hashed once; the earlier declaration is searched for only for a name
            // seen before, an error.
            var seen = Set<String>(minimumCapacity: declarations.count)
            for declaration in declarations where !seen.insert(declaration.name).inserted {
                let earlier = declarations.first { $0.name == declaration.name }!
                diagnostics.append(.error(
                    "\(declaration.origin.description) generates the \(kind) '\(declaration.name)', which \(earlier.origin.description) already declares",
                    at: SourceLocation(path: path, declaration.declared),
                    notes: [.note("\(earlier.origin.description) is here", at: SourceLocation(path: path, earlier.declared))]))
            }
        }
        let setterClashes = self.setterClashes(inSpecAt: path)
        diagnostics += setterClashes.diagnostics
        check(actionCases.filter { !setterClashes.names.contains($0.name) }.map { ($0.name, $0.origin, $0.declared) }, kind: "action case")
        check(stateProperties.map { ($0.name, $0.origin, $0.declared) }, kind: "state property")
        check(serviceMethods.map { ($0.name, $0.origin, $0.declared) }, kind: "service method")
        check(serviceAssociatedTypes.map { ($0.name, $0.origin, $0.declared) }, kind: "service associated type")
        diagnostics += effectClashes(inSpecAt: path) + loaderParameterClashes(inSpecAt: path)
        for property in stateProperties where Self.stateMembers.contains(property.name) {
            diagnostics.append(.error(
                "\(property.origin.description) generates the state property '\(property.name)', which the state has of its own (the mirror that test diffs and `dump` show); rename it",
                at: SourceLocation(path: path, property.declared)))
        }
        let viewModelProperties = Self.viewModelProperties.union(navigation?.viewModelProperties ?? [])
        for prop in feature.props where viewModelProperties.contains(prop.name) {
            diagnostics.append(.error(
                "the prop '\(prop.name)' would be a property of the view model, which has a property '\(prop.name)' of its own; rename the prop",
                at: SourceLocation(path: path, prop.declared)))
        }
        for binding in feature.bindings {
            if viewModelProperties.contains(binding.name) {
                diagnostics.append(.error(
                    "the binding '\(binding.name)' would be a property of the view model, which has a property '\(binding.name)' of its own; rename the state field",
                    at: SourceLocation(path: path, binding.declared)))
            } else if let prop = feature.props.first(where: { $0.name == binding.name }) {
                diagnostics.append(.error(
                    "the binding '\(binding.name)' would be a property of the view model, which the prop '\(prop.name)' already is; rename the prop",
                    at: SourceLocation(path: path, binding.declared),
                    notes: [.note("the prop '\(prop.name)' is here", at: SourceLocation(path: path, prop.declared))]))
            }
        }
        return diagnostics
    }

    /// Errors at a binding's `setter:` whose name is an action case that something else
    /// generates (a request's, a stream's, the navigation's, another binding's setter), with
    /// a note at that declaration; a `set<Field>` that `actions:` declares with the field's
    /// value, with the binding that adopts it as the fix; and the names reported, which the check of all action
    /// cases leaves out so that a clash is reported once, at the name the spec chose.
    private func setterClashes(inSpecAt path: String) -> (diagnostics: [Diagnostic], names: Set<String>) {
        var diagnostics: [Diagnostic] = []
        var names: Set<String> = []
        for binding in feature.bindings where binding.setter == nil {
            // `set<Field>` that `actions:` declares with the field's value: the binding may
            // take that action as its setter.
            let name = binding.setterCaseName
            guard let action = feature.actions.first(where: { $0.name == name }), action.payload.types == [binding.field.type], action.payload.labels.isEmpty else { continue }
            names.insert(name)
            diagnostics.append(.error(
                "the setter of the binding '\(binding.name)' generates the action case '\(name)', which the action '\(name)' already declares; to make that action the setter, write the binding as \(binding.name): { setter: \(name) }",
                at: SourceLocation(path: path, binding.declared),
                notes: [.note("the action '\(name)' is here", at: SourceLocation(path: path, action.declared))]))
        }
        for (index, binding) in feature.bindings.enumerated() {
            // Of two bindings whose setters `setter:` names alike, the later one is reported.
            let laterSetters = Set(feature.bindings[(index + 1)...].filter { $0.setter != nil }.map { NameOrigin.binding($0.name) })
            guard let setter = binding.setter, !names.contains(setter),
                let other = actionCases.first(where: { $0.name == setter && $0.origin != .binding(binding.name) && !laterSetters.contains($0.origin) })
            else { continue }
            names.insert(setter)
            diagnostics.append(.error(
                "'setter: \(setter)' of the binding '\(binding.name)' names the action case '\(setter)', which \(other.origin.description) generates; give the setter a name of its own, like \(binding.name)Edited",
                at: SourceLocation(path: path, binding.setterPosition),
                notes: [.note("\(other.origin.description) is here", at: SourceLocation(path: path, other.declared))]))
        }
        return (diagnostics, names)
    }

    /// The state's own members (State.mustache) that a spec could name: a state property may
    /// not take one of these names.
    static let stateMembers: Set<String> = ["customMirror"]

    /// The view model's own properties (ViewModel.mustache): a prop, and a binding's accessor,
    /// is a property of the view model too, so it may not take one of these names.
    static let viewModelProperties: Set<String> = ["props", "routes", "store", "routeChannel"]

    /// The most action cases a feature may have: the reducer skeleton switches over them
    /// all, and the Swift compiler gives up checking a switch of many more ("unable to
    /// check that this switch is exhaustive in reasonable time").
    static let maximumActionCases = 500

    /// An error when the feature is larger than generated code can be compiled: more action
    /// cases than `maximumActionCases`, at the spec's `actions:` key.
    package func sizeProblems(inSpecAt path: String) -> [Diagnostic] {
        guard actionCases.count > Self.maximumActionCases else { return [] }
        return [.error(
            "the feature has \(actionCases.count) action cases (actions, and the cases of its requests and streams), more than the \(Self.maximumActionCases) the Swift compiler can check in the reducer skeleton's switch; split it into features of an app spec",
            at: SourceLocation(path: path, line: feature.actionLine, column: 1))]
    }
}
