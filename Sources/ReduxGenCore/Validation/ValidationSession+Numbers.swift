/// Numbers: the seconds of `timeout`, `debounce`, `poll`, `cache` and `retry.backoff`, and
/// the count of `retry.attempts`, each within the range its description gives.
extension ValidationSession {
    /// The number the key `name` of `keys` says, as a Swift literal (`0.5`, `1000`), when the
    /// spec writes the key; `nil` when it does not, or with an error when the value is no
    /// number in the range that the key's description gives (`NumberRange`).
    mutating func number(_ name: String, of keys: inout KeyedMapping) -> String? {
        guard let node = keys[name] else { return nil }
        guard case .number(let range) = keys.mapping.key(named: name)?.value else {
            assertionFailure("the key '\(name)' of \(keys.mapping) is described as no number")
            return nil
        }
        return number(node, key: name, in: range)
    }

    /// The number `node` says, as a Swift literal, when it is one in `range`; otherwise an
    /// error that names the range and, for a number outside it, why the bound is there.
    private mutating func number(_ node: YAMLNode, key: String, in range: NumberRange) -> String? {
        guard let text = scalar(node, what: "'\(key)'") else { return nil }
        let kind = range.isWhole ? "a whole number" : "a number"
        guard let number = SpecNumber(text) else {
            let examples = range.isWhole ? "like 3" : "like 30, 0.5, 1_000 or 1e3"
            error("'\(key)' must be \(kind) \(range.description), written \(examples), not '\(text)'", at: node.position)
            return nil
        }
        if range.isWhole, !number.isWhole {
            error("'\(key)' must be a whole number \(range.description), not '\(text)'", at: node.position)
            return nil
        }
        let reason = number.value < range.minimum ? range.belowMinimum : number.value > range.maximum ? range.aboveMaximum : nil
        if let reason {
            error("'\(key)' must be \(range.description), not '\(text)': \(reason)", at: node.position)
            return nil
        }
        return number.literal
    }
}
