/// One feature of an app spec: the app state's property that holds it, and the feature.
package struct ComposedFeature: Hashable, Sendable {
    /// The property of the app state and the case of the app action: `catalog`.
    package var property: String
    /// The feature's name, the name of its spec in the same run: `Catalog`.
    package var feature: String
    /// The spec line that lists it.
    package var line: Int
    /// Where its name is written in the spec (the key's position), for diagnostics about it.
    package var declared = SourcePosition(line: 1, column: 1)

    /// Creates a composed feature.
    package init(property: String, feature: String, line: Int = 1) {
        self.property = property
        self.feature = feature
        self.line = line
    }
}
