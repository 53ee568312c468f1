/// `actions:`.
enum ActionsSection: FeatureSection {
    static func read(_ keys: inout KeyedMapping, into feature: inout Feature, in session: inout ValidationSession) {
        if let node = keys["actions"] { feature.actions = session.validateActions(node) }
    }
}

/// `actions:` and the payloads that actions and requests carry.
extension ValidationSession {
    mutating func validateActions(_ node: YAMLNode) -> [Action] {
        namedPayloads(node, key: "actions", kind: "action", place: NamePlace.action, example: "select: Item.ID")
    }

    /// The mapping under `key` of names to payloads, each a `kind` ("action", "effect") whose
    /// name lands in generated code at `place` (given whether it has a payload): `example`
    /// shows one entry in the error for a value of another shape.
    mutating func namedPayloads(
        _ node: YAMLNode, key: String, kind: String, place: (_ hasPayload: Bool) -> NamePlace, example: String
    ) -> [Action] {
        guard let pairs = mapping(node, what: "'\(key)'", expected: "a mapping of \(kind) names to payloads, like '\(example)'") else {
            return []
        }
        var actions: [Action] = []
        for pair in pairs {
            // The messages below capture the key alone: a closure that captured the pair
            // would copy it at each call it is passed to.
            let name = pair.key
            guard checkName(name, as: place(Self.writesPayload(pair.value)), at: pair.keyPosition) else { continue }
            if let payload = payload(pair.value, of: "the \(kind) '\(name)'") {
                var action = Action(name: name, payload: payload, line: Int(pair.keyPosition.line))
                action.declared = pair.keyPosition
                actions.append(action)
            }
        }
        return actions
    }

    /// Whether `node` writes a payload: a type, or a mapping with labels (an invalid shape
    /// counts as one, and is reported as a payload).
    static func writesPayload(_ node: YAMLNode) -> Bool {
        switch node.content {
        case .scalar: return !node.isNull
        case .mapping(let pairs): return !pairs.isEmpty
        case .sequence: return true
        }
    }

    /// Nothing (no payload), a type (one unlabelled value) or a mapping of labels to types.
    mutating func payload(_ node: YAMLNode, of owner: @autoclosure () -> String) -> Payload? {
        switch node.content {
        case .scalar where node.isNull:
            return Payload.none
        case .scalar:
            return type(node, what: "the payload of \(owner())").map { .unlabelled(type: $0.spelling, source: $0.source) }
        case .mapping(let pairs):
            var values: [LabelledValue] = []
            var isValid = true
            for pair in pairs {
                // The message captures the key alone, not the pair (see `namedPayloads`).
                let label = pair.key
                let nameIsValid = checkName(label, as: .label, at: pair.keyPosition)
                let valueType = type(pair.value, what: "the type of '\(label)' in \(owner())")
                if nameIsValid, let valueType {
                    values.append(LabelledValue(label: label, type: valueType.spelling, typeSource: valueType.source))
                } else {
                    isValid = false
                }
            }
            guard isValid else { return nil }
            return values.isEmpty ? Payload.none : .labelled(values)
        case .sequence:
            error("the payload of \(owner()) must be a type or a mapping of labels to types, like { id: Item.ID }, not a list" + Self.listHint(node), at: node.position)
            return nil
        }
    }
}
