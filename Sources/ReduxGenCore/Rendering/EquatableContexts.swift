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
    let name: String
    let lhsPattern: String
    let rhsPattern: String
    let comparison: String

    /// The contexts of `cases`, in order. The bindings and the comparison depend only on
    /// the number of a case's values, so each is spelt once for a list.
    static func list(_ cases: [ActionCase]) -> ContextList<ComparedCaseContext> {
        var spellings: [Int: (lhs: String, rhs: String, comparison: String)] = [:]
        return ContextList(cases.map { action in
            let count = action.values.count
            guard count > 0 else { return ComparedCaseContext(name: action.name, lhsPattern: "." + action.name, rhsPattern: "." + action.name, comparison: "true") }
            if spellings[count] == nil {
                let indices = (0..<count).map(String.init)
                spellings[count] = (
                    indices.map { "l" + $0 }.joined(separator: ", "), indices.map { "r" + $0 }.joined(separator: ", "),
                    indices.map { "l\($0) == r\($0)" }.joined(separator: " && "))
            }
            let spelling = spellings[count]!
            return ComparedCaseContext(
                name: action.name, lhsPattern: "let .\(action.name)(\(spelling.lhs))", rhsPattern: "let .\(action.name)(\(spelling.rhs))",
                comparison: spelling.comparison)
        })
    }

    static let contextName = "action case"
    static let fields: [TemplateField<Self>] = [
        .text("name") { $0.name },
        .text("lhsPattern") { $0.lhsPattern },
        .text("rhsPattern") { $0.rhsPattern },
        .text("comparison") { $0.comparison },
    ]
}
