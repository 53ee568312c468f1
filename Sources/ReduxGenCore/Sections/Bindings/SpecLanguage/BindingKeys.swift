/// The keys of the bindings section, as the spec language describes them.
extension SpecLanguage {
    /// `bindings`: the state fields a view edits directly.
    static let bindings = SpecKey(
        "bindings",
        "State fields a view edits directly. Each gets the action set<Field>(<Type>), which the generated reducer reduces by assigning the field, and on the view model a two-way accessor a SwiftUI control binds to ($viewModel.query).",
        example: "bindings: [query, draft]",
        value: .list(.name(of: "a state field", pattern: nil), unique: true))
}
