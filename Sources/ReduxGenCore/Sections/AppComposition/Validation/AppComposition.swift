/// What an app spec needs of the other specs of its run, checked once the run knows which
/// of them are apps: an app lists feature specs only. An app of apps does not compile (an
/// app has no loader to lift), and two apps that list each other would be one inside the
/// other, so both are errors at the line that lists the app. The app holds its features as
/// a parent holds its children, so a feature it cannot hold (`ChildComposition.Unfit`: no
/// action case, less visible than the app, not `Equatable` under an `Equatable` app) is an
/// error at its line too.
///
/// ```swift
/// let errors = AppComposition.errors(of: shop, apps: ["Office"]) { name in specs[name] }
/// ```
package enum AppComposition {
    /// An error for each feature of the app spec `app` that is an app spec, named in `apps`
    /// (the app specs of the run and the known ones of other runs), or that the app cannot
    /// hold, as `spec` finds it (`nil`: known by its name alone, not checked).
    package static func errors(of app: Feature, apps: Set<String>, spec: (String) -> ChildComposition.Spec?) -> [Diagnostic] {
        (app.composedFeatures ?? []).compactMap { listed in
            let location = SourceLocation(path: app.specPath, listed.declared)
            let line = "'\(listed.property): \(listed.feature)'"
            if apps.contains(listed.feature) {
                return .error(
                    "\(line) lists the app spec '\(listed.feature)', and an app lists feature specs only; "
                        + "list the features of '\(listed.feature)' here instead, or make one app of both",
                    at: location)
            }
            guard let feature = spec(listed.feature), let unfit = ChildComposition.Unfit(feature, heldBy: app) else { return nil }
            let file = feature.specFileName
            switch unfit {
            case .noActionCase:
                return .error(
                    "\(line) lists the feature '\(listed.feature)', whose action has no case (no actions, requests or streams in \(file)), so no action could reach it; "
                        + "give \(file) an action, or leave it out of the app",
                    at: location)
            case .lessVisible:
                return .error(
                    "\(line) lists the feature '\(listed.feature)', which is \(feature.access.rawValue), and this app is \(app.access.rawValue): "
                        + "its state and action would show \(listed.feature)'s types; add 'access: \(app.access.rawValue)' to \(file), or give this app the access of its features",
                    at: location)
            case .notEquatable:
                return .error(
                    "\(line) lists the feature '\(listed.feature)', whose state is not Equatable ('equatable: false' in \(file)), "
                        + "and this app's Equatable state compares its features; add 'equatable: false' to this spec, or make \(listed.feature) Equatable",
                    at: location)
            }
        }
    }

    /// Whether the spec `bytes` is an app spec (its top level has `app:`), as the validator
    /// decides; `nil` when it is no YAML mapping, which its own run reports.
    package static func isAppSpec(_ bytes: [UInt8], path: String) -> Bool? {
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
