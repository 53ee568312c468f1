/// `props:`, of the state's fields, and `routes:`, unlike the actions.
enum ViewLayerSection: FeatureSection {
    static func read(_ keys: inout KeyedMapping, into feature: inout Feature, in session: inout ValidationSession) {
        if let node = keys["props"] { feature.props = session.validateProps(node, fields: feature.fields) }
        if let node = keys["routes"] { feature.routes = session.validateRoutes(node, actions: feature.actions) }
    }
}

/// `props:` (what the view shows) and `routes:` (where the feature sends the user).
extension ValidationSession {
    /// Props are written like state fields: `name: Type` or `{ type, default }`.
    mutating func validateProps(_ node: YAMLNode, fields: [StateField]) -> [Prop] {
        guard let pairs = mapping(node, what: "'props'", expected: "a mapping of prop names to types, like 'title: String'") else {
            return []
        }
        var props: [Prop] = []
        for pair in pairs {
            guard checkName(pair.key, as: .prop, at: pair.keyPosition) else { continue }
            if props.contains(where: { $0.name == pair.key }) { continue }  // YAML duplicate keys are reported by the loader
            if var prop = validateProp(named: pair.key, pair.value, fields: fields) {
                prop.declared = pair.keyPosition
                props.append(prop)
            }
        }
        return props
    }

    private mutating func validateProp(named name: String, _ node: YAMLNode, fields: [StateField]) -> Prop? {
        switch node.content {
        case .mapping(let pairs):
            return readKeys(of: pairs, as: .prop, in: "the prop '\(name)'") { session, keys in
                guard let typeNode = keys["type"] else {
                    session.error("the prop '\(name)' needs a 'type'", at: node.position)
                    return nil
                }
                return session.prop(named: name, typeNode: typeNode, defaultNode: keys["default"], fields: fields)
            }
        case .sequence:
            error("the prop '\(name)' must be a type or { type, default }, not a list" + Self.listHint(node), at: node.position)
            return nil
        case .scalar where node.isNull:
            error("the prop '\(name)' needs a type: write '\(name): Type'", at: node.position)
            return nil
        case .scalar:
            return prop(named: name, typeNode: node, defaultNode: nil, fields: fields)
        }
    }

    /// The prop `name` of the type written at `typeNode`, made by the default at
    /// `defaultNode`, or (without one) from the state field of its name and type or its
    /// type's empty value.
    private mutating func prop(named name: String, typeNode: YAMLNode, defaultNode: YAMLNode?, fields: [StateField]) -> Prop? {
        guard let type = type(typeNode, what: "the type of the prop '\(name)'") else { return nil }
        func prop(_ derivation: Prop.Derivation, line: Int) -> Prop {
            var prop = Prop(name: name, type: type.spelling, derivation: derivation, line: line)
            prop.typeSource = type.source
            return prop
        }
        if let defaultNode {
            guard let text = expression(defaultNode, what: "the default of the prop '\(name)'") else { return nil }
            return prop(.expression(text), line: Int(defaultNode.position.line))
        }
        let line = Int(typeNode.position.line)
        if fields.contains(where: { $0.name == name && $0.type == type.spelling }) {
            return prop(.stateField, line: line)
        }
        if let empty = type.implicitDefault ?? Self.emptyValue(of: type.spelling) {
            return prop(.expression(empty), line: line)
        }
        error(
            "the prop '\(name)' needs a 'default:' (like { type: \(type.spelling), default: ... }): it is not a state field of the same type, an optional, a Bool, a String or a collection, whose first value reduxgen knows",
            at: typeNode.position)
        return nil
    }

    /// `false` for `Bool`, `""` for `String`: the empty values of the types that have one
    /// besides optionals and collections.
    private static func emptyValue(of type: String) -> String? {
        switch type {
        case "Bool": return "false"
        case "String": return "\"\""
        default: return nil
        }
    }

    /// Routes are written like actions: `name:`, `name: Type` or `name: { label: Type }`.
    mutating func validateRoutes(_ node: YAMLNode, actions: [Action]) -> [Action] {
        guard let pairs = mapping(node, what: "'routes'", expected: "a mapping of route names to payloads, like 'openThread: { id: Message.ID }'") else {
            return []
        }
        var routes: [Action] = []
        for pair in pairs {
            guard checkName(pair.key, as: .route(hasPayload: Self.writesPayload(pair.value)), at: pair.keyPosition) else { continue }
            if let index = actions.firstIndex(where: { $0.name == pair.key }) {
                error(
                    "the route '\(pair.key)' has the name of the action '\(pair.key)'; a route says where to go after an action, so name it after the destination, like 'show\(pair.key.uppercasingFirst)'",
                    at: pair.keyPosition,
                    notes: [.note("the action '\(pair.key)' is here", at: location(actions[index].declared))])
                continue
            }
            if let payload = payload(pair.value, of: "the route '\(pair.key)'") {
                var route = Action(name: pair.key, payload: payload, line: Int(pair.keyPosition.line))
                route.declared = pair.keyPosition
                routes.append(route)
            }
        }
        return routes
    }
}
