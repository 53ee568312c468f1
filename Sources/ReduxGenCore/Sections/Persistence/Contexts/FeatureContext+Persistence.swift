/// The names the root context offers for what `persist:` generates.
extension FeatureContext {
    static let persistenceFields: [TemplateField<FeatureContext>] = [
        .flag("hasPersist") { $0.plan.persistence != nil },
        .flag("holdsPersistedFields") { $0.plan.persistence != nil || !$0.plan.children.isEmpty },
        .text("persistedName") { $0.plan.persistence?.structName ?? "" },
        // The persisted fields made of samples: `ShopPersisted(draft: String.testSample)`.
        .text("persistedSample") { $0.plan.persistence.map(TransitionTestCode.sample(of:)) ?? "" },
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
                    location: context.location(Int(fields[index].declared.line)))
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

    static let contextName = "persisted field"
    static let fields: [TemplateField<Self>] = [
        .text("name") { $0.field.name },
        // The field's type as the state names it: `ShopState.Draft`, or the type.
        .text("type") { $0.alias?.qualifiedName ?? $0.field.type },
        // The field's sample, which the transition tests save and restore.
        .text("sample") { TransitionTestCode.sample($0.field.type) },
        .flag("isLast") { $0.isLast },
        .text("location") { $0.location },
    ]
}
