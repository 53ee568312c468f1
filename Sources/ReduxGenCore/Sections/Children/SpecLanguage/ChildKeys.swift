/// The keys of the children section, as the spec language describes them.
extension SpecLanguage {
    /// `children`: the child features.
    static let children = SpecKey(
        "children",
        "Child features: a property of the state holding the states of another feature spec of the run, and an action case carrying their actions, which the generated reducer hands to the child's reducer. collection: a child per element, found by its id (the child's state has an id field); optional: a child present or not, whose actions are ignored while it is nil. <Feature>Children lifts each child's middlewares (its loader) onto the store, one per child: a child that leaves the state has its calls cancelled and their answers dropped.",
        example: """
            children:
              rows: { feature: TodoRow, collection: true }
              editor: { feature: Editor, optional: true }
            """,
        value: .named(placeholder: "<child>", .keys(.child)))

    /// The keys of one child feature.
    static let childKeys: [SpecKey] = [
        SpecKey(
            "feature",
            "The child's feature: a feature spec of the same run (not an app, not the feature itself or one of its parents).",
            example: "feature: TodoRow",
            value: .name(of: "a feature spec of the run", pattern: typeNamePattern),
            isRequired: true),
        SpecKey(
            "collection",
            "A child per element: the property is an IdentifiedArray of the child's state, whose spec has an id field, and the action case carries the element's id, rows(id:, TodoRowAction). An action for an id that is not there is ignored.",
            example: "collection: true",
            value: .boolean),
        SpecKey(
            "optional",
            "A child present or not: the property is the child's state or nil (the default), and the child's actions are ignored while it is nil. A child is a collection or optional.",
            example: "optional: true",
            value: .boolean),
    ]
}
