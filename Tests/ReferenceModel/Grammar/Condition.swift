/// A `when:` condition of a drawn request: a Swift `Bool` over the state that the model
/// evaluates on its own state.
public enum Condition: Hashable, Sendable {
    /// `state.ready`.
    case ready
    /// `!state.<field>.isEmpty`, on a `String` field.
    case notEmpty(String)
    /// `state.<field> < <limit>`, on an `Int` field.
    case below(String, Int)

    /// The condition as the spec writes it.
    public var swift: String {
        switch self {
        case .ready: return "state.ready"
        case .notEmpty(let field): return "!state.\(field).isEmpty"
        case .below(let field, let limit): return "state.\(field) < \(limit)"
        }
    }

    /// Whether the condition holds for the fields `fields`.
    public func holds(for fields: [String: ModelValue]) -> Bool {
        switch self {
        case .ready: return fields["ready"] == .bool(true)
        case .notEmpty(let field): return fields[field] != .string("")
        case .below(let field, let limit):
            guard case .int(let value)? = fields[field] else { return false }
            return value < limit
        }
    }
}
