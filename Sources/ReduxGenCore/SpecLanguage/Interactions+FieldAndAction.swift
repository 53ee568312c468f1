/// How a request's key combines with the keys of the feature (or of another request) that
/// change the state property it fills or name the action it follows. Each example is a whole
/// spec, `Feature.yaml`.
extension SpecLanguage {
    static let fieldAndActionInteractions: [KeyInteraction] = fieldInteractions + keptFailureFieldInteractions + loadingFlagFieldInteractions + actionInteractions + streamActionInteractions

    private static let fieldInteractions: [KeyInteraction] = [
        row(
            .fieldOrAction, .request(.into), .feature(.persist),
            defined(
                "The field is restored when the store is created, and saved after each answer that changes it.",
                in: """
                    state:
                      messages: "[Message]"
                    persist: [messages]
                    requests:
                      load: { success: "[Message]", into: messages }
                    """)),
        row(
            .fieldOrAction, .request(.into), .feature(.bindings),
            defined(
                "The field takes each setter's value and each answer, whichever is reduced last.",
                in: """
                    state:
                      query: String
                    bindings: [query]
                    requests:
                      suggest: { success: String, into: query }
                    """)),
        row(
            .fieldOrAction, .request(.into), .feature(.requests),
            defined(
                "Two requests into one field each put their answers there as their own mode says, in the order the answers are reduced.",
                in: """
                    state:
                      messages: "[Message]"
                    requests:
                      load: { success: "[Message]", into: messages }
                      send: { params: { text: String }, success: Message, into: { field: messages, mode: append } }
                    """)),
        row(
            .fieldOrAction, .request(.into), .feature(.navigation),
            refused(
                at: .request(.into), "'into: path' names the navigation's path, which the generated code keeps",
                fix: "store the answer in a state field of your own",
                in: """
                    state: {}
                    routes: { detail: }
                    navigation: stack
                    requests:
                      load: { success: "[FeatureRoute]", into: path }
                    """)),
        row(
            .fieldOrAction, .request(.into), .feature(.children),
            refused(
                at: .request(.into), "'into: rows' names the child 'rows', which the generated code keeps",
                fix: "store the answer in a state field of your own",
                in: """
                    state: {}
                    requests:
                      load: { success: "[Int]", into: rows }
                    children:
                      rows: { feature: Row, collection: true }
                    """)),
        row(
            .fieldOrAction, .request(.into), .feature(.streams),
            refused(
                at: .request(.into), "'into: updatesActive' names the field that says which 'updates' streams run, which the generated code keeps",
                fix: "store the answer in a state field of your own",
                in: """
                    state: {}
                    requests:
                      load: { success: Bool, into: updatesActive }
                    streams:
                      updates: { element: Message }
                    """)),
        row(
            .fieldOrAction, .request(.optimistic), .feature(.persist),
            refused(
                at: .feature(.persist),
                "'messages' cannot be persisted: the optimistic request 'send' shows its predictions there, and a prediction saved before a restart would never be undone or replaced",
                fix: "persist another field, or leave out 'optimistic'",
                in: """
                    state:
                      messages: "[Message]"
                    persist: [messages]
                    requests:
                      send: { success: "[Message]", into: messages, optimistic: true }
                    """)),
        row(
            .fieldOrAction, .request(.optimistic), .feature(.bindings),
            defined(
                "The call's answer wins over a setter's change made meanwhile: a success shows the answer, a failure what the prediction replaced.",
                in: """
                    state:
                      title: String
                    bindings: [title]
                    requests:
                      rename: { params: { title: String }, success: String, into: title, optimistic: true }
                    """)),
        row(
            .fieldOrAction, .request(.optimistic), .feature(.requests),
            defined(
                "with mode assign, upsert or keyed",
                "A failure puts back what the prediction replaced (the value, the element or the entry), over another request's answer since.",
                in: """
                    state:
                      title: String
                    requests:
                      load: { success: String, into: title }
                      rename: { params: { title: String }, success: String, into: title, optimistic: true }
                    """),
            defined(
                "with mode append or prepend", "A failure removes the call's own predicted elements only; another request's answers stay.",
                in: """
                    state:
                      messages: "[Message]"
                    requests:
                      load: { success: "[Message]", into: messages }
                      send: { params: { text: String }, success: Message, into: { field: messages, mode: append }, optimistic: true }
                    """)),
    ]

    private static let actionInteractions: [KeyInteraction] = [
        row(
            .fieldOrAction, .request(.when), .feature(.navigation),
            defined(
                "A request action that `when:` skips is still routed: the routing follows every action, so with a stack what it returns for the action (a route pushed, or the whole path set) is applied even when the call is not made.",
                in: """
                    state:
                      isOnline: Bool
                    routes: { detail: { id: Int } }
                    navigation: stack
                    requests:
                      open: { params: { id: Int }, when: state.isOnline }
                    """)),
        row(
            .fieldOrAction, .request(.on), .feature(.actions),
            defined(
                "Once one of the actions has been reduced, the loader dispatches the request action, whatever the action's payload.",
                in: """
                    state: {}
                    actions:
                      select: Int
                    requests:
                      load: { on: [select] }
                    """)),
        row(
            .fieldOrAction, .request(.on), .feature(.bindings),
            defined(
                "naming set<Field>", "A setter starts the request as an action does, once the field has been set.",
                in: """
                    state:
                      query: String
                    bindings: [query]
                    requests:
                      search: { reads: [query], on: [setQuery] }
                    """),
            defined(
                "naming a setter that `setter:` names", "`on:` names the setter by its name, as the spec gives it: `queryEdited` starts the request once the field has been set.",
                in: """
                    state:
                      query: String
                    bindings:
                      query: { setter: queryEdited }
                    requests:
                      search: { reads: [query], on: [queryEdited] }
                    """),
            defined(
                "naming an action of the spec that `setter:` makes a setter", "The action starts the request once the generated reducer has assigned the field and your reducer logic has seen it.",
                in: """
                    state:
                      draft: String
                    actions:
                      draftEdited: String
                    bindings:
                      draft: { setter: draftEdited }
                    requests:
                      saveDraft: { reads: [draft], on: [draftEdited] }
                    """)),
        row(
            .fieldOrAction, .request(.on), .feature(.navigation),
            refused(
                at: .request(.on), "'on' of 'load' names 'pop', a navigation action, and a request starts after the spec's actions, bindings' setters and streams' start and stop only",
                fix: "name an action of the spec, such as one the view sends when the screen appears",
                in: """
                    state: {}
                    routes: { detail: }
                    navigation: stack
                    requests:
                      load: { on: [pop] }
                    """)),
        row(
            .fieldOrAction, .request(.on), .feature(.requests),
            refused(
                at: .request(.on), "'on' of 'search' names the request 'load', and a request starts after actions, not after another request",
                fix: "add 'search' to 'then' of 'load' to start it after each of its successes",
                in: """
                    state: {}
                    requests:
                      load:
                      search: { on: [load] }
                    """)),
        row(
            .fieldOrAction, .request(.then), .feature(.actions),
            refused(
                "with a payload", at: .request(.then), "'then' of 'load' names 'select', an action with a payload, which nothing gives after a success",
                fix: "name an action without one",
                in: """
                    state: {}
                    actions:
                      select: Int
                    requests:
                      load: { then: [select] }
                    """),
            defined(
                "without a payload", "The loader dispatches the actions after each success of the request, in the order written.",
                in: """
                    state: {}
                    actions:
                      clearDraft:
                    requests:
                      send: { then: [clearDraft] }
                    """)),
        row(
            .fieldOrAction, .request(.then), .feature(.bindings),
            refused(
                "naming a setter that `setter:` names", at: .request(.then),
                "'then' of 'load' names 'queryEdited', the setter of the binding 'query', which carries the field's new value that nothing gives after a success",
                fix: "name an action without a payload, and set 'query' in your reducer logic on it",
                in: """
                    state:
                      query: String
                    bindings:
                      query: { setter: queryEdited }
                    requests:
                      load: { then: [queryEdited] }
                    """),
            refused(
                "naming set<Field>", at: .request(.then),
                "'then' of 'load' names 'setQuery', the setter of the binding 'query', which carries the field's new value that nothing gives after a success",
                fix: "name an action without a payload, and set 'query' in your reducer logic on it",
                in: """
                    state:
                      query: String
                    bindings: [query]
                    requests:
                      load: { then: [setQuery] }
                    """)),
        row(
            .fieldOrAction, .request(.then), .feature(.navigation),
            refused(
                "with a payload", at: .request(.then), "'then' of 'save' names 'push', a navigation action with a payload, which nothing gives after a success",
                fix: "name one without it, 'pop' or 'popToRoot'",
                in: """
                    state: {}
                    routes: { detail: }
                    navigation: stack
                    requests:
                      save: { then: [push] }
                    """),
            defined(
                "without one (pop, popToRoot, dismissPresented)", "The loader dispatches it after each success, as any action: a save can close its screen.",
                in: """
                    state: {}
                    routes: { detail: }
                    navigation: stack
                    requests:
                      save: { then: [pop] }
                    """)),
        row(
            .fieldOrAction, .request(.then), .feature(.requests),
            refused(
                "with params", at: .request(.then), "'then' of 'send' names 'load', a request with params, which nothing gives after a success",
                fix: "give 'load' its values in 'reads:' instead of 'params:'",
                in: """
                    state: {}
                    requests:
                      send: { then: [load] }
                      load: { params: { page: Int } }
                    """),
            defined(
                "without params", "The loader dispatches the other request's action after each success, which calls it as the action would.",
                in: """
                    state: {}
                    requests:
                      send: { then: [load] }
                      load:
                    """)),
    ]
}
