/// The keys of the persistence section, as the spec language describes them.
extension SpecLanguage {
    /// `persist`: the state fields saved across launches.
    static let persist = SpecKey(
        "persist",
        "State fields saved across launches, whose types are Codable: <Feature>Persistence.middleware restores them when the store is created (the action restorePersisted) and saves them after they change, through the storage of the store's environment (a file per feature by default; in a child feature, a record per child). A record that cannot be read is logged and the defaults are used; a save that fails is retried.",
        example: "persist: [draft]",
        value: .list(.name(of: "a state field", pattern: nil), unique: true))
}
