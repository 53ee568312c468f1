/// `state:`, which every feature spec has (`{}` for none).
enum StateSection: FeatureSection {
    static func read(_ keys: inout KeyedMapping, into feature: inout Feature, in session: inout ValidationSession) {
        if let node = keys["state"] { feature.fields = session.validateState(node) }
    }
}

/// `state:`: field names with a type, or with `{ type, default }`.
extension ValidationSession {
    mutating func validateState(_ node: YAMLNode) -> [StateField] {
        guard let pairs = mapping(node, what: "'state'", expected: "a mapping of field names to types, like 'count: Int' (or {} for none)") else {
            return []
        }
        var fields: [StateField] = []
        for pair in pairs {
            guard checkName(pair.key, as: .stateField, at: pair.keyPosition) else { continue }
            if var field = validateField(named: pair.key, pair.value) {
                field.declared = pair.keyPosition
                fields.append(field)
            }
        }
        return fields
    }

    private mutating func validateField(named name: String, _ node: YAMLNode) -> StateField? {
        switch node.content {
        case .scalar where node.isNull:
            error("the state field '\(name)' needs a type: write '\(name): Type'", at: node.position)
            return nil
        case .scalar:
            guard let type = type(node, what: "the type of '\(name)'") else { return nil }
            var field = StateField(name: name, type: type.spelling, defaultValue: type.implicitDefault, line: Int(node.position.line))
            field.typeSource = type.source
            return field
        case .mapping(let pairs):
            return readKeys(of: pairs, as: .stateField, in: "the state field '\(name)'") { $0.readField(&$1, named: name, at: node.position) }
        case .sequence:
            error("the state field '\(name)' must be a type or { type, default }, not a list" + Self.listHint(node), at: node.position)
            return nil
        }
    }

    /// Reads a state field written as `{ type, default }`.
    private mutating func readField(_ keys: inout KeyedMapping, named name: String, at position: SourcePosition) -> StateField? {
        let defaultNode = keys["default"]
        guard let typeNode = keys["type"] else {
            error("the state field '\(name)' needs a 'type'", at: position)
            return nil
        }
        let fieldType = type(typeNode, what: "the type of '\(name)'")
        var defaultValue = fieldType?.implicitDefault
        if let defaultNode { defaultValue = expression(defaultNode, what: "the default of '\(name)'") }
        guard let fieldType else { return nil }
        let line = (defaultNode ?? typeNode).position.line
        var field = StateField(name: name, type: fieldType.spelling, defaultValue: defaultValue, line: Int(line))
        field.typeSource = fieldType.source
        return field
    }

    /// Checks a default value: one Swift expression that stays in its slot.
    mutating func expression(_ node: YAMLNode, what: @autoclosure () -> String) -> String? {
        guard let text = scalar(node, what: what()) else { return nil }
        if let failure = SwiftExpressionChecker.check(text) {
            // An empty string in YAML, `default: ""`, is no Swift expression; the Swift literal is.
            let hint = text.trimmingSpaces().isEmpty ? "; for an empty string, quote the Swift literal: default: '\"\"'" : ""
            error("\(what()) is not a single Swift expression: \(failure.message)" + hint, at: position(in: node, offset: failure.offset))
            return nil
        }
        return text.trimmingSpaces()
    }
}
