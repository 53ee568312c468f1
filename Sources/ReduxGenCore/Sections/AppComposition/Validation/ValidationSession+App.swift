/// App specs (`app:` and `features:`): an app of many features on one store.
extension ValidationSession {
    /// Validates an app spec; `pairs` is the root mapping, which has an `app` key. A key of
    /// feature specs that app specs do not have gets an error of its own.
    mutating func validateAppSpec(_ pairs: [YAMLNode.Pair], into feature: inout Feature) {
        let isFeatureOnly = { (pair: YAMLNode.Pair) in
            SpecMapping.appSpec.key(named: pair.key) == nil && SpecMapping.featureSpec.key(named: pair.key) != nil
        }
        for pair in pairs where isFeatureOnly(pair) {
            error(
                "'\(pair.key)' belongs in a feature spec, and this is an app spec ('app:'); an app composes the features listed under 'features:', so move '\(pair.key)' to one of them",
                at: pair.keyPosition)
        }
        readKeys(of: pairs.filter { !isFeatureOnly($0) }, as: .appSpec, in: "the app spec") { $0.validateAppSpec(&$1, into: &feature) }
    }

    private mutating func validateAppSpec(_ keys: inout KeyedMapping, into feature: inout Feature) {
        let app = keys.pair("app")
        if let node = app?.value, let name = scalar(node, what: "'app'"), name != feature.name {
            error("'app: \(name)' does not match the file name '\(feature.name)'; a spec is named after its app, so rename the file or the app", at: node.position)
        }
        if let node = keys["imports"] { feature.imports = validateImports(node) }
        if let node = keys["access"] { feature.access = validateAccess(node) }
        if let node = keys["equatable"] { feature.isEquatable = flag(node, what: "'equatable'") }
        guard let features = keys.pair("features") else {
            error(
                "the app spec has no 'features' key; list its features, like 'features: { catalog: Catalog, cart: Cart }'",
                at: app?.keyPosition ?? SourcePosition(line: 1, column: 1))
            feature.composedFeatures = []
            return
        }
        feature.stateLine = Int(features.keyPosition.line)
        feature.actionLine = feature.stateLine
        feature.composedFeatures = validateComposedFeatures(features.value, appName: feature.name)
    }

    private mutating func validateComposedFeatures(_ node: YAMLNode, appName: String) -> [ComposedFeature] {
        guard let pairs = mapping(node, what: "'features'", expected: "a mapping of property names to feature specs, like 'catalog: Catalog'") else {
            return []
        }
        var features: [ComposedFeature] = []
        for pair in pairs {
            guard checkName(pair.key, as: .appProperty, at: pair.keyPosition), let name = scalar(pair.value, what: "the feature of '\(pair.key)'") else { continue }
            if let problem = SwiftNames.identifierProblem(name) {
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
                    notes: [.note("'\(earlier.property)' is here", at: location(earlier.declared))])
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
