import ReferenceModel

/// A type whose values the model test converts to and from ``ModelValue``: the types of the
/// drawn specs.
public protocol ModelConvertible {
    init(model: ModelValue)
    var model: ModelValue { get }
}

extension Int: ModelConvertible {
    public init(model: ModelValue) {
        guard case .int(let value) = model else { preconditionFailure("not an Int: \(model)") }
        self = value
    }

    public var model: ModelValue { .int(self) }
}

extension String: ModelConvertible {
    public init(model: ModelValue) {
        guard case .string(let value) = model else { preconditionFailure("not a String: \(model)") }
        self = value
    }

    public var model: ModelValue { .string(self) }
}

extension Bool: ModelConvertible {
    public init(model: ModelValue) {
        guard case .bool(let value) = model else { preconditionFailure("not a Bool: \(model)") }
        self = value
    }

    public var model: ModelValue { .bool(self) }
}

extension Item: ModelConvertible {
    public init(model: ModelValue) {
        guard case .item(let id, let name) = model else { preconditionFailure("not an Item: \(model)") }
        self.init(id: id, name: name)
    }

    public var model: ModelValue { .item(id: id, name: name) }
}

extension Array: ModelConvertible where Element: ModelConvertible {
    public init(model: ModelValue) {
        self = model.elements.map(Element.init(model:))
    }

    public var model: ModelValue { .list(map(\.model)) }
}

extension Optional: ModelConvertible where Wrapped: ModelConvertible {
    public init(model: ModelValue) {
        self = model == .none ? nil : Wrapped(model: model)
    }

    public var model: ModelValue { map(\.model) ?? .none }
}

extension Dictionary: ModelConvertible where Key: ModelConvertible, Value: ModelConvertible {
    public init(model: ModelValue) {
        self = Dictionary(uniqueKeysWithValues: model.pairs.map { (Key(model: $0.key), Value(model: $0.value)) })
    }

    public var model: ModelValue { .dictionary(Dictionary<ModelValue, ModelValue>(uniqueKeysWithValues: map { ($0.key.model, $0.value.model) })) }
}

extension CallBoard.Reply {
    /// The success's payload, or the failure thrown.
    func value<Value: ModelConvertible>(_ type: Value.Type) throws(ModelFailure) -> Value {
        switch self {
        case .success(let payload): return Value(model: payload ?? .none)
        case .failure(let error): throw ModelFailure(error)
        case .cancelled: throw ModelFailure(nil)
        }
    }

    /// Nothing for a success, or the failure thrown.
    func void() throws(ModelFailure) {
        switch self {
        case .success: return
        case .failure(let error): throw ModelFailure(error)
        case .cancelled: throw ModelFailure(nil)
        }
    }
}
