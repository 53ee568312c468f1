import Foundation
import XCTest

/// Checks specs against a JSON Schema with Python's `jsonschema` package (and PyYAML to read
/// them), the validator editors' schema tooling agrees with. `.ci/run` installs both; a
/// machine without `python3` fails the tests that use it rather than skipping them.
enum SchemaValidation {
    /// What the check found: the schema's own problem, or each spec's verdict.
    struct Verdicts {
        /// `nil` when the schema is a valid draft-07 schema; otherwise why not.
        var schemaProblem: String?
        /// For each spec path: `nil` when it validates, otherwise the first error.
        var specs: [String: String?]
    }

    /// The script: argument 1 is the schema, the rest are specs; it prints one JSON object.
    private static let script = """
        import json, re, sys
        import jsonschema, yaml
        # YAML 1.2 booleans, as reduxgen reads specs: `on`, `yes` and `no` are text (PyYAML's
        # YAML 1.1 would read the key `on:` as true).
        class Loader(yaml.SafeLoader):
            pass
        Loader.yaml_implicit_resolvers = {
            first: [resolver for resolver in resolvers if resolver[0] != "tag:yaml.org,2002:bool"]
            for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
        }
        Loader.add_implicit_resolver("tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF"))
        schema = json.load(open(sys.argv[1]))
        result = {"schemaProblem": None, "specs": {}}
        try:
            jsonschema.Draft7Validator.check_schema(schema)
        except jsonschema.exceptions.SchemaError as error:
            result["schemaProblem"] = str(error.message)
        validator = jsonschema.Draft7Validator(schema)
        for path in sys.argv[2:]:
            errors = sorted(validator.iter_errors(yaml.load(open(path), Loader=Loader)), key=lambda e: list(e.path))
            result["specs"][path] = None if not errors else "/".join(map(str, errors[0].path)) + ": " + errors[0].message
        print(json.dumps(result))
        """

    /// Runs the check of `specs` (paths) against the schema at `schema`.
    static func check(schema: URL, specs: [String], file: StaticString = #filePath, line: UInt = #line) throws -> Verdicts {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, schema.path] + specs
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            XCTFail(
                "python3 with jsonschema and PyYAML is needed (`pip install jsonschema pyyaml`): status \(process.terminationStatus), "
                    + String(decoding: err, as: UTF8.self), file: file, line: line)
            return Verdicts(schemaProblem: "not checked", specs: [:])
        }
        let object = try JSONSerialization.jsonObject(with: out) as! [String: Any]
        let specs = (object["specs"] as! [String: Any]).mapValues { $0 as? String }
        return Verdicts(schemaProblem: object["schemaProblem"] as? String, specs: specs)
    }
}
