/// A feature of an app spec (`features:`) as the app's `loaders` lifts it: the feature's
/// loader, and the loaders of the children its spec holds (`<Feature>Children.loaders`),
/// each calling a service that `loaders` takes as a parameter of its own.
///
/// ```swift
/// // features: { todos: Todo }, and Todo.yaml: children: { rows: { feature: TodoRow, collection: true } }
/// plan.composedFeatures[0].childServices.map(\.label)  // ["todosRows"]
/// // loaders(chat: some TeamChatService, todos: some TodoService, todosRows: some TodoRowService)
/// ```
package struct ComposedFeaturePlan: Sendable {
    /// A child of the feature, and the parameter of `loaders` that takes its service.
    package struct ChildService: Sendable {
        /// The child, as the feature's spec holds it.
        package let child: ChildFeature
        /// `todosRows`: the feature's property, then the child's.
        package let label: String
    }

    /// The feature, as the app spec lists it.
    package let composed: ComposedFeature
    /// The feature's children, in the order of its spec: none when the run knows the
    /// feature by its name alone, or it has no children.
    package let childServices: [ChildService]

    /// The plan of `composed`, whose spec holds `children`.
    init(_ composed: ComposedFeature, children: [ChildFeature]) {
        self.composed = composed
        childServices = children.map { ChildService(child: $0, label: composed.property + $0.property.uppercasingFirst) }
    }

    /// `TodoChildren`: the feature's lifting of its children's middlewares.
    var childrenLifting: String { composed.feature + "Children" }
}

extension FeaturePlan {
    /// Errors for the parameters of an app's `loaders` that a feature's child would name like
    /// another: a feature `todos` with a child `rows` takes `todosRows`, which a feature of the
    /// app may be called too. Each is an error at the line of the feature whose child takes
    /// the name, with a note at the other feature.
    func loaderParameterClashes(inSpecAt path: String) -> [Diagnostic] {
        var first: [String: ComposedFeature] = [:]
        for composed in composedFeatures { first[composed.composed.property] = composed.composed }
        var diagnostics: [Diagnostic] = []
        for composed in composedFeatures {
            for service in composed.childServices {
                if let earlier = first[service.label] {
                    diagnostics.append(.error(
                        "the child '\(service.child.property)' of '\(composed.composed.property): \(composed.composed.feature)' takes the service parameter "
                            + "'\(service.label)' of the app's loaders, which the feature '\(earlier.property)' already is; rename one of the features",
                        at: SourceLocation(path: path, composed.composed.declared),
                        notes: [.note("the feature '\(earlier.property)' is here", at: SourceLocation(path: path, earlier.declared))]))
                } else {
                    first[service.label] = composed.composed
                }
            }
        }
        return diagnostics
    }
}
