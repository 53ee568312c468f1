/// The names the root context offers for an app spec's `features:`: the features it
/// composes and their loaders.
extension FeatureContext {
    static let appCompositionFields: [TemplateField<FeatureContext>] = [
        .list("composedFeatures") { $0.composedFeatures },
        .flag("hasComposedFeatures") { !($0.feature.composedFeatures?.isEmpty ?? true) },
        // Whether a feature of the app has children, whose loaders the app's `loaders` lifts.
        .flag("hasComposedChildren") { $0.plan.composedFeatures.contains { !$0.childServices.isEmpty } },
        // The parameters of the app's `loaders`: each feature's service, then its children's.
        .list("loaderParameters") { context in
            let parameters: [(String, String)] = context.plan.composedFeatures.flatMap { composed -> [(String, String)] in
                let children: [(String, String)] = composed.childServices.map { ($0.label, $0.child.feature + "Service") }
                return [(composed.composed.property, composed.composed.feature + "Service")] + children
            }
            return ContextList(parameters.indices.map {
                LoaderParameterContext(label: parameters[$0].0, service: parameters[$0].1, isLast: $0 == parameters.count - 1)
            })
        },
        // `loaders(chat:todos:todosRows:)`, and `TodoChildren.loaders(rows:)` for each feature with
        // children: what the message of the features-only `loaders` names.
        .text("loadersSignature") { context in
            let labels: [String] = context.plan.composedFeatures.flatMap { [$0.composed.property] + $0.childServices.map(\.label) }
            return "loaders(" + labels.map { $0 + ":" }.joined() + ")"
        },
        .text("childrenLiftings") { context in
            let liftings: [String] = context.plan.composedFeatures.filter { !$0.childServices.isEmpty }.map { composed in
                let labels: String = composed.childServices.map { $0.child.property + ":" }.joined()
                return composed.childrenLifting + ".loaders(" + labels + ")"
            }
            return liftings.joined(separator: " or ")
        },
    ]
}
