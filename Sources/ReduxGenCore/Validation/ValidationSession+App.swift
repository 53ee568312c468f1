/// App specs (`app:` and `features:`): an app of many features on one store.
extension ValidationSession {
    /// The keys of an app spec.
    static let appKeys = ["app", "features", "imports", "access", "equatable"]

    /// The keys that make a spec a feature spec, which an app spec cannot have.
    static let featureOnlyKeys = ["feature", "state", "actions", "requests", "streams", "props", "routes"]

    /// Validates an app spec; `pairs` is the root mapping, which has an `app` key.
    mutating func validateAppSpec(_ pairs: [YAMLNode.Pair], into feature: inout Feature) {
        for pair in pairs where Self.featureOnlyKeys.contains(pair.key) {
            error(
                "'\(pair.key)' belongs in a feature spec, and this is an app spec ('app:'); an app composes the features listed under 'features:', so move '\(pair.key)' to one of them",
                at: pair.keyPosition)
        }
        let keys = findKeys(pairs.filter { !Self.featureOnlyKeys.contains($0.key) }, allowed: Self.appKeys, in: "the app spec")
        let appPairs = pairs.filter { !Self.featureOnlyKeys.contains($0.key) }
        if let index = keys[0], let name = scalar(appPairs[index].value, what: "'app'"), name != feature.name {
            error("'app: \(name)' does not match the file name '\(feature.name)'; a spec is named after its app, so rename the file or the app", at: appPairs[index].value.position)
        }
        if let index = keys[2] { feature.imports = validateImports(appPairs[index].value) }
        if let index = keys[3] { feature.access = validateAccess(appPairs[index].value) }
        if let index = keys[4] { feature.isEquatable = flag(appPairs[index].value, what: "'equatable'") }
        guard let index = keys[1] else {
            error("the app spec has no 'features' key; list its features, like 'features: { catalog: Catalog, cart: Cart }'", at: appPairs[keys[0] ?? 0].keyPosition)
            feature.composedFeatures = []
            return
        }
        feature.stateLine = Int(appPairs[index].keyPosition.line)
        feature.actionLine = feature.stateLine
        feature.composedFeatures = validateComposedFeatures(appPairs[index].value, appName: feature.name)
    }

    private mutating func validateComposedFeatures(_ node: YAMLNode, appName: String) -> [ComposedFeature] {
        guard let pairs = mapping(node, what: "'features'", expected: "a mapping of property names to feature specs, like 'catalog: Catalog'") else {
            return []
        }
        var features: [ComposedFeature] = []
        for pair in pairs {
            guard checkName(pair.key, at: pair.keyPosition), let name = scalar(pair.value, what: "the feature of '\(pair.key)'") else { continue }
            if let problem = SwiftNames.problem(with: name) {
                error("'\(name)' is not a feature name: \(problem)", at: pair.value.position)
                continue
            }
            if name == appName {
                error("the app '\(appName)' cannot list itself as a feature", at: pair.value.position)
                continue
            }
            if let earlier = features.first(where: { $0.feature == name }) {
                error(
                    "the feature '\(name)' is listed twice, as '\(earlier.property)' and as '\(pair.key)'; an app holds each feature once",
                    at: pair.value.position,
                    notes: [.note("'\(earlier.property)' is here", at: location(SourcePosition(line: UInt32(earlier.line), column: 3)))])
                continue
            }
            if let run = featuresInRun, !run.contains(name) {
                error(
                    "the feature '\(name)' is not in this run: no spec \(name).yaml is generated with this app"
                        + Self.hint(for: name, among: run.names.sorted(), kind: "features of the run"),
                    at: pair.value.position)
                continue
            }
            var composed = ComposedFeature(property: pair.key, feature: name, line: Int(pair.keyPosition.line))
            composed.declared = pair.keyPosition
            features.append(composed)
        }
        return features
    }
}
