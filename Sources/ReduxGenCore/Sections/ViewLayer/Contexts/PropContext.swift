/// `{{#props}}`: one prop of the view.
struct PropContext: TemplateContext {
    let prop: Prop
    /// The props' alias of its type, if it has one.
    let alias: TypeAlias?
    /// The local that `derived(from:)` binds the prop's value to.
    let binding: String
    let isLast: Bool
    let location: String
    /// The place among the state's properties of the field the prop shows as it is, when it
    /// does (`showsStateField`).
    let field: Int?

    static let contextName = "prop"
    static let fields: [TemplateField<Self>] = [
        .text("name") { $0.prop.name },
        // The type as the props' declarations write it: its alias, `Rows`, or the type.
        .text("type") { $0.alias?.name ?? $0.prop.type },
        // The type as code outside the props names it: `ShopProps.Rows`, or the type.
        .text("qualifiedType") { $0.alias?.qualifiedName ?? $0.prop.type },
        .text("location") { $0.location },
        // `state.messages`, or the prop's default or empty value.
        .text("derivation") {
            switch $0.prop.derivation {
            case .stateField: return "state." + $0.prop.name
            case .expression(let text): return text
            }
        },
        // Whether the spec derives the prop as the state field of its name, which the view
        // model then reads from the store instead of keeping a copy that shares its storage.
        .flag("showsStateField") { $0.prop.derivation == .stateField },
        // `_$messages`: what the view model keeps of a prop that shows a state field.
        .text("storage") { StatePropertyContext.storage(of: $0.prop.name) },
        // The place of the state field it shows, which the state's accessors report writes at.
        .text("field") { $0.field.map(String.init) ?? "" },
        .flag("isLast") { $0.isLast },
        .text("binding") { $0.binding },
    ]
}
