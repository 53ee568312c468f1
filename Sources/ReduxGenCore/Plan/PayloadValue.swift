/// One value an action case carries, as the generated code declares, binds and passes it.
package struct PayloadValue: Hashable, Sendable {
    /// The label as the spec writes it; `nil` for an unlabelled payload.
    package var label: String?
    /// The value's Swift type, as the spec writes it.
    package var type: String
    /// The name generated code binds the value to in a pattern and passes on: the label
    /// (`payload` when there is none), renamed when it would clash with a local name of the
    /// generated code (`GeneratedLocals`).
    package var binding: String
    /// The alias that declarations name the type by, if it has one.
    package var alias: TypeAlias?

    /// Creates a value.
    package init(label: String?, type: String, binding: String, alias: TypeAlias? = nil) {
        self.label = label
        self.type = type
        self.binding = binding
        self.alias = alias
    }

    /// The values of `payload`, each bound to a name that is none of the generated code's
    /// locals nor in `taken` (see `GeneratedLocals.bindings`), each with its alias in
    /// `aliases` (none when it is empty).
    static func values(of payload: Payload, avoiding taken: Set<String> = [], aliases: [TypeAlias?] = []) -> [PayloadValue] {
        let bindings = GeneratedLocals.bindings(for: payload.labels, avoiding: taken)
        return values(of: payload, bindings: bindings, aliases: aliases)
    }

    /// The values of `payload`, its labelled values bound to `bindings` in order (an
    /// unlabelled value to `payload`), each with its alias in `aliases`.
    static func values(of payload: Payload, bindings: some Sequence<String>, aliases: [TypeAlias?]) -> [PayloadValue] {
        func alias(_ index: Int) -> TypeAlias? { aliases.indices.contains(index) ? aliases[index] : nil }
        switch payload {
        case .none:
            return []
        case .unlabelled(let type, _):
            return [PayloadValue(label: nil, type: type, binding: GeneratedLocals.payload, alias: alias(0))]
        case .labelled(let values):
            return zip(values, bindings).enumerated().map { index, pair in
                PayloadValue(label: pair.0.label, type: pair.0.type, binding: pair.1, alias: alias(index))
            }
        }
    }

    /// How declarations in `place` (`nil`: outside the types that declare aliases) name the
    /// value's type: its alias, or the type.
    func typeSpelling(in place: TypeAlias.Owner?) -> String {
        alias?.spelling(in: place) ?? type
    }
}

/// How a list of payload values is spelt in each place the generated code writes it.
extension [PayloadValue] {
    /// `(Message.ID)`, `(id: Message.ID, text: String)` or nothing: after the name of a case
    /// of `place`, with the types' aliases as `place` names them.
    func declaration(in place: TypeAlias.Owner?) -> String { parenthesized(declarationItems(in: place)) }

    /// `Message.ID` and `id: Message.ID`: the items of a case declaration in `place`.
    func declarationItems(in place: TypeAlias.Owner?) -> [String] {
        map { value in
            let type = value.typeSpelling(in: place)
            return value.label.map { "\($0): \(type)" } ?? type
        }
    }

    /// `id: id` or `payload`: the values passed on to a case or a method of the same labels.
    var arguments: [String] { map { value in value.label.map { "\($0): \(value.binding)" } ?? value.binding } }

    /// `page: Int`, `_ payload: Int`, or `state stateValue: Int` when the binding is renamed:
    /// a method's parameters that take the values (a method of no type that declares
    /// aliases, which names them qualified).
    var parameters: [String] {
        map { value in
            let type = value.typeSpelling(in: nil)
            switch value.label {
            case nil: return "_ \(value.binding): \(type)"
            case let label? where label == value.binding: return "\(label): \(type)"
            case let label?: return "\(label) \(value.binding): \(type)"
            }
        }
    }

    /// `(let id, let text)`: a pattern binding every value.
    var bindingPattern: String { parenthesized(map { "let \($0.binding)" }) }

    /// `(id, text)` or `id`: the bound names, as one expression.
    var boundNames: String { count == 1 ? self[0].binding : parenthesized(map(\.binding)) }

    /// The pattern of a case whose values are these, then `extra` (an answer's payload or
    /// error: its binding, and whether the code uses it), for code that uses the values
    /// `uses` picks: nothing when it uses none, else every value bound (see `CasePattern`).
    func casePattern(using uses: (PayloadValue) -> Bool, then extra: [(binding: String, isUsed: Bool)] = []) -> CasePattern {
        var pattern = ""
        var unused: [String] = []
        var usesAny = false
        func bind(_ binding: String, isUsed: Bool) {
            pattern += (pattern.isEmpty ? "(let " : ", let ") + binding
            if isUsed { usesAny = true } else { unused.append(binding) }
        }
        for value in self { bind(value.binding, isUsed: uses(value)) }
        for item in extra { bind(item.binding, isUsed: item.isUsed) }
        return usesAny ? CasePattern(pattern: pattern + ")", unused: unused) : CasePattern(pattern: "", unused: [])
    }
}

/// `(a, b)` around the items, or nothing when there are none.
package func parenthesized(_ items: [String]) -> String {
    items.isEmpty ? "" : "(" + items.joined(separator: ", ") + ")"
}
