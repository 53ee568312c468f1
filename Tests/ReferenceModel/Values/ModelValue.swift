/// A value of the drawn specs' simple types, as the model holds it and the drivers of the
/// corpus convert it: `Int`, `String`, `Bool`, `Item` (an `id` and a `name`), arrays,
/// dictionaries, and an optional's `nil`.
///
/// Its `description` is how an observation prints a value, so that the model's and the
/// store's observations compare as text: `3`, `"ab"`, `Item(2, "x")`, `[1, 2]`, `[1: 7]`, `nil`.
public indirect enum ModelValue: Hashable, Sendable, CustomStringConvertible {
    case int(Int)
    case string(String)
    case bool(Bool)
    case item(id: Int, name: String)
    case list([ModelValue])
    case dictionary([ModelValue: ModelValue])
    /// An optional without a value.
    case none

    public var description: String {
        switch self {
        case .int(let value): return String(value)
        case .string(let value): return "\"" + value + "\""
        case .bool(let value): return String(value)
        case .item(let id, let name): return "Item(\(id), \"\(name)\")"
        case .list(let values): return "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .dictionary(let pairs): return Self.literal(of: pairs, \.description)
        case .none: return "nil"
        }
    }

    /// The order of a dictionary's keys when it is printed: numbers by value, before text.
    public static func precedes(_ first: ModelValue, _ second: ModelValue) -> Bool {
        switch (first, second) {
        case (.int(let a), .int(let b)): return a < b
        case (.int, _): return true
        case (_, .int): return false
        default: return first.description < second.description
        }
    }

    /// The value as a Swift expression: `0`, `""`, `Item(id: 0, name: "")`.
    public var swift: String {
        switch self {
        case .item(let id, let name): return "Item(id: \(id), name: \"\(name)\")"
        case .list(let values): return "[" + values.map(\.swift).joined(separator: ", ") + "]"
        case .dictionary(let pairs): return Self.literal(of: pairs, \.swift)
        default: return description
        }
    }

    /// `[1: 7, 2: 8]` with each key and value written by `write`, keys in order.
    private static func literal(of pairs: [ModelValue: ModelValue], _ write: (ModelValue) -> String) -> String {
        if pairs.isEmpty { return "[:]" }
        return "[" + pairs.sorted { precedes($0.key, $1.key) }.map { write($0.key) + ": " + write($0.value) }.joined(separator: ", ") + "]"
    }

    /// The `id` of an `Item`, which `upsert` compares.
    public var itemID: Int? {
        if case .item(let id, _) = self { return id }
        return nil
    }

    /// The elements of a list (nothing for another value).
    public var elements: [ModelValue] {
        if case .list(let values) = self { return values }
        return []
    }

    /// The pairs of a dictionary (none for another value).
    public var pairs: [ModelValue: ModelValue] {
        if case .dictionary(let pairs) = self { return pairs }
        return [:]
    }
}
