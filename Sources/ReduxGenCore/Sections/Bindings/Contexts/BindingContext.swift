/// `{{#bindings}}`: a state field that a view edits directly, its setter action and its view
/// model accessor.
struct BindingContext: TemplateContext {
    let binding: FieldBinding
    /// The state's alias of the field's type, if it has one.
    let alias: TypeAlias?
    /// The view model's stored property that its accessor reads.
    let storage: String
    let isLast: Bool
    /// `#sourceLocation` of the binding's name in `bindings:`.
    let location: String

    static let contextName = "binding"
    static let fields: [TemplateField<Self>] = [
        .text("name") { $0.binding.name },
        // The field's type, as code outside the state names it: `ShopState.Scope`, or the type.
        .text("type") { $0.alias?.qualifiedName ?? $0.binding.field.type },
        // `$0.query`, or `$0.scope as ShopState.Scope` for a type with an alias: what the view
        // model observes, typed so that the observation has a value type when the alias's
        // type is missing (which the alias alone reports).
        .text("observedValue") { context in "$0." + context.binding.name + (context.alias.map { " as " + $0.qualifiedName } ?? "") },
        .text("setterName") { $0.binding.setterCaseName },
        .text("storage") { $0.storage },
        .flag("isLast") { $0.isLast },
        .text("location") { $0.location },
    ]
}
