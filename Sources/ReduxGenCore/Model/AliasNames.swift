/// Names the type aliases that one generated type declares (`ShopState.LoadFailure`, …):
/// each unlike the type's other members, the aliases named before it, and every name that
/// code inside the type must still find as it is (`hidden`: the identifiers the spec writes
/// in its types and labels, the names generated code writes unqualified).
///
/// ```swift
/// var names = AliasNames(.state, of: "Shop", members: ["loadStatus"], hiding: ["LoadFailure"])
/// names.name("LoadFailure")   // "LoadFailureType"
/// names.name("LoadFailure")   // "LoadFailureType2"
/// ```
struct AliasNames {
    /// The type whose aliases these are.
    let owner: TypeAlias.Owner
    /// Its name: `ShopState`.
    let ownerType: String
    /// The type's members and the aliases named so far.
    private var taken: Set<String>
    /// The names that code inside the type must still find as they are.
    private let hidden: Set<String>

    /// The namer of the aliases of `owner` in the feature `feature`, whose other members are
    /// `members`, and inside which `hidden` must keep naming what they name outside it.
    init(_ owner: TypeAlias.Owner, of feature: String, members: some Sequence<String>, hiding hidden: Set<String>) {
        self.owner = owner
        ownerType = feature + owner.rawValue
        taken = Set(members)
        self.hidden = hidden
    }

    /// `name`, or `nameType`, `nameType2`, … when it is taken or hides a name; then taken.
    mutating func name(_ name: String) -> String {
        let chosen = GeneratedLocals.unique(name, avoiding: { taken.contains($0) || hidden.contains($0) }, renamed: name + "Type")
        taken.insert(chosen)
        return chosen
    }

    /// The alias, named `name` (or a variant of it), of `type` as the spec writes it at
    /// `source` (on `line` when its column is not known); `nil` for a type that cannot be
    /// missing, whose every name is one of `standardTypes`.
    mutating func alias(of type: String, source: TypeSource?, line: Int, named name: String, summary: String, origin: NameOrigin) -> TypeAlias? {
        guard type.typeIdentifiers.contains(where: { !Self.standardTypes.contains($0) }) else { return nil }
        return alias(named: name, of: type, source: source, line: line, summary: summary, origin: origin)
    }

    /// The alias, named `name` (or a variant of it), of `type`, which generated code writes
    /// (a request's status): on `line`.
    mutating func alias(named name: String, of type: String, source: TypeSource? = nil, line: Int, summary: String, origin: NameOrigin) -> TypeAlias {
        let chosen = self.name(name)
        return TypeAlias(
            owner: owner, name: chosen, qualifiedName: ownerType + "." + chosen, type: type, source: source, line: line,
            summary: summary, origin: origin)
    }

    /// The aliases of `payload`'s values, in order (`nil` for a value that needs none):
    /// `<Case><Label>`, or `<Case>Payload` for an unlabelled value, where `caseName` names
    /// the action, request, stream, route or effect, and `what` names it in doc comments
    /// (the `load` request).
    mutating func aliases(of payload: Payload, in caseName: String, what: String, line: Int, origin: NameOrigin) -> [TypeAlias?] {
        let prefix = caseName.uppercasingFirst
        switch payload {
        case .none:
            return []
        case .unlabelled(let type, let source):
            return [alias(of: type, source: source, line: line, named: prefix + "Payload", summary: "The payload of \(what).", origin: origin)]
        case .labelled(let values):
            return values.map {
                alias(
                    of: $0.type, source: $0.typeSource, line: line, named: prefix + Self.word($0.label),
                    summary: "The type of `\($0.label)` in \(what).", origin: origin)
            }
        }
    }

    /// `name` as a word of a type's name: `Page` for `page`, and `ID` for `id`, as Swift
    /// spells that initialism.
    static func word(_ name: String) -> String {
        name == "id" ? "ID" : name.uppercasingFirst
    }

    /// The standard library's types, which every Swift file sees: a type the spec writes
    /// with these names alone cannot be missing, and needs no alias. `Swift` qualifies them.
    static let standardTypes: Set<String> = [
        "Swift", "Bool", "Character", "Double", "Float", "Int", "Int8", "Int16", "Int32", "Int64",
        "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "String", "Substring", "Array", "ContiguousArray",
        "Dictionary", "Set", "Optional", "Result", "Never", "Void", "Any", "AnyHashable",
    ]

    /// The names that generated code writes unqualified inside the types that declare
    /// aliases, and the modules it qualifies names with, which no alias may hide.
    static let unqualifiedNames: Set<String> = standardTypes.union([
        "Self", "Type", "Error", "Sendable", "Equatable", "Hashable", "Identifiable", "Codable",
        "ReduxRuntime", "ReduxTesting", "Observation", "Foundation", "SwiftUI",
    ])

    /// What the names of the types that reduxgen generates for a feature (`ShopState`,
    /// `ShopAction`, …) add to the feature's name.
    static let generatedTypeSuffixes = [
        "State", "Action", "Reducer", "Loader", "Service", "ServiceMock", "ViewModel", "Props", "Route", "Routing",
        "Effect", "Effects", "EffectPerformer", "EffectsMock", "Predicting", "Persisted", "Persistence", "Middlewares",
        "Children", "TransitionTests", "TestSamples",
    ]

    /// The names no alias of `feature` may take: the identifiers the spec writes in its types
    /// and labels (`typeWords`, when known), the names generated code writes unqualified, the
    /// modules it imports, and the types reduxgen generates for it and for its children.
    static func hidden(in feature: Feature, typeWords: Set<String>? = nil) -> Set<String> {
        var names = (typeWords ?? feature.typeWords).union(unqualifiedNames).union(feature.imports)
        for name in [feature.name] + feature.children.map(\.feature) {
            names.formUnion(generatedTypeSuffixes.map { name + $0 })
        }
        return names
    }
}

extension Feature {
    /// Every identifier in the types the spec writes and in the labels it declares, which a
    /// name that generated code declares must not hide: `["Message", "ID", "page", "Int"]`.
    var typeWords: Set<String> {
        var words: Set<String> = []
        func add(_ type: String) { words.formUnion(type.typeIdentifiers) }
        func add(_ payload: Payload) {
            switch payload {
            case .none: break
            case .unlabelled(let type, _): add(type)
            case .labelled(let values):
                for value in values {
                    add(value.type)
                    words.insert(value.label)
                }
            }
        }
        for type in fields.map(\.type) + props.map(\.type) { add(type) }
        for action in actions + routes + effects { add(action.payload) }
        for request in requests {
            add(request.params)
            for type in [request.success, request.failure].compactMap({ $0 }) { add(type) }
        }
        for stream in streams {
            add(stream.params)
            for type in [stream.element, stream.failure].compactMap({ $0 }) { add(type) }
        }
        return words
    }
}

extension String {
    /// The identifiers in the type this spells, in order: `["Message", "ID", "Int"]` for
    /// `[Message.ID: Int]`. Identifiers are the runs between ASCII bytes that are no
    /// identifier's (other bytes belong to identifiers).
    var typeIdentifiers: [String] {
        var identifiers: [String] = []
        var run: [UInt8] = []
        for byte in utf8 {
            let separates = byte < 0x80 && !(byte == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte))
            if separates {
                if !run.isEmpty { identifiers.append(String(decoding: run, as: UTF8.self)) }
                run.removeAll(keepingCapacity: true)
            } else {
                run.append(byte)
            }
        }
        if !run.isEmpty { identifiers.append(String(decoding: run, as: UTF8.self)) }
        return identifiers
    }
}
