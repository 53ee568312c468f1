/// One value an action case carries, as the generated code declares, binds and passes it.
public struct PayloadValue: Hashable, Sendable {
    /// The label as the spec writes it; `nil` for an unlabelled payload.
    public var label: String?
    /// The value's Swift type.
    public var type: String
    /// The name generated code binds the value to in a pattern and passes on: the label
    /// (`payload` when there is none), renamed when it would clash with a local name of the
    /// generated code (`GeneratedLocals`).
    public var binding: String

    /// Creates a value.
    public init(label: String?, type: String, binding: String) {
        self.label = label
        self.type = type
        self.binding = binding
    }

    /// The values of `payload`, each bound to a name that is none of the generated code's
    /// locals nor in `taken` (see `GeneratedLocals.bindings`).
    static func values(of payload: Payload, avoiding taken: Set<String> = []) -> [PayloadValue] {
        switch payload {
        case .none:
            return []
        case .unlabelled(let type, _):
            return [PayloadValue(label: nil, type: type, binding: GeneratedLocals.payload)]
        case .labelled(let values):
            let bindings = GeneratedLocals.bindings(for: values.map(\.label), avoiding: taken)
            return zip(values, bindings).map { PayloadValue(label: $0.label, type: $0.type, binding: $1) }
        }
    }
}

/// How a list of payload values is spelt in each place the generated code writes it.
extension [PayloadValue] {
    /// `(Message.ID)`, `(id: Message.ID, text: String)` or nothing: after a case's name.
    var declaration: String { parenthesized(declarationItems) }

    /// `Message.ID` and `id: Message.ID`: the items of a case declaration.
    var declarationItems: [String] { map { value in value.label.map { "\($0): \(value.type)" } ?? value.type } }

    /// `id: id` or `payload`: the values passed on to a case or a method of the same labels.
    var arguments: [String] { map { value in value.label.map { "\($0): \(value.binding)" } ?? value.binding } }

    /// `page: Int`, `_ payload: Int`, or `state stateValue: Int` when the binding is renamed:
    /// a method's parameters that take the values.
    var parameters: [String] {
        map { value in
            switch value.label {
            case nil: return "_ \(value.binding): \(value.type)"
            case let label? where label == value.binding: return "\(label): \(value.type)"
            case let label?: return "\(label) \(value.binding): \(value.type)"
            }
        }
    }

    /// `(let id, let text)`: a pattern binding every value.
    var bindingPattern: String { parenthesized(map { "let \($0.binding)" }) }

    /// `(id, text)` or `id`: the bound names, as one expression.
    var boundNames: String { count == 1 ? self[0].binding : parenthesized(map(\.binding)) }

    /// A case pattern: `let name` for the values `bind` picks, `_` for the others, then
    /// `extra`; nothing at all when nothing is bound.
    func pattern(binding bind: (PayloadValue) -> Bool, then extra: [String] = []) -> String {
        let items = map { bind($0) ? "let \($0.binding)" : "_" } + extra
        return items.contains(where: { $0.hasPrefix("let ") }) ? parenthesized(items) : ""
    }
}

/// `(a, b)` around the items, or nothing when there are none.
func parenthesized(_ items: [String]) -> String {
    items.isEmpty ? "" : "(" + items.joined(separator: ", ") + ")"
}
