#if canImport(FoundationEssentials)
import FoundationEssentials
#elseif canImport(Foundation)
import Foundation
#endif

/// The fields of a feature's state that it persists, as one value: what a generated
/// `<Feature>Persisted` struct conforms to, for `Middleware.persisting(_:key:restore:)`.
///
/// ```swift
/// struct TeamChatPersisted: PersistedFields, Equatable {
///     var draft: String
///
///     init(from state: TeamChatState) { draft = state.draft }
///
///     static var persistedFields: [PersistedField<Self>] {
///         [PersistedField("draft", \.draft)]
///     }
/// }
/// ```
///
/// Each field is saved and restored on its own, under its name: a field that cannot be read
/// back (its type changed since it was saved, say) keeps its default without costing the
/// others theirs.
public protocol PersistedFields: Sendable {
    /// The feature's state, which the fields are taken from.
    associatedtype State

    /// Takes the persisted fields from `state`.
    init(from state: State)

    /// Each field with the name it is saved under, in the order they are written.
    static var persistedFields: [PersistedField<Self>] { get }
}

/// One persisted field: the name it is saved under and where it is in its ``PersistedFields``.
///
/// ```swift
/// PersistedField("draft", \TeamChatPersisted.draft)
/// ```
///
/// Its value must be `Codable`: the initializer does not compile otherwise, which is how a
/// spec that persists a field of another type gets its error.
public struct PersistedField<Fields>: Sendable {
    /// The name the field is saved under.
    public let name: String
    let encode: @Sendable (Fields, inout KeyedEncodingContainer<PersistedFieldName>) throws -> Void
    /// Reads the field from a record: `nil` when the record does not have it, else what sets
    /// it. Throws when the record's value cannot be read as the field's type.
    let decode: @Sendable (KeyedDecodingContainer<PersistedFieldName>) throws -> (@Sendable (inout Fields) -> Void)?

    /// Creates the field saved under `name`, at `keyPath`.
    /// - Parameters:
    ///   - name: The name the field is saved under, usually the state field's name.
    ///   - keyPath: Where the field is in `Fields`.
    public init<Value: Codable & Sendable>(_ name: String, _ keyPath: WritableKeyPath<Fields, Value> & Sendable) {
        self.name = name
        let key = PersistedFieldName(name)
        encode = { fields, container in
            try container.encode(fields[keyPath: keyPath], forKey: key)
        }
        decode = { container in
            guard container.contains(key) else { return nil }
            let value = try container.decode(Value.self, forKey: key)
            return { $0[keyPath: keyPath] = value }
        }
    }
}

/// The key of a persisted field in a record: its name.
struct PersistedFieldName: CodingKey, Sendable {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) {
        stringValue = name
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        nil
    }
}
