/// The names the root context offers for `children:`: the children, their middlewares
/// and their tests.
extension FeatureContext {
    static let childFields: [TemplateField<FeatureContext>] = [
        .flag("isAddedChildTests") { $0.addedChildren != nil },
        // Children's tests added after the first file of them, `+Children2`, …: the header
        // names that first file.
        .flag("isLaterChildTests") { $0.addedChildren != nil && $0.testFiles.childTestsName != AddedTestsGroup.children.rawValue },
        // The children's tests (and the note on the children the run knew by name alone).
        .flag("hasChildTests") { !($0.childTests?.methods.isEmpty ?? true) },
        .text("childTests") { $0.childTests?.methods ?? "" },
        // Whether children have tests, which start from states of their own: makeStore takes one.
        .flag("hasTestedChildren") { $0.childTests?.testsAnyChild ?? false },
        .list("children") { $0.children },
        .flag("hasChildren") { !$0.plan.children.isEmpty },
        // The local that `<Feature>Children.lifting` collects the middlewares in, named
        // unlike its parameters, the children.
        .text("childMiddlewaresLocal") { context in
            GeneratedLocals.unique("middlewares", avoiding: { name in context.plan.children.contains { $0.child.property == name } }, renamed: "lifted")
        },
        // Whether the state is `Identifiable`, by its `id` field: a parent's collection of
        // children finds it by id.
        .flag("isIdentifiable") { StateIdentity.isIdentifiable($0.feature) },
    ]
}
