/// What an action (or a request) carries.
package enum Payload: Hashable, Sendable {
    /// Nothing: `case clearDraft`.
    case none
    /// One unlabelled value: `case select(Message.ID)`, with the type's text and where the
    /// spec writes it, if known.
    case unlabelled(type: String, source: TypeSource? = nil)
    /// Labelled values in order: `case deleteMessage(id: Message.ID)`.
    case labelled([LabelledValue])

    /// The labels of the values, in order; none for an unlabelled value.
    var labels: [String] {
        if case .labelled(let values) = self { values.map(\.label) } else { [] }
    }

    /// The types of the values, in order.
    var types: [String] {
        switch self {
        case .none: []
        case .unlabelled(let type, _): [type]
        case .labelled(let values): values.map(\.type)
        }
    }
}
