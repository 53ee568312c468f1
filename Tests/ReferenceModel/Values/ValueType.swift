/// A Swift type a drawn spec names: the few that the corpus's drivers convert to and from
/// ``ModelValue``.
public indirect enum ValueType: Hashable, Sendable, CustomStringConvertible {
    case int
    case string
    case bool
    case item
    case list(ValueType)
    case optional(ValueType)
    case dictionary(key: ValueType, value: ValueType)

    /// The type as a spec and Swift spell it: `Int`, `[Item]`, `Int?`, `[Int: Item]`.
    public var description: String {
        switch self {
        case .int: return "Int"
        case .string: return "String"
        case .bool: return "Bool"
        case .item: return "Item"
        case .list(let element): return "[\(element)]"
        case .optional(let wrapped): return "\(wrapped)?"
        case .dictionary(let key, let value): return "[\(key): \(value)]"
        }
    }

    /// The value a field of this type starts with when the spec gives no default: zero,
    /// empty, `false`, `nil`.
    public var emptyValue: ModelValue {
        switch self {
        case .int: return .int(0)
        case .string: return .string("")
        case .bool: return .bool(false)
        case .item: return .item(id: 0, name: "")
        case .list: return .list([])
        case .optional: return .none
        case .dictionary: return .dictionary([:])
        }
    }

    /// The element of an array type.
    public var element: ValueType? {
        if case .list(let element) = self { return element }
        return nil
    }

    /// Whether a spec must write YAML quotes around the type (`"[Item]"`, which YAML would
    /// read as a list).
    var needsQuotes: Bool { description.hasPrefix("[") }
}
