/// What an app spec needs of the other specs of its run, checked once the run knows which
/// of them are apps: an app lists feature specs only. An app of apps does not compile (an
/// app has no loader to lift), and two apps that list each other would be one inside the
/// other, so both are errors at the line that lists the app.
///
/// ```swift
/// let errors = AppComposition.errors(of: shop, apps: ["Office"])
/// ```
public enum AppComposition {
    /// An error for each feature of the app spec `app` that is an app spec, named in `apps`
    /// (the app specs of the run and the known ones of other runs).
    public static func errors(of app: Feature, apps: Set<String>) -> [Diagnostic] {
        (app.composedFeatures ?? []).filter { apps.contains($0.feature) }.map { listed in
            .error(
                "'\(listed.property): \(listed.feature)' lists the app spec '\(listed.feature)', and an app lists feature specs only; "
                    + "list the features of '\(listed.feature)' here instead, or make one app of both",
                at: SourceLocation(path: app.specPath, listed.declared))
        }
    }

    /// Whether the spec `bytes` is an app spec (its top level has `app:`), as the validator
    /// decides; `nil` when it is no YAML mapping, which its own run reports.
    public static func isAppSpec(_ bytes: [UInt8], path: String) -> Bool? {
        var diagnostics: [Diagnostic] = []
        guard let root = YAMLLoader().load(bytes, path: path, diagnostics: &diagnostics), case .mapping(let pairs) = root.content else {
            return nil
        }
        return isAppSpec(pairs)
    }

    /// Whether a spec whose top level is `pairs` is an app spec: it has the key `app`.
    static func isAppSpec(_ pairs: [YAMLNode.Pair]) -> Bool {
        pairs.contains { $0.key == "app" }
    }
}
