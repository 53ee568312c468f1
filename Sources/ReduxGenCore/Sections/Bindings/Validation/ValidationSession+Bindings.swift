/// `bindings:`, of the state's fields.
enum BindingsSection: FeatureSection {
    static func read(_ keys: inout KeyedMapping, into feature: inout Feature, in session: inout ValidationSession) {
        guard let node = keys["bindings"] else { return }
        feature.bindings = session.validateBindings(node, fields: feature.fields, navigation: feature.navigation)
        // An action of `actions:` that a binding names as its setter, with the field's value as
        // its payload, is that setter: the binding declares it, and the reducer assigns the
        // field on it before the reducer logic sees it.
        let (adopted, refused) = session.adoptedSetterActions(of: feature.bindings, among: feature.actions)
        feature.actions.removeAll { adopted.contains($0.name) }
        // A binding whose setter is refused is left out, so that the action it names is
        // reported once.
        feature.bindings.removeAll { refused.contains($0.name) }
    }
}

/// `bindings:`: state fields that a view edits directly.
extension ValidationSession {
    /// `bindings: [query, draft]`, or `bindings: { query:, draft: { setter: draftEdited } }`:
    /// each a state field, once, with a setter of a name of its own if given. The properties
    /// of `navigation` (`path`, `presented`) are the generated code's, which the view model
    /// binds already.
    mutating func validateBindings(_ node: YAMLNode, fields: [StateField], navigation: Navigation?) -> [FieldBinding] {
        var entries: [(name: String, position: SourcePosition, setter: YAMLNode?)] = []
        if case .mapping = node.content {
            let pairs = mapping(node, what: "'bindings'", expected: "a list of state fields, like [query, draft], or a mapping like { query:, draft: { setter: draftEdited } }") ?? []
            entries = pairs.map { ($0.key, $0.keyPosition, $0.value.isNull ? nil : $0.value) }
        } else {
            let items = listItems(node, expected: "'bindings' must be a list of state fields, like [query, draft]")
            for item in items {
                guard let name = scalar(item, what: "a field that 'bindings' names") else { continue }
                entries.append((name, item.position, nil))
            }
        }
        let navigationProperties = navigation.map { NavigationPlan($0, feature: "").stateProperties.map(\.name) } ?? []
        var bindings: [FieldBinding] = []
        for (name, position, setterNode) in entries {
            guard let field = fields.first(where: { $0.name == name }) else {
                if navigationProperties.contains(name) {
                    error(
                        "'bindings' names '\(name)', the navigation's '\(name)', which the generated code keeps; remove it: the view model binds it already, as '$viewModel.\(name)'",
                        at: position)
                    continue
                }
                error("'bindings' names '\(name)', which is no state field" + Self.hint(for: name, among: fields.map(\.name), kind: "fields"), at: position)
                continue
            }
            if bindings.contains(where: { $0.name == name }) {
                error("'bindings' names '\(name)' twice", at: position)
                continue
            }
            var binding = FieldBinding(field: field, declared: position)
            if let setterNode {
                guard let setter = validateSetter(setterNode, of: name) else { continue }
                binding.setter = setter.name
                binding.setterDeclared = setter.position
            }
            bindings.append(binding)
        }
        return bindings
    }

    /// `{ setter: draftEdited }` of the binding of `field`: an action's name Swift accepts.
    private mutating func validateSetter(_ node: YAMLNode, of field: String) -> (name: String, position: SourcePosition)? {
        guard let pairs = mapping(node, what: "the binding '\(field)'", expected: "nothing, or a mapping like { setter: \(field)Edited }") else { return nil }
        return readKeys(of: pairs, as: .binding, in: "the binding '\(field)'") { session, keys in
            guard let setter = keys["setter"] else {
                // A key written in its place is an unknown key, whose error says 'setter' is expected.
                guard pairs.isEmpty else { return nil }
                session.error("the binding '\(field)' needs 'setter', the name of its setter action, like { setter: \(field)Edited }; or leave its value empty for set\(field.uppercasingFirst)", at: node.position)
                return nil
            }
            guard let name = session.scalar(setter, what: "'setter'"), session.checkName(name, as: .action(hasPayload: true), at: setter.position) else { return nil }
            return (name, setter.position)
        }
    }

    /// The actions of `actions` that a binding of `bindings` names as its setter and that carry
    /// one unlabelled value of the field's type, as the setter does; an action of that name with
    /// another payload is an error at the setter, and its binding is among those refused.
    mutating func adoptedSetterActions(of bindings: [FieldBinding], among actions: [Action]) -> (adopted: Set<String>, refused: Set<String>) {
        var adopted: Set<String> = [], refused: Set<String> = []
        for binding in bindings {
            guard let setter = binding.setter, let action = actions.first(where: { $0.name == setter }) else { continue }
            if case .unlabelled(let type, _) = action.payload, type == binding.field.type {
                adopted.insert(setter)
                continue
            }
            let values = zip(action.payload.labels + Array(repeating: "", count: action.payload.types.count), action.payload.types).map { $0.isEmpty ? $1 : "\($0): \($1)" }
            let carried = action.payload == .none ? "carries nothing" : "carries (\(values.joined(separator: ", ")))"
            error(
                "'setter: \(setter)' of the binding '\(binding.name)' names the action '\(setter)', which \(carried), but a setter carries the field's new value, a '\(binding.field.type)'; declare it as \(setter): \(binding.field.type), or give the setter another name",
                at: binding.setterPosition)
            refused.insert(binding.name)
        }
        return (adopted, refused)
    }
}
