/// `actions:` and the payloads that actions and requests carry.
extension ValidationSession {
    mutating func validateActions(_ node: YAMLNode) -> [Action] {
        guard let pairs = mapping(node, what: "'actions'", expected: "a mapping of action names to payloads, like 'select: Item.ID'") else {
            return []
        }
        var actions: [Action] = []
        actions.reserveCapacity(pairs.count)
        declarations.actions.reserveCapacity(pairs.count)
        for pair in pairs {
            // The messages capture the name alone, not the whole pair.
            let name = pair.key
            guard checkName(name, at: pair.keyLocation) else { continue }
            if let payload = payload(pair.value, of: "the action '\(name)'") {
                actions.append(Action(name: name, payload: payload))
                declarations.actions.append(pair.keyLocation)
            }
        }
        return actions
    }

    /// Nothing (no payload), a type (one unlabelled value) or a mapping of labels to types.
    mutating func payload(_ node: YAMLNode, of owner: @autoclosure () -> String) -> Payload? {
        switch node.content {
        case .scalar where node.isNull:
            return Payload.none
        case .scalar:
            return type(node, what: "the payload of \(owner())").map { .unlabelled(type: $0.spelling) }
        case .mapping(let pairs):
            var values: [LabelledValue] = []
            values.reserveCapacity(pairs.count)
            var isValid = true
            for pair in pairs {
                let label = pair.key
                let nameIsValid = checkName(label, at: pair.keyLocation)
                let valueType = type(pair.value, what: "the type of '\(label)' in \(owner())")
                if nameIsValid, let valueType {
                    values.append(LabelledValue(label: label, type: valueType.spelling))
                } else {
                    isValid = false
                }
            }
            guard isValid else { return nil }
            return values.isEmpty ? Payload.none : .labelled(values)
        case .sequence:
            error("the payload of \(owner()) must be a type or a mapping of labels to types, like { id: Item.ID }, not a list", at: node.location)
            return nil
        }
    }
}
