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
        type.containsIdentifier { !isStandard($0) }
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
        "State", "Action", "Reducer", "Loader", "Service", "ServiceMock", "PreviewService", "ViewModel", "Props", "Route", "Routing",
        "Navigation", "Effect", "Effects", "EffectPerformer", "EffectsMock", "Predicting", "Persisted", "Persistence", "Middlewares",
        "Children", "TransitionTests", "TestSamples", RequestSpecValues.typeSuffix,
    ]

    /// `generatedTypeSuffixes`, to look a name's end up in.
    static let generatedTypeSuffixSet = Set(generatedTypeSuffixes)
}
