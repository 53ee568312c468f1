/// `{{#bindings}}`: a state field that a view edits directly, its setter action and its view
/// model accessor.
struct BindingContext: TemplateContext {
    let binding: FieldBinding
    /// The view model's stored property that its accessor reads.
    let storage: String
    let isLast: Bool
    /// `#sourceLocation` of the binding's name in `bindings:`.
    let location: String

    static let contextName = "binding"
    static let fields: [TemplateField<Self>] = [
        .text("name") { $0.binding.name },
        .text("type") { $0.binding.field.type },
        .text("setterName") { $0.binding.setterCaseName },
        .text("storage") { $0.storage },
        .flag("isLast") { $0.isLast },
        .text("location") { $0.location },
    ]
}
