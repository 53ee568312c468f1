/// `state:`: field names with a type, or with `{ type, default }`.
extension ValidationSession {
    static let fieldKeys = ["type", "default"]

    mutating func validateState(_ node: YAMLNode) -> [StateField] {
        guard let pairs = mapping(node, what: "'state'", expected: "a mapping of field names to types, like 'count: Int' (or {} for none)") else {
            return []
        }
        var fields: [StateField] = []
        fields.reserveCapacity(pairs.count)
        declarations.fields.reserveCapacity(pairs.count)
        // Through a buffer, which spares the array's bounds checks. It does not spare copies:
        // the key, and the value handed to a `mutating` method, are each copied (retained)
        // out of the pair, as the compiler cannot prove the call leaves the pair's memory alone.
        pairs.withUnsafeBufferPointer { pairs in
            for index in pairs.indices {
                // Copied out once, rather than at each of its uses.
                let name = pairs[index].key
                guard checkName(name, at: pairs[index].keyPosition) else { continue }
                if var field = validateField(named: name, pairs[index].value) {
                    field.declared = pairs[index].keyPosition
                    fields.append(field)
                    declarations.fields.append(pairs[index].keyPosition)
                }
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
            return StateField(name: name, type: type.spelling, defaultValue: type.implicitDefault, line: Int(node.position.line))
        case .mapping(let pairs):
            let keys = findKeys(pairs, allowed: Self.fieldKeys, in: "the state field '\(name)'")
            guard let typeIndex = keys[0] else {
                error("the state field '\(name)' needs a 'type'", at: node.position)
                return nil
            }
            var fieldType: SwiftType?
            var defaultValue: String?
            var line = 0
            pairs.withUnsafeBufferPointer { pairs in
                fieldType = type(pairs[typeIndex].value, what: "the type of '\(name)'")
                defaultValue = fieldType?.implicitDefault
                line = Int(pairs[typeIndex].value.position.line)
                if let defaultIndex = keys[1] {
                    defaultValue = expression(pairs[defaultIndex].value, what: "the default of '\(name)'")
                    line = Int(pairs[defaultIndex].value.position.line)
                }
            }
            guard let fieldType else { return nil }
            return StateField(name: name, type: fieldType.spelling, defaultValue: defaultValue, line: line)
        case .sequence:
            error("the state field '\(name)' must be a type or { type, default }, not a list", at: node.position)
            return nil
        }
    }

    /// Checks a default value: one Swift expression that stays in its slot.
    private mutating func expression(_ node: YAMLNode, what: @autoclosure () -> String) -> String? {
        guard let text = scalar(node, what: what()) else { return nil }
        if PlainLiteral.matches(text) { return text }
        if let failure = SwiftExpressionChecker.check(text) {
            error("\(what()) is not a single Swift expression: \(failure.message)", at: position(in: node, offset: failure.offset))
            return nil
        }
        return text.trimmingSpaces()
    }
}
