import Foundation
import ReduxGenCore
import XCTest

/// `reduxgen schema`: a valid draft-07 JSON Schema that accepts every spec of the
/// repository and rejects a misspelt key, as an editor's YAML support would use it.
final class SchemaCommandTests: XCTestCase {
    /// The repository's specs: `Specs/` and the example app's.
    private func repositorySpecs() throws -> [String] {
        var specs: [String] = []
        for folder in ["Specs", "Examples/TeamChatApp/Sources"] {
            let root = CLIHarness.repositoryRoot.appendingPathComponent(folder)
            let enumerator = FileManager.default.enumerator(atPath: root.path)!
            for case let relative as String in enumerator where relative.hasSuffix(".yaml") || relative.hasSuffix(".yml") {
                specs.append(root.appendingPathComponent(relative).path)
            }
        }
        return specs.sorted()
    }

    /// Prints the schema into the harness's folder and returns where.
    private func writeSchema(_ cli: CLIHarness) throws -> URL {
        let result = try cli.run(["schema"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        try cli.write(result.stdout, to: "reduxgen.schema.json")
        return cli.folder.appendingPathComponent("reduxgen.schema.json")
    }

    func testTheSchemaIsJSONOfDraft07WithEveryTopLevelKey() throws {
        let cli = try CLIHarness()
        let output = try cli.run(["schema"]).stdout
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        XCTAssertEqual(object["$schema"] as? String, "http://json-schema.org/draft-07/schema#")
        // A feature spec unless it has `app:`.
        let feature = try XCTUnwrap(object["else"] as? [String: Any])
        XCTAssertEqual(feature["additionalProperties"] as? Bool, false)
        XCTAssertEqual(feature["required"] as? [String], ["state"])
        let properties = try XCTUnwrap(feature["properties"] as? [String: [String: Any]])
        // Every key the spec language describes at the top of a feature spec, and no other.
        XCTAssertEqual(Set(properties.keys), Set(SpecMapping.featureSpec.keys.map(\.name)))
        let app = try XCTUnwrap(object["then"] as? [String: Any])
        XCTAssertEqual(app["required"] as? [String], ["app", "features"])
        XCTAssertEqual(Set(try XCTUnwrap(app["properties"] as? [String: Any]).keys), Set(SpecMapping.appSpec.keys.map(\.name)))
        for (key, property) in properties {
            XCTAssertNotNil(property["description"] as? String, "\(key) has a description")
        }
        XCTAssertEqual(try cli.run(["schema"]).stdout, output, "the schema prints the same bytes every time")
    }

    func testTheSchemaIsValidAndAcceptsEveryRepositorySpec() throws {
        let cli = try CLIHarness()
        let schema = try writeSchema(cli)
        let specs = try repositorySpecs()
        XCTAssertGreaterThanOrEqual(specs.count, 6, "Specs/ and the example app's specs")
        let verdicts = try SchemaValidation.check(schema: schema, specs: specs)
        XCTAssertNil(verdicts.schemaProblem)
        XCTAssertEqual(verdicts.specs.count, specs.count)
        for (path, problem) in verdicts.specs {
            XCTAssertNil(problem, "\(path) should validate")
        }
    }

    func testTheSchemaRejectsMisspeltKeysAndWrongValues() throws {
        let cli = try CLIHarness()
        let schema = try writeSchema(cli)
        let teamChat = try String(contentsOf: CLIHarness.repositoryRoot.appendingPathComponent("Specs/TeamChat.yaml"), encoding: .utf8)
        let cases: [(name: String, text: String, problem: String)] = [
            ("Sucess", teamChat.replacingOccurrences(of: "success: Message", with: "sucess: Message"), "requests/sendMessage: Additional properties"),
            ("Requets", teamChat.replacingOccurrences(of: "requests:", with: "requets:"), ": Additional properties"),
            ("Policy", teamChat.replacingOccurrences(of: "policy: first", with: "policy: fist"), "requests/sendMessage/policy: 'fist' is not one of"),
            ("Retry", teamChat.replacingOccurrences(of: "policy: first", with: "policy: first\n    retry: { attempts: 0 }"), "requests/sendMessage/retry/attempts: 0 is less than the minimum of 1"),
            ("AppWithState", "app: Shop\nfeatures: { cart: Cart }\nstate: {}\n", ": Additional properties are not allowed ('state' was unexpected)"),
            ("Stream", "state: {}\nstreams:\n  updates: { params: { id: Int } }\n", "streams/updates: 'element' is a required property"),
            ("NoState", "actions: { go: }\n", ": 'state' is a required property"),
        ]
        var paths: [String] = []
        for spec in cases {
            try cli.write(spec.text, to: "\(spec.name).yaml")
            paths.append(cli.folder.appendingPathComponent("\(spec.name).yaml").path)
        }
        let verdicts = try SchemaValidation.check(schema: schema, specs: paths)
        for (spec, path) in zip(cases, paths) {
            let problem = verdicts.specs[path] ?? nil
            XCTAssertTrue(problem?.hasPrefix(spec.problem) == true, "\(spec.name): \(problem ?? "accepted")")
        }
        XCTAssertTrue((verdicts.specs[paths[0]] ?? nil)?.contains("'sucess'") == true)
    }

    func testTheSchemaAcceptsEveryVersion2Key() throws {
        let cli = try CLIHarness()
        let schema = try writeSchema(cli)
        try cli.write("""
            equatable: false
            state:
              tweets: "[Tweet]"
              byID: "[Tweet.ID: Tweet]"
              query: { type: String, default: '""' }
              pageSize: { type: Int, default: 20 }
            requests:
              loadMore:
                params: { page: Int }
                reads: [query, pageSize]
                success: "[Tweet]"
                failure: TimelineError
                into: { field: tweets, mode: append }
                policy: queue
                cancel: true
                dismiss: true
                retry: { attempts: 3, backoff: 0.5 }
                timeout: 10
                debounce: 0.3
              loadOne:
                params: { id: Tweet.ID }
                success: Tweet
                key: id
                into: { field: byID, mode: keyed }
                policy: concurrent
              ping:
            streams:
              roomUpdates:
                params: { roomID: Room.ID }
                element: Message
                failure: ChatError
              clock:
                element: Date

            """, to: "Timeline.yaml")
        let path = cli.folder.appendingPathComponent("Timeline.yaml").path
        let verdicts = try SchemaValidation.check(schema: schema, specs: [path])
        XCTAssertNil(verdicts.schemaProblem)
        XCTAssertEqual(verdicts.specs[path], .some(nil))
    }
}
