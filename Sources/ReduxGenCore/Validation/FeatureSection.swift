/// A section of a feature spec as the validator reads it: its top-level keys, read into the
/// feature after the sections before it in `FeatureSections.all`, and the checks it makes
/// once every section is read. The validator loops over the sections; a new section is a
/// type of its folder and a place in the list.
///
/// ```swift
/// enum StreamsSection: FeatureSection {
///     static func read(_ keys: inout KeyedMapping, into feature: inout Feature, in session: inout ValidationSession) {
///         if let node = keys["streams"] { feature.streams = session.validateStreams(node) }
///     }
/// }
/// ```
protocol FeatureSection {
    /// Reads the section's keys of `keys` into `feature`, reporting to `session`.
    static func read(_ keys: inout KeyedMapping, into feature: inout Feature, in session: inout ValidationSession)
    /// Checks what the section's keys say against the other sections', once all are read.
    static func check(_ feature: Feature, in session: inout ValidationSession)
}

extension FeatureSection {
    static func check(_ feature: Feature, in session: inout ValidationSession) {}
}

/// The sections of a feature spec, each after those whose keys it reads the values of: the
/// props read the state's fields, the routes the actions, the navigation the routes, the
/// requests the fields, streams, navigation and children they may not fill.
enum FeatureSections {
    static var all: [any FeatureSection.Type] {
        [
            StateSection.self, ActionsSection.self, StreamsSection.self, ViewLayerSection.self, NavigationSection.self,
            ChildrenSection.self, RequestsSection.self, BindingsSection.self, PersistenceSection.self, EffectsSection.self,
        ]
    }
}
