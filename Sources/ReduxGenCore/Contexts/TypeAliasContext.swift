/// `{{#stateAliases}}`, `{{#actionAliases}}`, …: one alias of a type the spec writes, which
/// its declaration lays out so that the type stands alone at the spec's line and column:
///
/// ```
/// {{declarationLocation}}
///     typealias {{name}} ={{aliasedType}}
/// ```
struct TypeAliasContext: TemplateContext {
    let alias: TypeAlias
    let location: SourceLocationLine

    /// The `#sourceLocation` before the declaration: the line above the type's, so that the
    /// type, on the next line, is on its own.
    var declarationLocation: String {
        location.aliasLocation(typeAt: alias.source?.position, line: alias.line)
    }

    /// ` Coupon?` beside the `=`, or the spec's text of the type on the next line, from its
    /// column.
    var aliasedType: String {
        SourceLocationLine.aliasedType(alias.source?.text ?? alias.type, at: alias.source?.position)
    }

    static let contextName = "type alias"
    static let fields: [TemplateField<Self>] = [
        .text("name") { $0.alias.name },
        .text("summary") { $0.alias.summary },
        .text("location") { $0.declarationLocation },
        .text("aliasedType") { $0.aliasedType },
    ]
}
