import XCTest

@testable import ReduxGenCore

/// `SpecLanguage`, the one description of the spec language: the validator accepts exactly
/// its keys, reads every one of them, and `reduxgen schema` prints it as JSON.
final class SpecLanguageTests: XCTestCase {
    /// A spec in which the mapping `body` (its lines at indentation 0) stands at the place of
    /// `mapping`, with what its described examples need around it; and the spec's path.
    private func spec(placing body: String, as mapping: SpecMapping) -> (yaml: String, path: String) {
        // `loadError` is where `failureInto:` keeps the failures, `isLoading` the flag of
        // `loadingInto:`.
        let fields = "state:\n  messages: \"[Message]\"\n  query: String\n  pageSize: Int\n  loadError: \"RequestError?\"\n  isLoading: Bool\n"
        switch mapping {
        case .featureSpec: return (body, "TeamChat.yaml")
        case .appSpec: return (body, "Shop.yaml")
        case .request:
            // `on:` names an action and a binding's setter, or gives params after an action
            // with a payload.
            let triggers = "actions:\n  refresh:\n  resend: { index: Int }\nbindings: [query]\n"
            return (fields + triggers + "requests:\n  load:\n" + indented(body, by: 4), "Feature.yaml")
        case .into:
            let request = "requests:\n  load:\n    params: { id: Int }\n    key: id\n    success: \"[Message]\"\n    into:\n"
            return (fields + request + indented(body, by: 6), "Feature.yaml")
        case .retry: return ("state: {}\nrequests:\n  load:\n    retry:\n" + indented(body, by: 6), "Feature.yaml")
        case .optimistic:
            let request = "requests:\n  load:\n    success: Message\n    into: { field: messages, mode: append }\n    optimistic:\n"
            return (fields + request + indented(body, by: 6), "Feature.yaml")
        // `on:` names an action.
        case .stream: return ("state: {}\nactions:\n  connect:\nstreams:\n  updates:\n" + indented(body, by: 4), "Feature.yaml")
        case .stateField: return ("state:\n  draft:\n" + indented(body, by: 4), "Feature.yaml")
        case .prop: return ("state: {}\nprops:\n  isSending:\n" + indented(body, by: 4), "Feature.yaml")
        case .child: return ("state: {}\nchildren:\n  rows:\n" + indented(body, by: 4), "Feature.yaml")
        case .binding: return ("state:\n  draft: String\nbindings:\n  draft:\n" + indented(body, by: 4), "Feature.yaml")
        }
    }

    /// The keys (as their YAML lines) each mapping needs to be valid besides the one a test
    /// writes.
    private func baseKeys(of mapping: SpecMapping) -> [String] {
        switch mapping {
        // A request with a cancel, so that the loader's switch after the reduction is there
        // for every key's cases to be matched in.
        case .featureSpec:
            return ["state:\n  messages: \"[Message]\"\n  query: String\n  draft: String", "routes:\n  close:", "requests:\n  sync: { cancel: true }"]
        case .appSpec: return ["app: Shop", "features:\n  catalog: Catalog"]
        case .request: return ["params: { id: Int }", "success: \"[Message]\"", "into: messages"]
        case .into: return ["field: messages"]
        case .retry: return ["attempts: 3"]
        case .optimistic: return []
        case .stream: return ["params: { roomID: Int }", "element: Message"]
        case .stateField: return ["type: String"]
        case .prop: return ["type: Bool"]
        case .child: return ["feature: TodoRow", "optional: true"]
        case .binding: return []
        }
    }

    private func indented(_ text: String, by count: Int) -> String {
        let indent = String(repeating: " ", count: count)
        return text.split(separator: "\n").map { indent + $0 }.joined(separator: "\n") + "\n"
    }

    /// The mapping body made of `mapping`'s base keys, without the key `name`, plus `lines`.
    private func body(of mapping: SpecMapping, without name: String, plus lines: [String]) -> String {
        // A stream that starts by itself (`on:`) has no params (a request's `on:` gives them);
        // a collection of children is not optional.
        let base = baseKeys(of: mapping).filter {
            !$0.hasPrefix(name + ":") && !(mapping == .stream && name == "on" && $0.hasPrefix("params:"))
                && !(mapping == .child && name == "collection" && $0.hasPrefix("optional:"))
        }
        return (base + lines).joined(separator: "\n") + "\n"
    }

    /// Every described key's example, written at its place in a spec, validates: the
    /// validator accepts the key and reads it (a key it accepted and did not read would be
    /// an internal error). And the key is used: a generated file differs from the spec's
    /// without it, or the spec without it is invalid (a required key); so a key that the
    /// templates forget fails here. The lists that follow from its plan agree with it
    /// (`DerivedLists`).
    func testEveryDescribedKeyIsAcceptedReadAndRenderedAtItsPlace() {
        // Keys whose value is only checked, not kept: `feature` must match the file name.
        let checkedOnly: Set<String> = ["featureSpec.feature"]
        var checked = 0
        for mapping in SpecMapping.allCases {
            for key in mapping.keys {
                let label = "\(mapping).\(key.name)"
                let with = spec(placing: body(of: mapping, without: key.name, plus: [key.example]), as: mapping)
                let output = Generate.output(with.yaml, path: with.path)
                XCTAssertEqual(output.diagnostics.map(\.description), [], "\(label):\n\(with.yaml)")
                let without = spec(placing: body(of: mapping, without: key.name, plus: []), as: mapping)
                let outputWithout = Generate.output(without.yaml, path: without.path)
                if let feature = output.feature {
                    XCTAssertEqual(DerivedLists.problems(FeaturePlan(feature), output), [], "\(label):\n\(with.yaml)")
                }
                if output.feature != nil, outputWithout.feature != nil, !checkedOnly.contains(label) {
                    XCTAssertTrue(output.files != outputWithout.files, "\(label) changes no generated file:\n\(with.yaml)")
                }
                checked += 1
            }
        }
        XCTAssertEqual(checked, SpecMapping.allCases.map(\.keys.count).reduce(0, +))
    }

    /// A key no mapping describes is an error in every mapping, with the mapping's keys
    /// listed: nothing is accepted that is not described.
    func testEveryMappingRejectsAKeyItDoesNotDescribe() {
        for mapping in SpecMapping.allCases {
            let written = spec(placing: body(of: mapping, without: "", plus: ["bogus: 1"]), as: mapping)
            let diagnostics = Generate.diagnostics(written.yaml, path: written.path)
            let expected = "unknown key 'bogus' in "
            XCTAssertEqual(diagnostics.filter { $0.contains(expected) }.count, 1, "\(mapping): \(diagnostics)")
            XCTAssertTrue(
                diagnostics.contains { $0.hasSuffix("; expected " + Suggestions.listing(mapping.keys.map(\.name))) },
                "\(mapping) lists its keys: \(diagnostics)")
        }
    }

    /// Every mapping is reachable from the top of a feature or an app spec, so the schema,
    /// `help spec` and the key tables show it.
    func testEveryMappingIsNestedInASpec() {
        var reached: Set<SpecMapping> = []
        var pending: [SpecMapping] = [.featureSpec, .appSpec]
        while let mapping = pending.popLast() {
            guard reached.insert(mapping).inserted else { continue }
            pending += mapping.keys.flatMap(\.value.nestedMappings).map(\.mapping)
        }
        XCTAssertEqual(reached, Set(SpecMapping.allCases))
    }

    func testEveryKeyHasASummaryAndAnExampleThatUsesIt() {
        for mapping in SpecMapping.allCases {
            for key in mapping.keys {
                XCTAssertTrue(key.summary.hasSuffix("."), key.name)
                XCTAssertTrue(key.example.hasPrefix(key.name + ":"), "the example of \(key.name) writes it")
            }
            XCTAssertEqual(Set(mapping.keys.map(\.name)).count, mapping.keys.count, "\(mapping) describes a key twice")
        }
        XCTAssertEqual(SpecMapping.featureSpec.keys.filter(\.isRequired).map(\.name), ["state"])
        XCTAssertEqual(SpecMapping.appSpec.keys.filter(\.isRequired).map(\.name), ["app", "features"])
        let paths = SpecMapping.featureSpec.entriesWithNestedKeys.map(\.path)
        for path in ["state.<field>.default", "requests.<request>.into.mode", "requests.<request>.retry.attempts", "props.<prop>.type", "streams.<stream>.element"] {
            XCTAssertTrue(paths.contains(path), path)
        }
    }

    func testAKeyedMappingKnowsWhichDescribedKeysWereNotRead() {
        let position = SourcePosition(line: 1, column: 1)
        let scalar = YAMLNode(.scalar("1", .plain), at: position)
        let pairs = ["attempts", "backoff", "bogus"].map { YAMLNode.Pair(key: $0, keyPosition: position, value: scalar) }
        var keys = KeyedMapping(pairs, .retry)
        XCTAssertEqual(keys.unknownPairs.map(\.key), ["bogus"])
        XCTAssertEqual(keys.unreadPairs.map(\.key), ["attempts", "backoff"])
        XCTAssertNotNil(keys["attempts"])
        XCTAssertEqual(keys.unreadPairs.map(\.key), ["backoff"])
        XCTAssertEqual(keys.undescribedNames, [])
    }

    func testAMappingOfKnownKeysRejectsOthersAndListsTheRequiredOnes() {
        let schema = SpecSchema.schema(of: .keys(.retry))
        guard case .object(let members) = schema else { return XCTFail("an object") }
        XCTAssertEqual(members.map(\.0), ["type", "properties", "required", "additionalProperties"])
        XCTAssertEqual(members[2].1, .array([.string("attempts")]))
        XCTAssertEqual(members[3].1, .bool(false))
    }

    func testJSONTextEscapesAndIndents() {
        let value = JSONValue.object([
            ("a", .array([.integer(1), .number(0.5), .number(2), .bool(true), .null])),
            ("quote \"\\\n\u{1}", .string("é")),
            ("empty", .object([])),
        ])
        XCTAssertEqual(value.text, """
            {
              "a": [
                1,
                0.5,
                2,
                true,
                null
              ],
              "quote \\"\\\\\\n\\u0001": "é",
              "empty": {}
            }
            """)
    }
}
