/// The keys of the app composition section, as the spec language describes them.
extension SpecLanguage {
    /// `app`: the app's name, which makes a spec an app spec.
    static let app = SpecKey(
        "app",
        "The app's name, which prefixes its generated types (ShopState, ShopAction, …); it must be the spec file's name. Makes the spec an app spec.",
        example: "app: Shop",
        value: typeName,
        isRequired: true)

    /// `features`: the features on an app's store.
    static let features = SpecKey(
        "features",
        "The features on the app's store: a property name of the app state and the feature spec (of the same run) it holds. Generates <App>State, <App>Action (a case per feature), <App>Reducer, <App>Middlewares (each feature's middlewares lifted onto the app store) and a scoped store per feature. A feature is a feature spec, not another app.",
        example: """
            features:
              catalog: Catalog
              cart: Cart
            """,
        value: .named(placeholder: "<property>", .name(of: "a feature spec of the run", pattern: typeNamePattern)),
        isRequired: true)
}
