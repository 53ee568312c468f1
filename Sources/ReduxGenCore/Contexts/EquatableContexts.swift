// The contexts of the `==` (and `hash(into:)`) that the state, the action enum, the props and
// the routes write out. Written out, the conformance needs no synthesis, so a type the spec
// misspells is reported where the spec names it rather than also as a conformance the
// compiler could not synthesize.

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
    /// The `#sourceLocation` of the case's spec line, for the routes' `==`, whose errors
    /// (a payload that is not Equatable) it reports there; the action's `==` has none.
    var location = ""
    /// Whether the comparison is under `location`: a located case with values.
    var isLocated = false

    /// The contexts of `cases`, in order, each under the `#sourceLocation` that `location`
    /// gives it, if any. The bindings and the comparison depend only on the number of a
    /// case's values, so each is spelt once for a list.
    static func list(_ cases: [ActionCase], location: ((ActionCase) -> String)? = nil) -> ContextList<ComparedCaseContext> {
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
                comparison: spelling.comparison, location: location?(action) ?? "", isLocated: location != nil)
        })
    }

    static let contextName = "action case"
    static let fields: [TemplateField<Self>] = [
        .text("name") { $0.name },
        .text("lhsPattern") { $0.lhsPattern },
        .text("rhsPattern") { $0.rhsPattern },
        .text("comparison") { $0.comparison },
        .text("location") { $0.location },
        // Whether the comparison needs its location: a located case with values.
        .flag("isLocated") { $0.isLocated },
    ]
}

/// `{{#hashedRoutes}}`: one route, as the route's `hash(into:)` matches it
/// (`let .openThread(v0)`) and feeds the hasher its position among the routes, then its
/// values, each on the `navigation:` line, where a value that is not Hashable is reported.
struct HashedCaseContext: TemplateContext {
    let route: ActionCase
    /// The route's position among the routes, which tells routes without values apart.
    let index: Int
    /// The `#sourceLocation` of the `navigation:` line.
    let location: String

    var pattern: String {
        let values = route.values
        guard !values.isEmpty else { return "." + route.name }
        return "let .\(route.name)(" + values.indices.map { "v" + String($0) }.joined(separator: ", ") + ")"
    }

    /// `hasher.combine(0)`, then `hasher.combine(v0)` for each value, each on the
    /// `navigation:` line: a statement a line, indented for a case of a switch.
    var combination: String {
        let values = route.values.indices.map { "\n\(location)\n            hasher.combine(v\($0))" }
        return "hasher.combine(\(index))" + values.joined() + (values.isEmpty ? "" : "\n" + SourceLocationLine.end)
    }

    static let contextName = "hashed route"
    static let fields: [TemplateField<Self>] = [
        .text("name") { $0.route.name },
        .text("pattern") { $0.pattern },
        .text("combination") { $0.combination },
    ]
}
