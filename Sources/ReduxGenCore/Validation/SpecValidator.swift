/// Turns the YAML tree of one spec into a `Feature`, collecting every problem on the way.
///
/// It reports all the mistakes it can find in one pass rather than stopping at the first;
/// a spec with any error yields no feature.
public struct SpecValidator: Sendable {
    /// The keys of a spec's top-level mapping.
    static let topLevelKeys = ["feature", "imports", "access", "state", "actions", "requests", "streams", "equatable", "props", "routes"]

    /// Creates a validator.
    public init() {}

    /// Validates `root`, the spec read from `path`. The feature's name comes from the file
    /// name (`TeamChat.yaml` → `TeamChat`); a `feature:` key must agree with it.
    /// `featuresInRun`, the names of the feature specs generated in the same run, lets an
    /// app spec check the features it lists; `nil` skips that check.
    public func validate(_ root: YAMLNode, path: String, featuresInRun: FeaturesInRun? = nil, diagnostics: inout [Diagnostic]) -> Feature? {
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
    public static func featureName(forSpecAt path: String) -> String {
        var path = path
        return path.withUTF8 { String(decoding: featureName(inSpecPath: $0), as: UTF8.self) }
    }

    /// The bytes of `featureName(forSpecAt:)` in the UTF-8 `path`, for callers that handle
    /// thousands of spec paths without making a string of each name.
    public static func featureName(inSpecPath path: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let fileName = UnsafeBufferPointer(rebasing: path[PathComponents.lastComponentStart(path)...])
        return UnsafeBufferPointer(rebasing: fileName[..<(fileName.count - (specExtensionLength(fileName) ?? 0))])
    }

    /// Whether `fileName` is a spec file's name: not hidden, and a spec extension after at
    /// least one byte of name.
    public static func isSpecFileName(_ fileName: String) -> Bool {
        var fileName = fileName
        return fileName.withUTF8(isSpecFileName)
    }

    /// Whether the UTF-8 `fileName` is a spec file's name (see `isSpecFileName(_:)`).
    public static func isSpecFileName(_ fileName: UnsafeBufferPointer<UInt8>) -> Bool {
        fileName.first != UInt8(ascii: ".") && specExtensionLength(fileName) != nil
    }

    /// The length of the spec extension (`.yaml`, `.yml`) that `fileName` ends with after at
    /// least one byte of name, or `nil`. (Every spec's name is checked two or three times a
    /// run: the extensions are compared byte by byte, not through a static array of them.)
    private static func specExtensionLength(_ fileName: UnsafeBufferPointer<UInt8>) -> Int? {
        length(of: ".yaml", endingAfterANameIn: fileName) ?? length(of: ".yml", endingAfterANameIn: fileName)
    }

    /// The length of `suffix` (ASCII) when `fileName` is longer and ends with it; otherwise
    /// `nil`.
    @inline(__always)
    private static func length(of suffix: StaticString, endingAfterANameIn fileName: UnsafeBufferPointer<UInt8>) -> Int? {
        let suffix = UnsafeBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount)
        return fileName.count > suffix.count && fileName.ends(with: suffix) ? suffix.count : nil
    }
}

/// The diagnostics of one spec being validated, and the helpers that add to them.
struct ValidationSession {
    let path: String
    var diagnostics: [Diagnostic] = []
    /// Where the fields, actions and requests validated so far are declared.
    var declarations = DeclarationPositions()
    /// The feature specs of the run, for an app spec's check; `nil`: not checked.
    var featuresInRun: FeaturesInRun?

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

    mutating func validateSpec(_ root: YAMLNode) -> Feature {
        let fileName = SpecValidator.fileName(ofSpecAt: path)
        let implied = SpecValidator.featureName(forSpecAt: path)
        var feature = Feature(name: implied, specFileName: fileName, specPath: path)

        guard let pairs = mapping(root, what: "a spec", expected: "a mapping with the keys 'state', 'actions' and 'requests'") else {
            return feature
        }
        if pairs.contains(where: { $0.key == "app" }) {
            checkFeatureName(nil, implied: implied)
            validateAppSpec(pairs, into: &feature)
            return feature
        }
        // The positions of the keys in `SpecValidator.topLevelKeys`.
        let keys = findKeys(pairs, allowed: SpecValidator.topLevelKeys, in: "the spec")
        checkFeatureName(keys[0].map { pairs[$0].value }, implied: implied)

        if let index = keys[1] { feature.imports = validateImports(pairs[index].value) }
        if let index = keys[2] { feature.access = validateAccess(pairs[index].value) }
        // The lines the State and Action declarations map to.
        func keyLine(_ key: Int) -> Int? { keys[key].map { Int(pairs[$0].keyPosition.line) } }
        feature.stateLine = keyLine(3) ?? 1
        feature.actionLine = keyLine(4) ?? keyLine(5) ?? keyLine(6) ?? feature.stateLine
        if let index = keys[3] {
            let node = pairs[index].value
            feature.fields = validateState(node)
        } else {
            error("the spec has no 'state' key; write 'state: {}' for a feature without state", at: root.position)
        }
        if let index = keys[4] { feature.actions = validateActions(pairs[index].value) }
        if let index = keys[5] {
            feature.requests = validateRequests(pairs[index].value, fields: feature.fields)
        }
        if let index = keys[6] { feature.streams = validateStreams(pairs[index].value) }
        if let index = keys[7] { feature.isEquatable = flag(pairs[index].value, what: "'equatable'") }
        if let index = keys[8] { feature.props = validateProps(pairs[index].value, fields: feature.fields) }
        if let index = keys[9] { feature.routes = validateRoutes(pairs[index].value, actions: feature.actions) }
        return feature
    }

    /// The file name must give a valid type-name prefix, and `feature:` must agree with it.
    private mutating func checkFeatureName(_ featureNode: YAMLNode?, implied: String) {
        let fileStart = SourcePosition(line: 1, column: 1)
        if let problem = SwiftNames.problem(with: implied) {
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
        var items: [YAMLNode] = []
        switch node.content {
        case .sequence(let elements): items = elements
        case .scalar where !node.isNull: items = [node]
        default:
            error("'imports' must be a list of module names, like [Foundation], not \(node.shapeDescription)", at: node.position)
        }
        var modules: [String] = []
        for item in items {
            guard let module = scalar(item, what: "a module name") else { continue }
            let components = module.split(separator: ".", omittingEmptySubsequences: false)
            if components.isEmpty || !components.allSatisfy(SwiftNames.isIdentifier) {
                error("'\(module)' is not a module name", at: item.position)
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
