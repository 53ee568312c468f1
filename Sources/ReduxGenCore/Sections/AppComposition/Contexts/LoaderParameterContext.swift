/// `{{#loaderParameters}}`: a parameter of an app's `loaders`, a feature's service or one of
/// its children's.
struct LoaderParameterContext: TemplateContext {
    /// `todos`, `todosRows`.
    let label: String
    /// `TodoService`, `TodoRowService`.
    let service: String
    let isLast: Bool

    static let contextName = "loader parameter"
    static let fields: [TemplateField<Self>] = [
        .text("label") { $0.label },
        .text("service") { $0.service },
        .flag("isLast") { $0.isLast },
    ]
}
