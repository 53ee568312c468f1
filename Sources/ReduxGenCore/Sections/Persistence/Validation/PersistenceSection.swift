/// `persist:`, of the state's fields and what the other sections keep.
enum PersistenceSection: FeatureSection {
    static func read(_ keys: inout KeyedMapping, into feature: inout Feature, in session: inout ValidationSession) {
        if let node = keys["persist"] { feature.persisted = session.validatePersist(node, of: feature) }
    }
}
