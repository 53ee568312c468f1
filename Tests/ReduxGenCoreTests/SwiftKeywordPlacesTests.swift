import XCTest

@testable import ReduxGenCore

/// A keyword is refused as a name exactly where Swift refuses it in the code the name
/// becomes: the table below says, per place of a spec, which of Swift's keywords that place
/// refuses, as the Swift compiler does; the validator must agree, and the names it accepts
/// must compile warning-free in every generated file.
final class SwiftKeywordPlacesTests: XCTestCase {
    /// The words Swift's lexer reads as keywords wherever they stand, and `_`: none names a
    /// declaration without backticks.
    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while", "Any", "as", "false", "is", "nil",
        "self", "Self", "super", "throws", "true", "try", "Type", "Protocol", "_",
    ]

    /// Words that are keywords only in some contexts: Swift accepts them as names, except
    /// `await` where generated code names a value alone.
    private static let contextualKeywords = [
        "actor", "any", "associativity", "async", "await", "borrowing", "consume", "consuming", "convenience", "copy", "didSet",
        "discard", "distributed", "dynamic", "each", "final", "get", "indirect", "infix", "isolated", "lazy", "left", "macro",
        "mutating", "none", "nonisolated", "nonmutating", "open", "optional", "override", "package", "postfix", "prefix",
        "required", "right", "sending", "set", "some", "then", "unowned", "unsafe", "weak", "willSet", "yield",
    ]

    private static let words = keywords.sorted() + contextualKeywords

    /// What a stored property, a case without payload or a member type refuses.
    private static let memberRefusals = keywords
    /// What a method or a case with a payload refuses: `Item.Type(…)` is no metatype.
    private static let functionRefusals = keywords.subtracting(["Type", "Protocol"])
    /// What a property that generated code also names alone (an init's parameter) refuses.
    private static let valueRefusals = keywords.union(["await"])
    /// What a property of an `@Observable` class refuses: the Observation macro's expansion of
    /// `borrowing` makes Swift warn.
    private static let observedRefusals = valueRefusals.union(["borrowing"])
    /// What an argument label refuses (and `_`, which means no label).
    private static let labelRefusals: Set<String> = ["inout", "var", "let", "_"]

    /// Every place a spec names something, with `NAME` where the name goes, and the words
    /// Swift refuses there.
    private static let places: [(place: String, yaml: String, refused: Set<String>)] = [
        ("state field", "state:\n  NAME: Int\n", valueRefusals),
        ("prop", "state: {}\nprops:\n  NAME: Bool\n", observedRefusals),
        ("child", "state: {}\nchildren:\n  NAME: { feature: Row, optional: true }\n", valueRefusals),
        ("feature of an app", "app: Feature\nfeatures:\n  NAME: Cart\n", valueRefusals),
        ("action", "state: {}\nactions:\n  NAME:\n", memberRefusals),
        ("action with a payload", "state: {}\nactions:\n  NAME: Int\n", functionRefusals),
        ("action's label", "state: {}\nactions:\n  go: { NAME: Int }\n", labelRefusals),
        ("route", "state: {}\nroutes:\n  NAME:\n", memberRefusals),
        ("route with a payload", "state: {}\nroutes:\n  NAME: { id: Int }\n", functionRefusals),
        ("route's label", "state: {}\nroutes:\n  show: { NAME: Int }\n", labelRefusals),
        ("effect", "state: {}\neffects:\n  NAME:\n", memberRefusals),
        ("effect with a payload", "state: {}\neffects:\n  NAME: String\n", functionRefusals),
        ("effect's label", "state: {}\neffects:\n  log: { NAME: Int }\n", labelRefusals),
        ("request", "state: {}\nrequests:\n  NAME:\n", memberRefusals),
        ("request with params", "state: {}\nrequests:\n  NAME: { params: { id: Int } }\n", functionRefusals),
        ("request's param", "state: {}\nrequests:\n  load: { params: { NAME: Int } }\n", labelRefusals),
        ("stream", "state: {}\nstreams:\n  NAME: { element: Int }\n", functionRefusals),
        ("stream's param", "state: {}\nstreams:\n  updates: { params: { NAME: Int }, element: Int }\n", labelRefusals),
    ]

    func testEachPlaceRefusesExactlyTheKeywordsSwiftRefusesThere() {
        for place in Self.places {
            for word in Self.words {
                let diagnostics = Generate.diagnostics(place.yaml.replacingOccurrences(of: "NAME", with: word))
                let isRefused = diagnostics.contains { $0.contains(": error: '\(word)' cannot name ") }
                XCTAssertEqual(isRefused, place.refused.contains(word), "\(place.place) '\(word)': \(diagnostics)")
            }
        }
    }

    func testARefusalSaysWhyAndWhatToWriteInstead() {
        XCTAssertEqual(Generate.diagnostics("""
            state:
              default: Int
              await: Int
              Type: Int
            actions:
              go: { inout: Int, _: Int }
              _:

            """), [
            "Feature.yaml:2:3: error: 'default' cannot name a state field: it is a Swift keyword; choose another name, like 'defaultValue'",
            "Feature.yaml:3:3: error: 'await' cannot name a state field: generated code names it alone too, where Swift reads it as the await operator; choose another name, like 'awaitValue'",
            "Feature.yaml:4:3: error: 'Type' cannot name a state field: Swift reads 'X.Type' as a metatype, not a member; choose another name, like 'typeValue'",
            "Feature.yaml:6:9: error: 'inout' cannot name a label: Swift reads it in a parameter list as a modifier, not a label; choose another name, like 'inoutValue'",
            "Feature.yaml:6:21: error: '_' cannot name a label: it means no label; write the payload without labels",
            "Feature.yaml:7:3: error: '_' cannot name an action: it discards a value in Swift",
        ])
    }

    func testTheNamesEachPlaceAcceptsCompileWarningFree() throws {
        func accepted(_ refused: Set<String>) -> [String] { Self.words.filter { !refused.contains($0) } }
        func lines(_ names: [String], _ format: (Int, String) -> String) -> String {
            names.enumerated().map { "  " + format($0.offset, $0.element) + "\n" }.joined()
        }
        let fields = accepted(Self.valueRefusals)
        let props = accepted(Self.observedRefusals)
        let labels = accepted(Self.labelRefusals)
        let bare = accepted(Self.memberRefusals)
        let withPayload = Self.functionRefusals.symmetricDifference(Self.memberRefusals).sorted()
        let places: [String: String] = [
            "Fields": "state:\n" + lines(fields) { "\($1): Int" } + "bindings: [\(fields.joined(separator: ", "))]\n"
                + "persist: [\(fields.joined(separator: ", "))]\n"
                + "requests:\n  load: { reads: [\(fields.joined(separator: ", "))], success: Int, into: \(fields[0]) }\n",
            "Props": "state: {}\nprops:\n" + lines(props) { "\($1): Bool" },
            "Actions": "state: {}\nactions:\n" + lines(bare) { "\($1):" } + lines(withPayload) { "\($1): Int" } + lines(labels) { "a\($0): { \($1): Int }" },
            "Routes": "state: {}\nnavigation: stack\nroutes:\n" + lines(bare) { "\($1):" } + lines(withPayload) { "\($1): Int" }
                + lines(labels) { "r\($0): { \($1): Int }" },
            "Effects": "state: {}\neffects:\n" + lines(bare) { "\($1):" } + lines(withPayload) { "\($1): Int" } + lines(labels) { "e\($0): { \($1): Int }" },
            "Requests": "state: {}\nrequests:\n" + lines(bare) { "\($1): { success: Int, cancel: true }" }
                + lines(withPayload) { "\($1): { params: { id: Int }, cache: 5 }" },
            "Params": "state: {}\nrequests:\n" + lines(labels) { "r\($0): { params: { \($1): Int }, key: \($1), success: Int, dismiss: true }" },
            "Streams": "state: {}\nstreams:\n" + lines(accepted(Self.functionRefusals)) { "\($1): { element: Int }" },
            "StreamParams": "state: {}\nstreams:\n" + lines(labels) { "s\($0): { params: { \($1): Int }, element: Int }" },
            "Children": "state: {}\nchildren:\n" + lines(fields) { "\($1): { feature: Row, collection: true }" },
            "Row": "state:\n  id: Int\nactions:\n  tap:\n",
            "Shop": "app: Shop\nfeatures:\n" + lines(["open", "async", "some", "nonisolated"]) { "\($1): Cart\($0)" },
            "Cart0": "state: {}\nactions:\n  tap:\n", "Cart1": "state: {}\nactions:\n  tap:\n",
            "Cart2": "state: {}\nactions:\n  tap:\n", "Cart3": "state: {}\nactions:\n  tap:\n",
        ]
        // A feature's name prefixes its types' names only: `SelfState`, `TypeAction`.
        let feature = "state:\n  count: Int\nrequests:\n  load: { success: Int, into: count }\nprops:\n  count: Int\n"
        let specs = places.merging(["Self", "Type", "Any", "Protocol"].map { ($0, feature) }) { first, _ in first }
        let result = try TypeCheck.run(specs, models: "import ReduxRuntime\n")
        XCTAssertEqual(result.problems, [])
    }
}
