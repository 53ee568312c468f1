// The contexts of the `==` that the state and the action enum write out. Written out, the
// conformance needs no synthesis, so a type the spec misspells is reported where the spec
// names it rather than also as a conformance the compiler could not synthesize.

/// `{{#storedProperties}}`: one stored property of the state, which its `==` compares.
struct StoredPropertyContext: TemplateContext {
    let property: StateProperty

    static let contextName = "stored property"
    static let fields: [TemplateField<Self>] = [
        .text("name") { $0.property.name },
    ]
}

/// `{{#comparedCases}}`: one case of the action enum, as its `==` matches the left action
/// (`let .move(l0, l1)`), then the right one (`let .move(r0, r1)`), and compares their
/// values (`l0 == r0 && l1 == r1`, or `true` for a case without values).
struct ComparedCaseContext: TemplateContext {
    let action: ActionCase

    /// The case's pattern, binding its values to `prefix0`, `prefix1`, …
    func pattern(binding prefix: String) -> String {
        let values = action.values
        guard !values.isEmpty else { return "." + action.name }
        return "let .\(action.name)(" + values.indices.map { prefix + String($0) }.joined(separator: ", ") + ")"
    }

    var comparison: String {
        let values = action.values
        guard !values.isEmpty else { return "true" }
        return values.indices.map { "l\($0) == r\($0)" }.joined(separator: " && ")
    }

    static let contextName = "action case"
    static let fields: [TemplateField<Self>] = [
        .text("name") { $0.action.name },
        .text("lhsPattern") { $0.pattern(binding: "l") },
        .text("rhsPattern") { $0.pattern(binding: "r") },
        .text("comparison") { $0.comparison },
    ]
}
