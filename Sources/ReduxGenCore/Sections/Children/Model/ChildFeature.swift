/// A child feature (`children:`): another feature spec of the run whose state the parent's
/// state holds, whose actions reach it through one case of the parent's action, and whose
/// reducer the parent's reducer runs on it.
///
/// ```yaml
/// children:
///   rows: { feature: TodoRow, collection: true }   # IdentifiedArray<TodoRowState>, rows(id:, TodoRowAction)
///   editor: { feature: Editor, optional: true }    # EditorState?, editor(EditorAction)
/// ```
package struct ChildFeature: Hashable, Sendable {
    /// How many children the property holds.
    package enum Kind: String, Hashable, Sendable {
        /// A child per element, found by its `id`: `IdentifiedArray<TodoRowState>`.
        case collection
        /// A child present or not: `EditorState?`.
        case optional
    }

    /// The property of the parent's state and the case of its action: `rows`.
    package var property: String
    /// The child's feature name, the name of its spec in the same run: `TodoRow`.
    package var feature: String
    /// How many children the property holds.
    package var kind: Kind
    /// Where the child's name is written in the spec (the key's position).
    package var declared: SourcePosition
    /// Where the child's `feature:` value is written, for errors about the feature.
    package var featureDeclared: SourcePosition

    /// Creates a child.
    package init(property: String, feature: String, kind: Kind, declared: SourcePosition, featureDeclared: SourcePosition) {
        self.property = property
        self.feature = feature
        self.kind = kind
        self.declared = declared
        self.featureDeclared = featureDeclared
    }

    /// The spec line the child's declarations map to.
    package var line: Int { Int(declared.line) }
}

extension Feature {
    /// Whether the feature's output must be checked against the other specs of its run: an
    /// app spec's features, a feature's children.
    package var readsOtherSpecs: Bool { isApp || !children.isEmpty }
}
