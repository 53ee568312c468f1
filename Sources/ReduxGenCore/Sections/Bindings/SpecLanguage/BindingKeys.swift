/// The keys of the bindings section, as the spec language describes them.
extension SpecLanguage {
    /// `bindings`: the state fields a view edits directly.
    static let bindings = SpecKey(
        "bindings",
        "State fields a view edits directly. Each gets a setter action, set<Field>(<Type>) or the name its setter: gives, which the generated reducer reduces by assigning the field, and on the view model a two-way accessor a SwiftUI control binds to ($viewModel.query). A list of fields, or a mapping of each field to nothing or to { setter }.",
        example: "bindings: [query, draft]",
        value: .oneOf([
            .list(.name(of: "a state field", pattern: nil), unique: true),
            .named(placeholder: "<field>", .oneOf([.nothing, .keys(.binding)])),
        ]))

    /// The keys of one binding, written `{ setter }`.
    static let bindingKeys: [SpecKey] = [
        SpecKey(
            "setter",
            "The name of the field's setter action instead of set<Field>, for an action your views and tests already send, like draftEdited. An action of 'actions:' of that name becomes the setter, and must carry one value of the field's type (draftEdited: String); without one, the setter is generated with that name. The generated reducer assigns the field on it before your reducer logic sees it, and the view model's accessor, on:, the generated tests and the diagram name it.",
            example: "setter: draftEdited",
            value: .name(of: "an action", pattern: nil), isRequired: true),
    ]
}
