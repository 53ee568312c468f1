/// The JSON Schema (draft-07, which yaml-language-server and most editors read) of a
/// feature spec, made from `SpecLanguage`: every key with its description, unknown keys
/// rejected where the validator rejects them.
public enum SpecSchema {
    /// The schema's dialect.
    public static let dialect = "http://json-schema.org/draft-07/schema#"

    /// The whole schema, as `reduxgen schema` prints it.
    public static var document: JSONValue {
        let members: [(String, JSONValue)] = [
            ("$schema", .string(dialect)),
            ("title", .string("reduxgen spec")),
            ("description", .string("One feature of reduxgen (its state, actions, requests, streams, props and routes), or an app of features (app:, features:). The file is named after the feature or app (TeamChat.yaml).")),
            // An app spec has other keys than a feature spec: which one a file is, its `app`
            // key says.
            ("if", .object([("type", .string("object")), ("required", .array([.string("app")]))])),
            ("then", schema(of: .keys(.appSpec))),
            ("else", schema(of: .keys(.featureSpec))),
        ]
        return .object(members)
    }

    /// The schema of a value of `value`'s kind.
    static func schema(of value: SpecValue) -> JSONValue {
        switch value {
        case .keys(let mapping):
            let keys = mapping.keys
            var members: [(String, JSONValue)] = [
                ("type", .string("object")),
                ("properties", .object(keys.map { ($0.name, property($0)) })),
            ]
            let required = keys.filter(\.isRequired).map { JSONValue.string($0.name) }
            if !required.isEmpty { members.append(("required", .array(required))) }
            members.append(("additionalProperties", .bool(false)))
            return .object(members)
        case .named(_, let element):
            return .object([("type", .array([.string("object"), .string("null")])), ("additionalProperties", schema(of: element))])
        case .swiftType:
            return .object([("type", .string("string")), ("minLength", .integer(1))])
        case .swiftExpression:
            return .object([("type", .array([.string("string"), .string("number"), .string("boolean")]))])
        case .name(_, let pattern):
            var members: [(String, JSONValue)] = [("type", .string("string")), ("minLength", .integer(1))]
            if let pattern { members.append(("pattern", .string(pattern))) }
            return .object(members)
        case .choice(let words):
            return .object([("type", .string("string")), ("enum", .array(words.map(JSONValue.string)))])
        case .boolean:
            return .object([("type", .string("boolean"))])
        case .number(let range):
            // A number, or its text: YAML readers disagree on which texts are numbers
            // (`1_000`, `1e3`), and reduxgen reads a quoted number as an unquoted one.
            return .object([
                ("type", .array([.string(range.isWhole ? "integer" : "number"), .string("string")])),
                ("minimum", bound(range.minimum)), ("maximum", bound(range.maximum)),
                ("pattern", .string(numberPattern)),
            ])
        case .list(let element, let unique):
            var members: [(String, JSONValue)] = [("type", .string("array")), ("items", schema(of: element))]
            if unique { members.append(("uniqueItems", .bool(true))) }
            return .object(members)
        case .nothing:
            return .object([("type", .string("null"))])
        case .oneOf(let values):
            let alternatives = values.map(schema(of:))
            return merged(alternatives) ?? .object([("anyOf", .array(alternatives))])
        }
    }

    /// What a number's text looks like (`30`, `0.5`, `.5`, `1_000`, `1e3`), as `SpecNumber` reads it.
    static let numberPattern = "^[-+]?((0|[1-9][0-9_]*)(\\.[0-9][0-9_]*|\\.)?|\\.[0-9][0-9_]*)([eE][-+]?[0-9]+)?$"

    /// A bound of a range: whole when it is one.
    private static func bound(_ value: Double) -> JSONValue {
        value == value.rounded() ? .integer(Int(value)) : .number(value)
    }

    /// One schema that accepts what any of `alternatives` accepts, when they differ by JSON
    /// type and share no other keyword: `{"type": ["string", "object"], "minLength": 1,
    /// "properties": …}` rather than an `anyOf`, whose failures validators and editors report
    /// as "not valid under any of the given schemas" instead of naming the misspelt key.
    /// An `enum` applies to values of every type, so alternatives with one are not merged.
    private static func merged(_ alternatives: [JSONValue]) -> JSONValue? {
        var types: [JSONValue] = []
        var keywords: [(String, JSONValue)] = []
        for alternative in alternatives {
            guard case .object(let members) = alternative, let type = members.first(where: { $0.0 == "type" })?.1 else { return nil }
            switch type {
            case .string: if !types.contains(type) { types.append(type) }
            case .array(let names): for name in names where !types.contains(name) { types.append(name) }
            default: return nil
            }
            for member in members where member.0 != "type" {
                if member.0 == "enum" || keywords.contains(where: { $0.0 == member.0 }) { return nil }
                keywords.append(member)
            }
        }
        return .object([("type", .array(types))] + keywords)
    }

    /// The schema of `key`'s value with the key's description in front: `description` for
    /// every tool, `markdownDescription` with the example for editors that show Markdown.
    private static func property(_ key: SpecKey) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("description", .string(key.summary)),
            ("markdownDescription", .string(key.summary + "\n\n```yaml\n" + key.example + "\n```")),
        ]
        if case .object(let body) = schema(of: key.value) { members += body }
        return .object(members)
    }
}
