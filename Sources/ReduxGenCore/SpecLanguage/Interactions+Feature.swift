/// How two keys of the feature combine. A feature row's example is a whole spec,
/// `Feature.yaml`.
extension SpecLanguage {
    static let featureInteractions: [KeyInteraction] = [
        row(
            .feature, .feature(.equatable), .stream(.equatable),
            defined(
                "With the feature `Equatable`, a stream's element is `Equatable` or its `equatable: false` wraps it in `Uncompared`; with the feature's `equatable: false`, the element need not be either.",
                in: """
                    equatable: false
                    state: {}
                    streams:
                      frames: { element: Frame, equatable: false }
                    """)),
        row(
            .feature, .feature(.navigation), .feature(.routes),
            refused(
                "without routes", at: .feature(.navigation), "'navigation' keeps routes as state, and the spec has none",
                fix: "add the screens it navigates to under 'routes:', like 'routes: { showDetail: { id: Item.ID } }'",
                in: "state: {}\nnavigation: stack"),
            refused(
                "with a route named id", at: .feature(.routes),
                "a route kept as state cannot be named 'id': 'navigation' makes every route Identifiable, with the route itself as its 'id' (what '.sheet(item:)' needs)",
                fix: "rename the route",
                in: "state: {}\nroutes: { id: }\nnavigation: sheet"),
            defined(
                "otherwise",
                "The routes become `Hashable` and `Identifiable` state: with a stack, what the routing skeleton returns is applied to the path instead of published (a route pushed, or `.setPath` of a whole path); with a sheet alone its route is still published, for your view to present.",
                in: "state: {}\nroutes: { detail: }\nnavigation: [stack, sheet]")),
        row(
            .feature, .feature(.navigation), .feature(.props),
            refused(
                "with a prop named path or presented", at: .feature(.props),
                "the prop 'path' would be a property of the view model, which has a property 'path' of its own", fix: "rename the prop",
                in: "state: {}\nroutes: { detail: }\nnavigation: stack\nprops: { path: \"[FeatureRoute]\" }"),
            defined(
                "otherwise", "The view model binds `path` and `presented` for SwiftUI besides the props.",
                in: "state: {}\nroutes: { detail: }\nnavigation: stack\nprops: { title: String }")),
        row(
            .feature, .feature(.navigation), .feature(.bindings),
            refused(
                "naming the path or the presented route", at: .feature(.bindings),
                "'bindings' names 'path', the navigation's 'path', which the generated code keeps",
                fix: "remove it: the view model binds it already, as '$viewModel.path'",
                in: "state:\n  query: String\nroutes: { detail: }\nnavigation: stack\nbindings: [query, path]"),
            refused(
                "with a setter named like a navigation action", at: .feature(.bindings),
                "'setter: push' of the binding 'query' names the action case 'push', which the 'push' action of 'navigation: stack' generates",
                fix: "give the setter a name of its own, like queryEdited",
                in: "state:\n  query: String\nroutes: { detail: }\nnavigation: stack\nbindings: { query: { setter: push } }"),
            defined(
                "with a setter that `setter:` names",
                "The routing follows the setter by the name `setter:` gives: once `queryEdited` is reduced, the routing may push a route or set the whole path.",
                in: "state:\n  query: String\nactions:\n  queryEdited: String\nroutes: { detail: }\nnavigation: stack\nbindings: { query: { setter: queryEdited } }"),
            defined(
                "otherwise",
                "A binding's setter is an action like the spec's: the routing follows it once it is reduced, so a `setQuery` may push a route or set the whole path.",
                in: "state:\n  query: String\nroutes: { detail: }\nnavigation: [stack, sheet]\nbindings: [query]")),
        row(
            .feature, .feature(.navigation), .feature(.children),
            defined(
                "A child's action reaches the parent's routing as the parent's (`.rows(id:, action)`), after the child's reducer: what the routing returns sets the parent's path, so a row's tap may push the row's screen or set the whole path.",
                in: "state: {}\nroutes: { detail: { id: Int } }\nnavigation: stack\nchildren:\n  rows: { feature: Row, collection: true }")),
        row(
            .feature, .feature(.navigation), .feature(.streams),
            defined(
                "A stream's start and stop, its elements and its end reach the routing as the spec's actions do, once reduced; an element or an end that comes after the stream has stopped is ignored, by the routing too, so the path never moves on a stream that no longer runs.",
                in: "state: {}\nroutes: { detail: { id: Int } }\nnavigation: stack\nstreams:\n  updates: { element: Message }")),
        row(
            .feature, .feature(.props), .feature(.bindings),
            refused(
                "with a prop named like a binding", at: .feature(.bindings),
                "the binding 'query' would be a property of the view model, which the prop 'query' already is", fix: "rename the prop",
                in: "state:\n  query: String\nbindings: [query]\nprops: { query: String }"),
            defined(
                "otherwise", "The view model has each binding's two-way accessor besides the props: a control binds to `$viewModel.query` while the view reads `viewModel.props`.",
                in: "state:\n  query: String\nbindings: [query]\nprops: { title: String }")),
        row(
            .feature, .feature(.actions), .feature(.bindings),
            refused(
                "with a setter named like an action of another payload", at: .feature(.bindings),
                "'setter: loadingEnded' of the binding 'isLoading' names the action 'loadingEnded', which carries nothing, but a setter carries the field's new value, a 'Bool'",
                fix: "declare it as loadingEnded: Bool, or give the setter another name",
                in: "state:\n  isLoading: Bool\nactions:\n  loadingEnded:\nbindings: { isLoading: { setter: loadingEnded } }"),
            defined(
                "with a setter named like an action of the field's type",
                "The action is the binding's setter, declared once: the generated reducer assigns the field on it, then your reducer logic sees it as before, and the view model's `$viewModel.draft` sends it.",
                in: "state:\n  draft: String\nactions:\n  updateDraft: String\nbindings:\n  draft: { setter: updateDraft }"),
            defined(
                "otherwise", "The setters are actions besides the spec's: `setDraft(String)`, or the name `setter:` gives.",
                in: "state:\n  draft: String\nactions:\n  send:\nbindings: [draft]")),
        row(
            .feature, .feature(.persist), .feature(.bindings),
            defined(
                "with a setter that `setter:` names", "The field is saved after each setter that changes it, the action `setter:` names as `set<Field>` would be, and restored when the store is created.",
                in: "state:\n  draft: String\nactions:\n  draftEdited: String\nbindings: { draft: { setter: draftEdited } }\npersist: [draft]"),
            defined(
                "otherwise", "A bound field is restored when the store is created, and saved after each setter that changes it.",
                in: "state:\n  draft: String\nbindings: [draft]\npersist: [draft]")),
        row(
            .feature, .feature(.persist), .feature(.requests),
            refused(
                "naming a request's status", at: .feature(.persist),
                "'persist' names 'loadStatus', the status of the request 'load', which is not saved: a call or a subscription does not survive a restart",
                fix: "persist the state fields it fills",
                in: "state: {}\nrequests:\n  load:\npersist: [loadStatus]")),
        row(
            .feature, .feature(.persist), .feature(.streams),
            refused(
                "naming a stream's field", at: .feature(.persist),
                "'persist' names 'updatesActive', the field that says which 'updates' streams run, which is not saved: a call or a subscription does not survive a restart",
                fix: "persist the state fields it fills",
                in: "state: {}\nstreams:\n  updates: { element: Message }\npersist: [updatesActive]")),
        row(
            .feature, .feature(.persist), .feature(.navigation),
            refused(
                "naming the path or the presented route", at: .feature(.persist),
                "'persist' names 'path', the navigation's path, which is not saved: the screens shown are made again at each launch",
                fix: "persist the state fields they show, and set 'path' from them in your reducer logic",
                in: "state: {}\nroutes: { detail: }\nnavigation: stack\npersist: [path]")),
        row(
            .feature, .feature(.persist), .feature(.children),
            refused(
                "naming a child", at: .feature(.persist), "'persist' names 'rows', the child 'rows', which is not saved: a child saves its own fields",
                fix: "add 'persist:' to Row.yaml, which keeps them per child",
                in: "state: {}\nchildren:\n  rows: { feature: Row, collection: true }\npersist: [rows]")),
    ]
}
