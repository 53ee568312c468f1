/// `actions:` and the payloads that actions and requests carry.
extension ValidationSession {
    mutating func validateActions(_ node: YAMLNode) -> [Action] {
        guard let pairs = mapping(node, what: "'actions'", expected: "a mapping of action names to payloads, like 'select: Item.ID'") else {
            return []
        }
        var actions: [Action] = []
        actions.reserveCapacity(pairs.count)
        declarations.actions.reserveCapacity(pairs.count)
        // Through a buffer, which spares the array's bounds checks. It does not spare copies:
        // the key, and the value handed to a `mutating` method, are each copied (retained)
        // out of the pair, as the compiler cannot prove the call leaves the pair's memory alone.
        pairs.withUnsafeBufferPointer { pairs in
            for index in pairs.indices {
                // The messages capture the name alone, not the whole pair.
                let name = pairs[index].key
                guard checkName(name, at: pairs[index].keyPosition) else { continue }
                if let payload = payload(pairs[index].value, of: "the action '\(name)'") {
                    var action = Action(name: name, payload: payload, line: Int(pairs[index].keyPosition.line))
                    action.declared = pairs[index].keyPosition
                    actions.append(action)
                    declarations.actions.append(pairs[index].keyPosition)
                }
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
            pairs.withUnsafeBufferPointer { pairs in
                for index in pairs.indices {
                    let label = pairs[index].key
                    let nameIsValid = checkName(label, at: pairs[index].keyPosition)
                    let valueType = type(pairs[index].value, what: "the type of '\(label)' in \(owner())")
                    if nameIsValid, let valueType {
                        values.append(LabelledValue(label: label, type: valueType.spelling))
                    } else {
                        isValid = false
                    }
                }
            }
            guard isValid else { return nil }
            return values.isEmpty ? Payload.none : .labelled(values)
        case .sequence:
            error("the payload of \(owner()) must be a type or a mapping of labels to types, like { id: Item.ID }, not a list", at: node.position)
            return nil
        }
    }
}
