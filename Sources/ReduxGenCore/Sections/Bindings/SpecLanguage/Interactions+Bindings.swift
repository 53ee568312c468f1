/// How a binding's setter, `set<Field>` or the action `setter:` names, combines with the
/// keys whose action cases it could take the name of, and with a request's keys that run
/// after it (each example a whole spec, or a parent's spec and its child's).
extension SpecLanguage {
    static let bindingInteractions: [KeyInteraction] = [
        row(
            .feature, .feature(.requests), .feature(.bindings),
            refused(
                "with a setter named like a request's action", at: .feature(.bindings),
                "'setter: search' of the binding 'query' names the action case 'search', which the request 'search' generates",
                fix: "give the setter a name of its own, like queryEdited",
                in: "state:\n  query: String\nbindings: { query: { setter: search } }\nrequests:\n  search: { reads: [query] }"),
            defined(
                "otherwise", "A request that reads a bound field reads what the last setter assigned, whatever the setter's name.",
                in: "state:\n  query: String\nbindings: { query: { setter: queryEdited } }\nrequests:\n  search: { reads: [query] }")),
        row(
            .feature, .feature(.streams), .feature(.bindings),
            refused(
                "with a setter named like a stream's action", at: .feature(.bindings),
                "'setter: startUpdates' of the binding 'isOnline' names the action case 'startUpdates', which the start action of the stream 'updates' generates",
                fix: "give the setter a name of its own, like isOnlineEdited",
                in: "state:\n  isOnline: Bool\nbindings: { isOnline: { setter: startUpdates } }\nstreams:\n  updates: { element: Message }"),
            defined(
                "otherwise", "A stream's actions and the setters are cases of one action: an element reduced by your logic may set a bound field, which the view shows as it shows an edit.",
                in: "state:\n  isOnline: Bool\nbindings: { isOnline: { setter: onlineToggled } }\nstreams:\n  updates: { element: Message }")),
        row(
            .feature, .feature(.children), .feature(.bindings),
            refused(
                "with a setter named like a child's action", at: .feature(.bindings),
                "'setter: rows' of the binding 'filter' names the action case 'rows', which the child 'rows' generates",
                fix: "give the setter a name of its own, like filterEdited",
                in: "state:\n  filter: String\nbindings: { filter: { setter: rows } }\nchildren:\n  rows: { feature: Row, collection: true }"),
            defined(
                "otherwise", "The parent's setters assign the parent's fields, and a child's reach the child through the child's case, `rows(id:, .textEdited(text))`.",
                in: "state:\n  filter: String\nbindings: { filter: { setter: filterEdited } }\nchildren:\n  rows: { feature: Row, collection: true }")),
        row(
            .fieldOrAction, .request(.when), .feature(.bindings),
            defined(
                "A setter that `on:` names is reduced, the field assigned, before the request's `when:` is checked: the condition reads the field's new value.",
                in: """
                    state:
                      query: String
                    bindings: { query: { setter: queryEdited } }
                    requests:
                      search: { reads: [query], on: [queryEdited], when: '!state.query.isEmpty' }
                    """)),
        row(
            .fieldOrAction, .request(.debounce), .feature(.bindings),
            defined(
                "Each setter that `on:` names starts the quiet again, so that a burst of edits makes one call, with the value the field has when the quiet ends.",
                in: """
                    state:
                      query: String
                    bindings: { query: { setter: queryEdited } }
                    requests:
                      search: { reads: [query], on: [queryEdited], debounce: 0.3 }
                    """)),
    ]
}
