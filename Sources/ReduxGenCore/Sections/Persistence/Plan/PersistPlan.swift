/// What `persist:` generates: `<Feature>Persisted`, the struct of the persisted fields;
/// `<Feature>Persistence`, whose middleware restores and saves them; and the action
/// `restorePersisted(<Feature>Persisted)` that the restore dispatches.
package struct PersistPlan: Sendable {
    /// The persisted fields, in the spec's order.
    package let fields: [PersistedStateField]
    /// `TeamChatPersisted`.
    package let structName: String
    /// `TeamChatPersistence`.
    package let namespaceName: String
    /// The feature's name, the key of its record in the storage by default.
    package let storageKey: String
    /// The restore action's case.
    package let restoreCase: ActionCase

    /// The restore action's name.
    package static let restoreCaseName = "restorePersisted"

    /// What the reducer binds the restored fields to.
    static let binding = "saved"

    /// The plan of `feature`'s `persist:`, or `nil` when it persists nothing.
    init?(_ feature: Feature) {
        guard let first = feature.persisted.first else { return nil }
        fields = feature.persisted
        structName = feature.name + "Persisted"
        namespaceName = feature.name + "Persistence"
        storageKey = feature.name
        restoreCase = ActionCase(
            name: Self.restoreCaseName, values: [PayloadValue(label: nil, type: structName, binding: Self.binding)],
            origin: .persist, declared: first.declared, line: Int(first.declared.line))
    }

    /// `state.draft = saved.draft`, one per field: how the reducer restores them.
    var restoreStatements: [String] {
        fields.map { "state.\($0.field.name) = \(Self.binding).\($0.field.name)" }
    }
}
