/// Names the type aliases that one generated type declares (`ShopState.LoadFailure`, …):
/// each unlike the type's other members, the aliases named before it, and every name that
/// code inside the type must still find as it is (`HiddenNames`: the identifiers the spec
/// writes in its types and labels, the names generated code writes unqualified).
///
/// The members and the hidden names are gathered when the first alias is named: a feature
/// whose types are all the standard library's has no alias, and pays for neither.
///
/// ```swift
/// var names = AliasNames(.state, of: "Shop", members: { ["loadStatus"] }, hiding: HiddenNames(feature))
/// names.name("LoadFailure")   // "LoadFailureType" (the spec writes the type LoadFailure)
/// names.name("LoadFailure")   // "LoadFailureType2"
/// ```
struct AliasNames {
    /// The type whose aliases these are.
    let owner: TypeAlias.Owner
    /// Its name: `ShopState`.
    let ownerType: String
    /// The type's other members.
    private let members: () -> [String]
    /// The type's members and the aliases named so far, once an alias is named.
    private var taken: Set<String>?
    /// The names that code inside the type must still find as they are.
    private let hidden: HiddenNames

    /// The namer of the aliases of `owner` in the feature `feature`, whose other members are
    /// `members`, and inside which `hidden` must keep naming what they name outside it.
    init(_ owner: TypeAlias.Owner, of feature: String, members: @escaping () -> [String], hiding hidden: HiddenNames) {
        self.owner = owner
        ownerType = feature + owner.rawValue
        self.members = members
        self.hidden = hidden
    }

    /// `name`, or `nameType`, `nameType2`, … when it is taken or hides a name; then taken.
    mutating func name(_ name: String) -> String {
        if taken == nil { taken = Set(members()) }
        let hidden = self.hidden
        let chosen = GeneratedLocals.unique(name, avoiding: { self.taken?.contains($0) == true || hidden.contains($0) }, renamed: name + "Type")
        // Inserted in place: a copy of the set alive here would copy it whole.
        taken?.insert(chosen)
        return chosen
    }

    /// The alias, named `name` (or a variant of it), of `type` as the spec writes it at
    /// `source` (on `line` when its column is not known); `nil` for a type that cannot be
    /// missing, whose every name is one of `standardTypes` (and whose name and summary are
    /// then not spelt).
    mutating func alias(
        of type: String, source: TypeSource?, line: Int, named name: @autoclosure () -> String, summary: @autoclosure () -> String,
        origin: @autoclosure () -> NameOrigin
    ) -> TypeAlias? {
        guard Self.canBeMissing(type) else { return nil }
        return alias(named: name(), of: type, source: source, line: line, summary: summary(), origin: origin())
    }

    /// Whether a name in `type` is none of `standardTypes`, so that the type can be missing
    /// from the user's code: its names are compared where they are, byte by byte, with the
    /// standard names of their length.
    static func canBeMissing(_ type: String) -> Bool {
        var type = type
        return type.withUTF8 { bytes in
            var start = -1
            for index in 0...bytes.count {
                if index == bytes.count || String.separatesIdentifiers(bytes[index]) {
                    if start >= 0, !isStandard(UnsafeBufferPointer(rebasing: bytes[start..<index])) { return true }
                    start = -1
                } else if start < 0 {
                    start = index
                }
            }
            return false
        }
    }

    /// Whether `name` is one of `standardTypes`.
    private static func isStandard(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard name.count < standardTypesByLength.count else { return false }
        return standardTypesByLength[name.count].contains { $0.elementsEqual(name) }
    }

    /// The UTF-8 of `standardTypes`, by length.
    private static let standardTypesByLength: [[[UInt8]]] = {
        var byLength = [[[UInt8]]](repeating: [], count: (standardTypes.map(\.utf8.count).max() ?? 0) + 1)
        for name in standardTypes { byLength[name.utf8.count].append(Array(name.utf8)) }
        return byLength
    }()

    /// The alias, named `name` (or a variant of it), of `type`, which generated code writes
    /// (a request's status): on `line`.
    mutating func alias(named name: String, of type: String, source: TypeSource? = nil, line: Int, summary: String, origin: NameOrigin) -> TypeAlias {
        let chosen = self.name(name)
        return TypeAlias(
            owner: owner, name: chosen, qualifiedName: ownerType + "." + chosen, type: type, source: source, line: line,
            summary: summary, origin: origin)
    }

    /// The aliases of `payload`'s values, in order (`nil` for a value that needs none; none
    /// at all when no value's type can be missing):
    /// `<Case><Label>`, or `<Case>Payload` for an unlabelled value, where `caseName` names
    /// the action, request, stream, route or effect, and `what` names it in doc comments
    /// (the `load` request).
    mutating func aliases(
        of payload: Payload, in caseName: String, what: @autoclosure () -> String, line: Int, origin: @autoclosure () -> NameOrigin
    ) -> [TypeAlias?] {
        switch payload {
        case .none:
            return []
        case .unlabelled(let type, _) where !Self.canBeMissing(type):
            return []
        case .labelled(let values) where !values.contains(where: { Self.canBeMissing($0.type) }):
            return []
        case .unlabelled(let type, let source):
            return [alias(
                of: type, source: source, line: line, named: caseName.uppercasingFirst + "Payload", summary: "The payload of \(what()).",
                origin: origin())]
        case .labelled(let values):
            return values.map {
                alias(
                    of: $0.type, source: $0.typeSource, line: line, named: caseName.uppercasingFirst + Self.word($0.label),
                    summary: "The type of `\($0.label)` in \(what()).", origin: origin())
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

    /// `generatedTypeSuffixes`, to look a name's end up in.
    static let generatedTypeSuffixSet = Set(generatedTypeSuffixes)
}

/// The names no alias of a feature may take: the identifiers the spec writes in its types
/// and labels, the names generated code writes unqualified, the modules it imports, and the
/// types reduxgen generates for the feature and for its children. The spec's identifiers are
/// gathered when an alias is first named; the namers of a feature's types share them.
///
/// ```swift
/// let hidden = HiddenNames(feature)   // Shop, whose spec writes `[Message]`
/// hidden.contains("Message")          // true
/// hidden.contains("ShopRoute")        // true
/// hidden.contains("Messages")         // false
/// ```
final class HiddenNames {
    private let feature: Feature
    private var typeWords: Set<String>?

    /// The hidden names of `feature`.
    init(_ feature: Feature) {
        self.feature = feature
    }

    /// Whether an alias may not be named `name`.
    func contains(_ name: String) -> Bool {
        if AliasNames.unqualifiedNames.contains(name) || feature.imports.contains(name) || isGeneratedType(name) { return true }
        if let typeWords { return typeWords.contains(name) }
        let gathered = feature.typeWords
        typeWords = gathered
        return gathered.contains(name)
    }

    /// Whether `name` is a type reduxgen generates for the feature or a child: its name and
    /// one of `generatedTypeSuffixes`.
    private func isGeneratedType(_ name: String) -> Bool {
        func generated(by feature: String) -> Bool {
            name.hasPrefix(feature) && AliasNames.generatedTypeSuffixSet.contains(String(name.dropFirst(feature.count)))
        }
        return generated(by: feature.name) || feature.children.contains { generated(by: $0.feature) }
    }
}

extension Feature {
    /// Every identifier in the types the spec writes and in the labels it declares, which a
    /// name that generated code declares must not hide: `["Message", "ID", "page", "Int"]`.
    var typeWords: Set<String> {
        var words: Set<String> = []
        func add(_ type: String) {
            var type = type
            type.withUTF8 { bytes in
                var start = -1
                for index in 0...bytes.count {
                    if index == bytes.count || String.separatesIdentifiers(bytes[index]) {
                        if start >= 0 { words.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)) }
                        start = -1
                    } else if start < 0 {
                        start = index
                    }
                }
            }
        }
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
            if Self.separatesIdentifiers(byte) {
                if !run.isEmpty { identifiers.append(String(decoding: run, as: UTF8.self)) }
                run.removeAll(keepingCapacity: true)
            } else {
                run.append(byte)
            }
        }
        if !run.isEmpty { identifiers.append(String(decoding: run, as: UTF8.self)) }
        return identifiers
    }

    /// Whether `byte` separates identifiers: an ASCII byte that is no identifier's (the bytes
    /// of other scalars belong to identifiers).
    static func separatesIdentifiers(_ byte: UInt8) -> Bool {
        byte < 0x80 && !(byte == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte))
    }
}
