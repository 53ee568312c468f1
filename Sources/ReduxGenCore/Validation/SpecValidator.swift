/// Turns the YAML tree of one spec into a `Feature`, collecting every problem on the way.
///
/// It reports all the mistakes it can find in one pass rather than stopping at the first;
/// a spec with any error yields no feature.
package struct SpecValidator: Sendable {
    /// Creates a validator.
    package init() {}

    /// Validates `root`, the spec read from `path`. The feature's name comes from the file
    /// name (`TeamChat.yaml` → `TeamChat`); a `feature:` key must agree with it.
    /// `featuresInRun`, the names of the feature specs generated in the same run, lets an
    /// app spec check the features it lists; `nil` skips that check.
    package func validate(_ root: YAMLNode, path: String, featuresInRun: FeaturesInRun? = nil, diagnostics: inout [Diagnostic]) -> Feature? {
        var session = ValidationSession(path: path)
        session.featuresInRun = featuresInRun
        let feature = session.validateSpec(root)
        diagnostics += session.diagnostics
        return session.diagnostics.containsErrors ? nil : feature
    }

    /// The spec file's name: the last non-empty `/`-separated component of `path`, or
    /// `path` itself when it has none.
    static func fileName(ofSpecAt path: String) -> String {
        let utf8 = path.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: "/") { end = utf8.index(before: end) }
        if end == utf8.startIndex { return path }
        return PathComponents.lastComponent(of: end == utf8.endIndex ? path : String(path[..<end]))
    }

    /// The feature name a spec file's name implies: its last path component without the
    /// `.yaml`/`.yml` extension.
    package static func featureName(forSpecAt path: String) -> String {
        let fileName = PathComponents.lastComponent(of: path)
        guard let suffix = specExtension(of: fileName) else { return fileName }
        return String(decoding: fileName.utf8.dropLast(suffix.utf8.count), as: UTF8.self)
    }

    /// Whether `fileName` is a spec file's name: not hidden, and a spec extension after at
    /// least one character of name.
    package static func isSpecFileName(_ fileName: String) -> Bool {
        !fileName.hasPrefix(".") && specExtension(of: fileName) != nil
    }

    /// The spec extension (`.yaml`, `.yml`) that `fileName` ends with after at least one
    /// character of name, or `nil`.
    private static func specExtension(of fileName: String) -> String? {
        [".yaml", ".yml"].first { fileName.utf8.count > $0.utf8.count && fileName.hasSuffix($0) }
    }
}

/// The diagnostics of one spec being validated, and the helpers that add to them.
struct ValidationSession {
    let path: String
    var diagnostics: [Diagnostic] = []
    /// The feature specs of the run, for an app spec's check; `nil`: not checked.
    var featuresInRun: FeaturesInRun?
    /// The types parsed so far, by their text: a spec writes the same types again and again
    /// (`Int`, `String?`, `Message.ID`), and each is parsed once. Room is made at once for
    /// the dozen or so distinct types of a usual spec.
    var parsedTypes = [String: SwiftType](minimumCapacity: 16)

    init(path: String) {
        self.path = path
    }

    /// Reports an error at `position` in this spec.
    mutating func error(_ message: String, at position: SourcePosition, notes: [Diagnostic] = []) {
        diagnostics.append(.error(message, at: location(position), notes: notes))
    }

    /// The location of `position` in this spec: nodes carry positions alone, and the path
    /// is added only for what is reported.
    func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(path: path, position)
    }

    /// What to do with another tool's YAML file among a target's sources.
    static func otherToolsFileAdvice(_ fileName: String) -> String {
        "every .yaml and .yml file among a target's sources is read as a spec, so if it is another tool's file, exclude it "
            + "from the target in Package.swift: exclude: [\"\(fileName)\"]"
    }

    mutating func validateSpec(_ root: YAMLNode) -> Feature {
        let fileName = SpecValidator.fileName(ofSpecAt: path)
        let implied = SpecValidator.featureName(forSpecAt: path)
        var feature = Feature(name: implied, specFileName: fileName, specPath: path)

        let pairs: [YAMLNode.Pair]
        switch root.content {
        case .mapping(let mapping): pairs = mapping
        case .scalar where root.isNull: pairs = []
        default:
            // A list or a lone value among the target's sources is another tool's file more
            // often than a spec.
            error(
                "\(fileName) is not a reduxgen spec: a spec is a mapping of keys (state, actions, requests, …), not "
                    + "\(root.shapeDescription); " + Self.otherToolsFileAdvice(fileName),
                at: root.position)
            return feature
        }
        // `app:` makes the spec an app spec, with other keys.
        if AppComposition.isAppSpec(pairs) {
            checkFeatureName(nil, implied: implied)
            validateAppSpec(pairs, into: &feature)
            return feature
        }
        // A YAML file with none of a spec's keys, nor a misspelling of one, is another tool's
        // file among the target's sources: one error, which says how to leave it out.
        let known = SpecMapping.featureSpec.keys.map(\.name)
        if !pairs.isEmpty, !pairs.contains(where: { known.contains($0.key) || Suggestions.closest(to: $0.key, among: known) != nil }) {
            error(
                "\(fileName) is not a reduxgen spec: it has none of a spec's keys (state, actions, requests, …); "
                    + Self.otherToolsFileAdvice(fileName),
                at: root.position)
            return feature
        }
        readKeys(of: pairs, as: .featureSpec, in: "the spec") { $0.validateFeatureSpec(&$1, into: &feature, root: root) }
        // Names the generated code would declare twice, reported here with the spec's other
        // errors; a spec without them is checked by the generator, on the plan it renders.
        if diagnostics.containsErrors { diagnostics += FeaturePlan(feature).collisions(inSpecAt: path) }
        return feature
    }

    /// Reads the keys of a feature spec into `feature`.
    private mutating func validateFeatureSpec(_ keys: inout KeyedMapping, into feature: inout Feature, root: YAMLNode) {
        checkFeatureName(keys["feature"], implied: feature.name)
        if let node = keys["imports"] { feature.imports = validateImports(node) }
        if let node = keys["access"] { feature.access = validateAccess(node) }
        // The lines the State and Action declarations map to.
        let stateLine = keys.pair("state").map { Int($0.keyPosition.line) }
        feature.stateLine = stateLine ?? 1
        let actionKey = keys.pair("actions") ?? keys.pair("requests") ?? keys.pair("streams")
        feature.actionLine = actionKey.map { Int($0.keyPosition.line) } ?? feature.stateLine
        if stateLine == nil {
            error("the spec has no 'state' key; write 'state: {}' for a feature without state", at: root.position)
        }
        if let node = keys["equatable"] { feature.isEquatable = flag(node, what: "'equatable'") }
        let sections = FeatureSections.all
        for section in sections {
            section.read(&keys, into: &feature, in: &self)
        }
        for section in sections {
            section.check(feature, in: &self)
        }
    }

    /// The file name must give a valid type-name prefix, and `feature:` must agree with it.
    private mutating func checkFeatureName(_ featureNode: YAMLNode?, implied: String) {
        let fileStart = SourcePosition(line: 1, column: 1)
        if let problem = SwiftNames.identifierProblem(implied) {
            error("the spec's file name must be the feature's name: \(problem)", at: fileStart)
        } else if let first = implied.first, !first.isUppercase {
            error("the feature name '\(implied)' must start with an uppercase letter, as a Swift type does; rename the file", at: fileStart)
        }
        guard let node = featureNode, let name = scalar(node, what: "'feature'") else {
            return
        }
        if name != implied {
            error("'feature: \(name)' does not match the file name '\(implied)'; a spec is named after its feature, so rename the file or the feature", at: node.position)
        }
    }

    mutating func validateImports(_ node: YAMLNode) -> [String] {
        let items = listItems(node, expected: "'imports' must be a list of module names, like [Foundation]")
        var modules: [String] = []
        for item in items {
            guard let module = scalar(item, what: "a module name") else { continue }
            let components = module.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            if let keyword = components.first(where: SwiftNames.keywords.contains) {
                error("'\(module)' is not a module name: '\(keyword)' is a Swift keyword", at: item.position)
            } else if let problem = components.lazy.compactMap(SwiftNames.problem(with:)).first {
                error("'\(module)' is not a module name: \(problem)", at: item.position)
            } else if modules.contains(module) {
                error("'\(module)' is imported twice", at: item.position)
            } else {
                modules.append(module)
            }
        }
        return modules
    }

    mutating func validateAccess(_ node: YAMLNode) -> AccessLevel {
        guard let text = scalar(node, what: "'access'") else { return .internal }
        if let level = AccessLevel(rawValue: text) { return level }
        let choices = AccessLevel.allCases.map(\.rawValue)
        error("unknown access level '\(text)'" + Suggestions.hint(for: text, among: choices), at: node.position)
        return .internal
    }
}
