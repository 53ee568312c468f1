/// The names the root context offers for what `persist:` generates.
extension FeatureContext {
    static let persistenceFields: [TemplateField<FeatureContext>] = [
        .flag("hasPersist") { $0.plan.persistence != nil },
        .flag("holdsPersistedFields") { $0.plan.persistence != nil || !$0.plan.children.isEmpty },
        .text("persistedName") { $0.plan.persistence?.structName ?? "" },
        // The persisted fields made of samples: `ShopPersisted(draft: String.testSample)`.
        .text("persistedSample") { context in context.plan.persistence.flatMap { context.testFileWriter?.sample(of: $0) } ?? "" },
        .text("persistenceName") { $0.plan.persistence?.namespaceName ?? "" },
        .text("storageKey") { $0.plan.persistence?.storageKey ?? "" },
        .text("restoreCaseName") { _ in PersistPlan.restoreCaseName },
        .text("restorePattern") { $0.plan.persistence?.restoreCase.values.bindingPattern ?? "" },
        .text("restoreStatements") { ($0.plan.persistence?.restoreStatements ?? []).joined(separator: "\n            ") },
        .list("persistedFields") { context in
            let fields = context.plan.persistence?.fields ?? []
            return ContextList(fields.indices.map { index in
                PersistedFieldContext(
                    field: fields[index].field, alias: context.plan.fieldAliasesByName[fields[index].field.name], isLast: index == fields.count - 1,
                    location: context.location(Int(fields[index].declared.line)), sample: context.sample(ofType: fields[index].field.type))
            })
        },
    ]
}

/// `{{#persistedFields}}`: one field that `persist:` names.
struct PersistedFieldContext: TemplateContext {
    let field: StateField
    /// The state's alias of the field's type, if it has one.
    let alias: TypeAlias?
    let isLast: Bool
    /// `#sourceLocation` of the field's line in `persist:`, where a type that is not
    /// `Codable` is reported.
    let location: String
    /// The field's sample, which the transition tests save and restore.
    let sample: String

    static let contextName = "persisted field"
    static let fields: [TemplateField<Self>] = [
        .text("name") { $0.field.name },
        // The field's type as the state names it: `ShopState.Draft`, or the type.
        .text("type") { $0.alias?.qualifiedName ?? $0.field.type },
        // The field's sample, which the transition tests save and restore.
        .text("sample") { $0.sample },
        .flag("isLast") { $0.isLast },
        .text("location") { $0.location },
    ]
}
