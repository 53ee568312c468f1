/// A mapping of the spec language whose keys are fixed: where a key may appear.
///
/// The validator reads each of these mappings through its keys here (`KeyedMapping`), so a
/// key is accepted exactly where it is described.
package enum SpecMapping: String, CaseIterable, Sendable {
    /// The top level of a feature spec.
    case featureSpec
    /// The top level of an app spec (`app:`).
    case appSpec
    /// One request, under `requests:`.
    case request
    /// `into: { field, mode }` of a request.
    case into
    /// `retry: { attempts, backoff }` of a request.
    case retry
    /// `optimistic: { onFailure }` of a request.
    case optimistic
    /// One stream, under `streams:`.
    case stream
    /// A state field written as `{ type, default }`.
    case stateField
    /// A prop written as `{ type, default }`.
    case prop
    /// One child feature, under `children:`.
    case child
    /// One binding written as a mapping, `{ setter }`, under `bindings:`.
    case binding

    /// The keys the mapping may have, in the order a spec usually writes them.
    package var keys: [SpecKey] {
        switch self {
        case .featureSpec: return SpecLanguage.featureSpecKeys
        case .appSpec: return SpecLanguage.appSpecKeys
        case .request: return SpecLanguage.requestKeys
        case .into: return SpecLanguage.intoKeys
        case .retry: return SpecLanguage.retryKeys
        case .optimistic: return SpecLanguage.optimisticKeys
        case .stream: return SpecLanguage.streamKeys
        case .stateField: return SpecLanguage.stateFieldKeys
        case .prop: return SpecLanguage.propKeys
        case .child: return SpecLanguage.childKeys
        case .binding: return SpecLanguage.bindingKeys
        }
    }

    /// The mapping's name in documentation: "Request keys".
    package var title: String {
        switch self {
        case .featureSpec: return "Feature spec keys"
        case .appSpec: return "App spec keys"
        case .request: return "Request keys"
        case .into: return "`into:` keys"
        case .retry: return "`retry:` keys"
        case .optimistic: return "`optimistic:` keys"
        case .stream: return "Stream keys"
        case .stateField: return "State field keys"
        case .prop: return "Prop keys"
        case .child: return "Child keys"
        case .binding: return "Binding keys"
        }
    }

    /// Where the mapping stands in a spec, as `help spec` names it: `requests.<request>`.
    package var location: String {
        switch self {
        case .featureSpec: return "the top level of a feature spec"
        case .appSpec: return "the top level of an app spec (a spec with `app:`)"
        case .request: return "`requests.<request>`"
        case .into: return "`requests.<request>.into`, written `{ field, mode }`"
        case .retry: return "`requests.<request>.retry`"
        case .optimistic: return "`requests.<request>.optimistic`, written `{ onFailure }`"
        case .stream: return "`streams.<stream>`"
        case .stateField: return "`state.<field>`, written `{ type, default }`"
        case .prop: return "`props.<prop>`, written `{ type, default }`"
        case .child: return "`children.<child>`"
        case .binding: return "`bindings.<field>`, written `{ setter }`"
        }
    }

    /// The key called `name`, if the mapping has one.
    package func key(named name: String) -> SpecKey? {
        keyNames.firstIndex(of: name).map { keys[$0] }
    }

    /// The names of `keys`, in order: the validator looks up every key it reads. (A mapping
    /// has a few dozen keys at most, which a search finds sooner than a hash.)
    var keyNames: [String] {
        Self.keyNamesByMapping[Self.allCases.firstIndex(of: self)!]
    }

    private static let keyNamesByMapping = allCases.map { $0.keys.map(\.name) }
}

/// Every key of a spec, with what it means and an example: the one place that describes
/// the spec language. The validator accepts exactly these keys, and `reduxgen schema`
/// (`SpecSchema`), `reduxgen help spec` and the Markdown key tables (`SpecMarkdown`) are
/// printed from them.
///
/// Each section describes its own keys in its folder (`Sections/<Section>/SpecLanguage/`,
/// `RequestKeys.swift` for the requests); this file holds the keys every spec shares and the
/// order of a spec's top-level keys.
///
/// To add a key: describe it in its section's keys, say how it meets the other keys
/// (`meetingPlaces`, `interactions`), and read it in the validator by its name
/// (`keys["name"]` on the mapping's `KeyedMapping`). `SpecLanguageTests` validates every
/// key's example and fails if the validator does not read it.
package enum SpecLanguage {
    /// `imports`, in feature and app specs.
    static let imports = SpecKey(
        "imports",
        "Modules imported by every generated file, for the types the spec names.",
        example: "imports: [Foundation, ChatModels]",
        value: .oneOf([.list(moduleName, unique: true), moduleName]))

    /// `access`, in feature and app specs.
    static let access = SpecKey(
        "access",
        "The access level of every generated declaration: internal (default), public or package.",
        example: "access: public",
        value: .choice(AccessLevel.allCases.map(\.rawValue)))

    /// `equatable`, in feature and app specs.
    static let equatable = SpecKey(
        "equatable",
        "Whether State and Action conform to Equatable (default true). Write false for models that are not Equatable; the store then notifies observers after every action. Sendable stays.",
        example: "equatable: false",
        value: .boolean)

    /// `feature`: the feature's name.
    static let feature = SpecKey(
        "feature",
        "The feature's name, which prefixes every generated type (TeamChatState, …). Optional: it is the spec file's name, and if written it must match it.",
        example: "feature: TeamChat",
        value: typeName)

    /// The keys of a feature spec's top-level mapping.
    static let featureSpecKeys: [SpecKey] = [
        feature,
        imports,
        access,
        equatable,
        state,
        persist,
        actions,
        requests,
        streams,
        effects,
        props,
        routes,
        bindings,
        navigation,
        children,
    ]

    /// The keys of an app spec, which composes the feature specs of the same run on one
    /// store instead of declaring a state.
    static let appSpecKeys: [SpecKey] = [
        app,
        features,
        imports,
        access,
        equatable,
    ]

    /// A key whose value is a number in `range`: `summary` followed by the range and how a
    /// number is written, which `help spec` and `schema` print.
    static func numberKey(_ name: String, _ summary: String, example: String, range: NumberRange, isRequired: Bool = false) -> SpecKey {
        let description = range.description
        let written = range.isWhole ? "a whole number" : "a number as YAML writes it (30, 0.5, 1_000, 1e3)"
        return SpecKey(
            name, summary + " " + description.prefix(1).uppercased() + description.dropFirst() + "; " + written + ", quoted or not.",
            example: example, value: .number(range), isRequired: isRequired)
    }

    /// A payload: nothing, one unlabelled type, or labels and their types in order.
    static let payload = SpecValue.oneOf([.nothing, .swiftType, .named(placeholder: "<label>", .swiftType)])

    /// What a type name looks like: `TeamChat`.
    static let typeNamePattern = "^[A-Z][A-Za-z0-9_]*$"

    /// The name of a feature or an app, which prefixes generated types.
    static let typeName = SpecValue.name(of: "a Swift type name", pattern: typeNamePattern)

    /// A module name: `Foundation`, `Darwin.C`.
    static let moduleName = SpecValue.name(of: "a module", pattern: "^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$")
}

extension SpecMapping {
    /// One key of a mapping, named by its path from the top of a spec.
    package struct Entry: Sendable {
        /// `requests.<request>.retry.attempts`.
        package var path: String
        /// The key.
        package var key: SpecKey
        /// The mapping the key stands in.
        package var mapping: SpecMapping
    }

    /// Each key of this mapping and of the mappings nested in their values, depth first,
    /// each named by its path from the top (`requests.<request>.retry`).
    package var entriesWithNestedKeys: [Entry] {
        entries(under: "")
    }

    private func entries(under prefix: String) -> [Entry] {
        keys.flatMap { key in
            let path = prefix + key.name
            return [Entry(path: path, key: key, mapping: self)]
                + key.value.nestedMappings.flatMap { nested in
                    nested.mapping.entries(under: path + "." + (nested.placeholder.map { $0 + "." } ?? ""))
                }
        }
    }
}
