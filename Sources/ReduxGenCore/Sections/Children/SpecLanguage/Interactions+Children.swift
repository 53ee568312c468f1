/// How a parent's keys combine with its child's (an app's with its features'). A row's example
/// is the parent's spec (or the app's), `List.yaml`, then `---` and its child's (the
/// feature's), `Row.yaml`.
extension SpecLanguage {
    static let parentAndChildInteractions: [KeyInteraction] = [
        row(
            .parentAndChild, .feature(.access), .childFeature(.access),
            refused(
                "with a child less visible than its parent", at: .feature(.children),
                "the child 'rows' is the feature 'Row', which is internal, and this feature is public: its state and action would show Row's types",
                fix: "add 'access: public' to Row.yaml, or give this feature the access of its child",
                in: "access: public\nstate: {}\nchildren:\n  rows: { feature: Row, collection: true }\n---\nstate:\n  id: Int\nactions:\n  tap:"),
            defined(
                "with a child as visible as its parent or more", "The parent's state and action hold the child's as they are.",
                in: "access: internal\nstate: {}\nchildren:\n  rows: { feature: Row, collection: true }\n---\naccess: public\nstate:\n  id: Int\nactions:\n  tap:")),
        row(
            .parentAndChild, .feature(.equatable), .childFeature(.equatable),
            refused(
                "with an Equatable parent and a child with equatable: false", at: .feature(.children),
                "the child 'rows' is the feature 'Row', whose state is not Equatable ('equatable: false' in Row.yaml), and this feature's Equatable state compares its children",
                fix: "add 'equatable: false' to this spec, or make Row Equatable",
                in: "state: {}\nchildren:\n  rows: { feature: Row, collection: true }\n---\nequatable: false\nstate:\n  id: Int\nactions:\n  tap:"),
            defined(
                "otherwise", "The parent's state and action are `Equatable` when the parent's spec and every child's are.",
                in: "equatable: false\nstate: {}\nchildren:\n  rows: { feature: Row, collection: true }\n---\nequatable: true\nstate:\n  id: Int\nactions:\n  tap:")),
        row(
            .parentAndChild, .feature(.children), .childFeature(.actions),
            refused(
                "with a child that has no actions, requests or streams", at: .feature(.children),
                "the child 'rows' is the feature 'Row', whose action has no case (no actions, requests or streams in Row.yaml), so no action could reach it",
                fix: "give Row.yaml an action, or hold its state as a state field like 'rows: \"[RowState]\"'",
                in: "state: {}\nchildren:\n  rows: { feature: Row, collection: true }\n---\nstate:\n  id: Int\nactions:"),
            defined(
                "otherwise", "The parent's action carries the child's in the child's case, `rows(id:, RowAction)`, which the generated reducer hands to the child's reducer.",
                in: "state: {}\nchildren:\n  rows: { feature: Row, collection: true }\n---\nstate:\n  id: Int\nactions:\n  tap:")),
        row(
            .parentAndChild, .feature(.children), .childFeature(.bindings),
            defined(
                "A child's setter, `set<Field>` or the action its `setter:` names, reaches the child through the parent's case, `rows(id:, .textEdited(text))`, and the child's reducer assigns the child's field; a child that is not in the parent's state ignores it.",
                in: "state: {}\nchildren:\n  rows: { feature: Row, collection: true }\n---\nstate:\n  id: Int\n  text: String\nactions:\n  textEdited: String\nbindings: { text: { setter: textEdited } }")),
        row(
            .parentAndChild, .feature(.children), .childFeature(.persist),
            defined(
                "A child's fields are kept per child, under `<Child>.<id>`: restored when the child enters the parent's state, before its first action is reduced, saved after every change, and removed when the child leaves.",
                in: "state: {}\nchildren:\n  rows: { feature: Row, collection: true }\n---\nstate:\n  id: Int\n  text: String\nactions:\n  tap:\npersist: [text]")),
        row(
            .parentAndChild, .feature(.children), .childFeature(.requests),
            defined(
                "A child's calls are current only while it is in the parent's state: when it leaves, or an optional child is replaced by one with another id, they are cancelled and their answers dropped.",
                in: "state: {}\nchildren:\n  editor: { feature: Row, optional: true }\n---\nstate:\n  id: Int\nrequests:\n  save:")),
        row(
            .parentAndChild, .feature(.children), .childFeature(.streams),
            defined(
                "A child's subscriptions run only while it is in the parent's state: when it leaves, or an optional child is replaced by one with another id, they stop.",
                in: "state: {}\nchildren:\n  rows: { feature: Row, collection: true }\n---\nstate:\n  id: Int\nstreams:\n  updates: { element: Message }")),
        row(
            .parentAndChild, .app(.access), .appFeature(.access),
            refused(
                "with a feature less visible than the app", at: .app(.features),
                "'rows: Row' lists the feature 'Row', which is internal, and this app is public: its state and action would show Row's types",
                fix: "add 'access: public' to Row.yaml, or give this app the access of its features",
                in: "app: List\naccess: public\nfeatures:\n  rows: Row\n---\nstate: {}\nactions:\n  tap:"),
            defined(
                "with features as visible as the app or more", "The app's state and action hold each feature's as they are.",
                in: "app: List\naccess: internal\nfeatures:\n  rows: Row\n---\naccess: public\nstate: {}\nactions:\n  tap:")),
        row(
            .parentAndChild, .app(.equatable), .appFeature(.equatable),
            refused(
                "with an Equatable app and a feature with equatable: false", at: .app(.features),
                "'rows: Row' lists the feature 'Row', whose state is not Equatable ('equatable: false' in Row.yaml), and this app's Equatable state compares its features",
                fix: "add 'equatable: false' to this spec, or make Row Equatable",
                in: "app: List\nfeatures:\n  rows: Row\n---\nequatable: false\nstate: {}\nactions:\n  tap:"),
            defined(
                "otherwise", "The app's state and action are `Equatable` when the app's spec and every feature's are.",
                in: "app: List\nequatable: false\nfeatures:\n  rows: Row\n---\nequatable: true\nstate: {}\nactions:\n  tap:")),
        row(
            .parentAndChild, .app(.features), .appFeature(.actions),
            refused(
                "with a feature that has no actions, requests or streams", at: .app(.features),
                "'rows: Row' lists the feature 'Row', whose action has no case (no actions, requests or streams in Row.yaml), so no action could reach it",
                fix: "give Row.yaml an action, or leave it out of the app",
                in: "app: List\nfeatures:\n  rows: Row\n---\nstate: {}\nactions:"),
            defined(
                "otherwise", "The app's action carries the feature's in the feature's case, `rows(RowAction)`, which the app's reducer hands to the feature's.",
                in: "app: List\nfeatures:\n  rows: Row\n---\nstate: {}\nactions:\n  tap:")),
    ]
}
