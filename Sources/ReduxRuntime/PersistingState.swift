/// A state that holds fields saved across launches (its own, or those of the children and
/// features it holds): what a generated state conforms to when its spec, or a child's or a
/// feature's, has `persist:`, so that a store without the middleware that restores and saves
/// them says so when it is created.
///
/// ```swift
/// // Generated in InboxState.swift for `persist: [draft, folder]`:
/// extension InboxState: PersistingState {
///     static var persistedFeatures: [PersistedFeature] {
///         [PersistedFeature(InboxPersisted.self, of: "Inbox", spec: "Inbox.yaml", middleware: "InboxPersistence.middleware()")]
///     }
/// }
///
/// let store = Store(initialState: InboxState(), reducer: InboxReducer.reduce, middlewares: [loader])
/// // logs a warning: the persisted fields of Inbox (Inbox.yaml) are neither restored nor
/// // saved: this store has no InboxPersistence.middleware() …
/// ```
public protocol PersistingState {
    /// The persisted fields the state holds, of each feature (its own, its children's, or an
    /// app's features'), with the middleware that keeps them.
    static var persistedFeatures: [PersistedFeature] { get }
}

/// One feature's persisted fields, as a ``PersistingState`` lists them: the
/// ``PersistedFields`` type that its persistence middleware keeps, and what to say when no
/// middleware of a store keeps it.
public struct PersistedFeature: Sendable {
    /// The ``PersistedFields`` type, which the middleware made by `Middleware.persisting(_:key:restore:)`
    /// keeps, lifted or not.
    let fields: ObjectIdentifier
    /// The feature's name, `Inbox`.
    public let feature: String
    /// Its spec's file name, `Inbox.yaml`.
    public let spec: String
    /// The call that makes the middleware, `InboxPersistence.middleware()`.
    public let middleware: String

    /// Creates the description of the persisted fields `fields` of `feature`.
    /// - Parameters:
    ///   - fields: The feature's generated `<Feature>Persisted` type.
    ///   - feature: The feature's name.
    ///   - spec: Its spec's file name.
    ///   - middleware: The call that makes the middleware that keeps them.
    public init<Fields: PersistedFields>(_ fields: Fields.Type, of feature: String, spec: String, middleware: String) {
        self.fields = ObjectIdentifier(fields)
        self.feature = feature
        self.spec = spec
        self.middleware = middleware
    }

    /// The persisted features that `states` hold, in order: none for a state that is no
    /// ``PersistingState``. A generated parent's or app's state lists its children's and
    /// features' with it.
    ///
    /// ```swift
    /// static var persistedFeatures: [PersistedFeature] {
    ///     PersistedFeature.all(in: [ChecklistRowState.self, ChecklistEditorState.self])
    /// }
    /// ```
    public static func all(in states: [Any.Type]) -> [PersistedFeature] {
        states.flatMap { ($0 as? any PersistingState.Type)?.persistedFeatures ?? [] }
    }

    /// The warning of a store of `State` with `middlewares`, when the persisted fields of a
    /// feature its state holds are kept by none of them; nil when nothing is missing.
    static func warning<State, Action>(for state: State.Type, middlewares: [Middleware<State, Action>]) -> String? {
        let needed = all(in: [state])
        guard !needed.isEmpty else { return nil }
        let kept = Set(middlewares.flatMap(\.keptFields))
        var seen: Set<ObjectIdentifier> = []
        let missing = needed.filter { !kept.contains($0.fields) && seen.insert($0.fields).inserted }
        guard !missing.isEmpty else { return nil }
        let features = missing.map { "\($0.feature) (\($0.spec))" }.joined(separator: ", ")
        let fixes = missing.map(\.middleware).joined(separator: ", ")
        return "the persisted fields of \(features) are neither restored nor saved: this store has no "
            + "\(fixes) among its middlewares. Add it (lifted onto the app or parent store where the "
            + "feature is part of one); a generated view model made with init(initialState:middlewares:) "
            + "adds its own feature's itself."
    }
}
