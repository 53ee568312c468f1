/// `children:`.
enum ChildrenSection: FeatureSection {
    static func read(_ keys: inout KeyedMapping, into feature: inout Feature, in session: inout ValidationSession) {
        if let node = keys["children"] { feature.children = session.validateChildren(node, parent: feature.name) }
    }
}

/// `children:`: features of the same run whose states the feature's state holds. What needs
/// the child's own spec (its `id`, its children) is checked by `ChildComposition` once the
/// run has read every spec.
extension ValidationSession {
    /// `children: { rows: { feature: TodoRow, collection: true } }`; `parent` is the
    /// feature's own name, which it may not hold as a child.
    mutating func validateChildren(_ node: YAMLNode, parent: String) -> [ChildFeature] {
        guard let pairs = mapping(node, what: "'children'", expected: "a mapping of property names to { feature, collection, optional }") else {
            return []
        }
        var children: [ChildFeature] = []
        for pair in pairs {
            guard checkName(pair.key, as: .child, at: pair.keyPosition),
                let childPairs = mapping(
                    pair.value, what: "the child '\(pair.key)'", expected: "a mapping like { feature: TodoRow, collection: true }")
            else { continue }
            let child = readKeys(of: childPairs, as: .child, in: "the child '\(pair.key)'") { session, keys in
                session.readChild(&keys, named: pair.key, at: pair.keyPosition, valuePosition: pair.value.position, parent: parent)
            }
            if let child { children.append(child) }
        }
        return children
    }

    private mutating func readChild(
        _ keys: inout KeyedMapping, named name: String, at keyPosition: SourcePosition, valuePosition: SourcePosition, parent: String
    ) -> ChildFeature? {
        let collection = keys["collection"].map { flag($0, what: "'collection'") } ?? false
        let optional = keys.pair("optional")
        let isOptional = optional.map { flag($0.value, what: "'optional'") } ?? false
        if collection, isOptional, let optional {
            error(
                "the child '\(name)' is both a collection and optional; a collection is already empty when there are no children, so remove 'optional'",
                at: optional.keyPosition)
        }
        guard let featureNode = keys["feature"] else {
            error("the child '\(name)' needs a 'feature': the feature spec of the run it holds, like 'feature: TodoRow'", at: valuePosition)
            return nil
        }
        guard let feature = scalar(featureNode, what: "the feature of the child '\(name)'") else { return nil }
        if let problem = SwiftNames.identifierProblem(feature) {
            error("'\(feature)' is not a feature name: \(problem)", at: featureNode.position)
            return nil
        }
        if feature == parent {
            error(
                "the child '\(name)' is the feature '\(parent)' itself, whose state would hold itself without end; a child is another feature spec",
                at: featureNode.position)
            return nil
        }
        if let run = featuresInRun, !run.contains(feature) {
            error(
                "the child '\(name)' is the feature '\(feature)', which is not in this run: no spec \(feature).yaml is generated with this one"
                    + Self.hint(for: feature, among: run.names.filter { $0 != parent }.sorted(), kind: "features of the run"),
                at: featureNode.position)
            return nil
        }
        guard collection || isOptional else {
            error(
                "the child '\(name)' needs 'collection: true' (a \(feature) per element, found by its id) or 'optional: true' (a \(feature) present or not)",
                at: valuePosition)
            return nil
        }
        let kind: ChildFeature.Kind = collection ? .collection : .optional
        return ChildFeature(property: name, feature: feature, kind: kind, declared: keyPosition, featureDeclared: featureNode.position)
    }
}
