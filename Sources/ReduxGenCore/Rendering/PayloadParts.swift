/// The spellings of a payload's values as strings, for the v2 parts of the templates
/// (answers that carry params, keys, reads), which are spelt from the `Feature` rather
/// than from its `FeatureText`.
struct PayloadParts {
    /// One value: its label (`nil` for an unlabelled payload) and its type.
    struct Value {
        var label: String?
        var type: String
        /// The name a pattern binds it to and a call passes: the label, or `payload`.
        var name: String { label ?? "payload" }
    }

    var values: [Value]

    init(_ payload: Payload) {
        switch payload {
        case .none: values = []
        case .unlabelled(let type): values = [Value(label: nil, type: type)]
        case .labelled(let labelled): values = labelled.map { Value(label: $0.label, type: $0.type) }
        }
    }

    /// `id: User.ID, size: Int` or `User.ID`: the payload's part of a case declaration.
    var declarationList: [String] {
        values.map { value in value.label.map { "\($0): \(value.type)" } ?? value.type }
    }

    /// `id: id, size: size` or `payload`: the payload passed on to a case of the same labels.
    var argumentList: [String] {
        values.map { value in value.label.map { "\($0): \($0)" } ?? "payload" }
    }

    /// `(let id, let text)` or `(let payload)`: a pattern binding every value by its name.
    var bindingPattern: String { Self.parenthesized(values.map { "let \($0.name)" }) }

    /// `(id, text)` or `payload`: the bound names, as one expression.
    var boundNames: String {
        values.count == 1 ? values[0].name : Self.parenthesized(values.map(\.name))
    }

    /// `(a, b)` around the items, or nothing when there are none.
    static func parenthesized(_ items: [String]) -> String {
        items.isEmpty ? "" : "(" + items.joined(separator: ", ") + ")"
    }

    /// A case pattern's bindings: `let name` for the values `bind` picks, `_` for the others,
    /// then the extra bindings; nothing at all when nothing is bound.
    func pattern(binding bind: (Value) -> Bool, then extra: [String]) -> String {
        let items = values.map { bind($0) ? "let \($0.name)" : "_" } + extra
        return items.contains(where: { $0.hasPrefix("let ") }) ? Self.parenthesized(items) : ""
    }
}
