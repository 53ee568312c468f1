import ReduxGenCore

/// The sample values (`TestSample`) that a feature's transition tests need, and the
/// conformances reduxgen writes for them (`--tests`): built from the module's structs and
/// enums where it can read them (`SwiftDeclarations`), an `#error` that says what to write
/// where it cannot.
///
/// ```swift
/// TestSampleCode.leafTypes(of: "[Repo.ID: [Repo]]?")   // ["Repo"]: Repo.ID is a member type
/// ```
package enum TestSampleCode {
    /// The types `ReduxTesting` gives a sample, besides the collections and `Optional`
    /// (which take their elements'). `TestSampleCodeTests` reads them from ReduxTesting.
    package static let providedTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat",
        "Bool", "String", "Substring", "Character", "Duration", "Decimal", "Date", "DateComponents", "URL", "URLComponents",
        "UUID", "Data", "Locale", "TimeZone", RuntimeNames.requestError, "RequestError",
    ]

    /// One conformance of the samples.
    package typealias Declaration = TestSampleDeclaration

    /// The named types a sample of `spelling` needs: `[Repo]?` needs `Repo`; member types
    /// (`Repo.ID`, an alias of the model's) and the types whose samples come with ReduxTesting
    /// need none of reduxgen's. Tuples, functions and other generic types cannot conform:
    /// they are left to the compiler.
    package static func leafTypes(of spelling: String) -> [String] {
        var type = spelling.trimmingSpaces()
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        if type.hasPrefix("[") && type.hasSuffix("]") {
            let inner = String(type.dropFirst().dropLast())
            return inner.split(outsideBracketsAt: ":").flatMap(leafTypes)
        }
        for generic in ["Array", "Set", "Optional", "Dictionary", "Swift.Array", "Swift.Set", "Swift.Optional", "Swift.Dictionary"]
        where type.hasPrefix(generic + "<") && type.hasSuffix(">") {
            let inner = String(type.dropFirst(generic.count + 1).dropLast())
            return inner.split(outsideBracketsAt: ",").flatMap(leafTypes)
        }
        guard !type.isEmpty, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return [] }
        return providedTypes.contains(type) ? [] : [type]
    }

    /// The conformances that give `types` (spellings) a sample, and every type the samples
    /// need in turn, but those for which `hasSample` is true. Each is built from
    /// `declarations` when it can be and needs no type that needs it back (a sample that
    /// would build itself forever); the others are left to the user.
    package static func declarations(for types: [String], from declarations: SwiftDeclarations, hasSample: (String) -> Bool) -> [Declaration] {
        var order: [String] = []
        var pending = types.flatMap(leafTypes)
        while !pending.isEmpty {
            let type = pending.removeFirst()
            guard !order.contains(type), !hasSample(type) else { continue }
            order.append(type)
            pending += needs(type, declarations)
        }
        return order.map { type in
            Declaration(type: type, value: reachesItself(type, declarations) ? nil : value(of: type, declarations))
        }
    }

    /// The named types a sample of `type` takes.
    private static func needs(_ type: String, _ declarations: SwiftDeclarations) -> [String] {
        switch declarations[type] {
        case .initializer(let arguments), .enumCase(_, let arguments): return arguments.flatMap { leafTypes(of: $0.type) }
        case nil: return []
        }
    }

    /// Whether a sample of `type` takes, through the samples it takes, a sample of `type`.
    private static func reachesItself(_ type: String, _ declarations: SwiftDeclarations) -> Bool {
        var seen: Set<String> = []
        var pending = needs(type, declarations)
        while let next = pending.popLast() {
            if next == type { return true }
            if seen.insert(next).inserted { pending += needs(next, declarations) }
        }
        return false
    }

    /// `Repo(id: Int.testSample, name: String.testSample)` or `.server(code: Int.testSample)`.
    private static func value(of type: String, _ declarations: SwiftDeclarations) -> String? {
        func arguments(_ values: [SwiftDeclarations.Argument]) -> String {
            values.map { ($0.label.map { "\($0): " } ?? "") + TransitionTestCode.sample($0.type) }.joined(separator: ", ")
        }
        switch declarations[type] {
        case .initializer(let values): return "\(type)(\(arguments(values)))"
        case .enumCase(let name, let values): return values.isEmpty ? ".\(name)" : ".\(name)(\(arguments(values)))"
        case nil: return nil
        }
    }

    /// The conformances, as the samples file writes them.
    package static func code(_ declarations: [Declaration]) -> String {
        declarations.map { declaration in
            let type = declaration.type
            let body: String
            if let value = declaration.value {
                body = "    public static var testSample: \(type) { \(value) }"
            } else {
                body = """
                        public static var testSample: \(type) {
                            #error("Write a sample \(type) for the transition tests, then remove this line: reduxgen cannot build one")
                        }
                    """
            }
            return "extension \(type): ReduxTesting.TestSample {\n\(body)\n}"
        }.joined(separator: "\n\n")
    }
}
