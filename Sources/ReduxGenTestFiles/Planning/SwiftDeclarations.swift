import ReduxGenCore

/// The structs and enums of a module's Swift sources, read just far enough to build a value
/// of each: a struct's initializer (its first explicit one, or the memberwise one) and an
/// enum's first case. The test samples (`--tests`) are built from them.
///
/// It reads declarations line by line, without a Swift parser (the tool stays free of
/// swift-syntax); what it cannot read with certainty (a generic type, a property wrapper, a
/// failable or throwing initializer) it leaves out, and the user writes that sample.
///
/// ```swift
/// let declarations = SwiftDeclarations(sources: ["struct Repo { let id: Int; let name: String }"])
/// declarations["Repo"]   // .initializer(name: "Repo", [("id", "Int"), ("name", "String")])
/// ```
package struct SwiftDeclarations: Sendable {
    /// How to make a value of a type: `Repo(id: …, name: …)` or `.offline`.
    package enum Recipe: Hashable, Sendable {
        /// A call of an initializer, with its arguments' labels (`nil`: unlabelled) and types.
        case initializer([Argument])
        /// An enum case, with its payload's labels and types.
        case enumCase(String, [Argument])
    }

    /// One argument of an initializer or one value of a case's payload.
    package struct Argument: Hashable, Sendable {
        package var label: String?
        package var type: String
    }

    private var recipes: [String: Recipe] = [:]

    /// The declarations of `sources`, each the text of a Swift file. A name declared twice
    /// (in two files, or nested in two types) is left out: which one is meant is unknown.
    package init(sources: [String]) {
        var found: [String: Recipe?] = [:]
        for source in sources {
            for (name, recipe) in Self.declarations(in: source) {
                found[name] = found[name] == nil ? .some(recipe) : .some(nil)
            }
        }
        recipes = found.compactMapValues { $0 }
    }

    /// How to make a value of the type `name`, if one of the sources declares it in a way
    /// this reads.
    package subscript(name: String) -> Recipe? { recipes[name] }

    // MARK: Reading

    /// The lines of `source` without comments and string literals' contents, split at `;`.
    private static func statements(in source: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var inBlockComment = false
        var inString = false
        var previous: Character = " "
        var lineComment = false
        for character in source {
            if character == "\n" {
                lines.append(current)
                current = ""
                lineComment = false
                inString = false
                previous = " "
                continue
            }
            if lineComment { continue }
            if inBlockComment {
                if previous == "*" && character == "/" { inBlockComment = false; previous = " "; continue }
                previous = character
                continue
            }
            if inString {
                if character == "\"" && previous != "\\" { inString = false; current.append("\"") }
                previous = character
                continue
            }
            if previous == "/" && character == "/" { current.removeLast(); lineComment = true; continue }
            if previous == "/" && character == "*" { current.removeLast(); inBlockComment = true; previous = " "; continue }
            if character == "\"" { inString = true }
            if character == ";" {
                lines.append(current)
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        lines.append(current)
        return lines.map { $0.trimmedWhitespace }
    }

    /// The structs and enums declared in `source`, with their recipes (or `nil` for one this
    /// cannot build).
    private static func declarations(in source: String) -> [(String, Recipe?)] {
        let lines = statements(in: source)
        var result: [(String, Recipe?)] = []
        var index = 0
        while index < lines.count {
            let words = Self.words(lines[index])
            if let keywordIndex = words.firstIndex(where: { $0 == "struct" || $0 == "enum" }),
                words[..<keywordIndex].allSatisfy(Self.modifiers.contains), keywordIndex + 1 < words.count
            {
                let declared = words[keywordIndex + 1]
                let name = String(declared.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                let body = Self.body(startingAt: index, in: lines)
                let isGeneric = declared.dropFirst(name.count).hasPrefix("<")
                let recipe: Recipe?
                if isGeneric || name.isEmpty {
                    recipe = nil
                } else if words[keywordIndex] == "struct" {
                    recipe = structRecipe(body.members)
                } else {
                    recipe = enumRecipe(body.members, name: name)
                }
                if !name.isEmpty { result.append((name, recipe)) }
                // Nested types are read too: they are found by their own name.
                index += 1
                continue
            }
            index += 1
        }
        return result
    }

    /// Words that may come before `struct` or `enum`.
    private static let modifiers: Set<String> = ["public", "internal", "package", "fileprivate", "private", "final", "indirect", "@frozen", "nonisolated"]

    private static func words(_ line: String) -> [String] {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }

    /// The statements directly inside the braces that open on line `start` (or a later
    /// line), each without what nested braces hold (a computed property keeps its `{`).
    private static func body(startingAt start: Int, in lines: [String]) -> (members: [String], end: Int) {
        var depth = 0
        var opened = false
        var members: [String] = []
        for index in start..<lines.count {
            var text = ""
            for character in lines[index] {
                switch character {
                case "{":
                    depth += 1
                    if depth == 1 { opened = true } else if depth == 2 { text.append("{") }
                case "}":
                    if opened && depth == 1 {
                        if !text.trimmedWhitespace.isEmpty { members.append(text.trimmedWhitespace) }
                        return (members, index)
                    }
                    depth -= 1
                default:
                    if depth == 1 { text.append(character) }
                }
            }
            if !text.trimmedWhitespace.isEmpty { members.append(text.trimmedWhitespace) }
        }
        return (members, lines.count)
    }

    /// A struct's first explicit initializer that this can call, else its memberwise one.
    private static func structRecipe(_ members: [String]) -> Recipe? {
        let initializers = members.filter { member in
            let words = words(member)
            return words.drop(while: Self.memberModifiers.contains).first.map { $0 == "init" || $0.hasPrefix("init(") } ?? false
        }
        if !initializers.isEmpty {
            for initializer in initializers where !initializer.contains("throws") && !initializer.contains("async") {
                guard let open = initializer.firstIndex(of: "("), let arguments = parameters(initializer[open...]) else { continue }
                return .initializer(arguments)
            }
            return nil
        }
        var arguments: [Argument] = []
        for member in members {
            var words = words(member)
            if words.first?.hasPrefix("@") == true { return nil }  // a property wrapper changes the init
            words = Array(words.drop(while: Self.memberModifiers.contains))
            guard let keyword = words.first, keyword == "let" || keyword == "var" else { continue }
            if member.hasSuffix("{") || member.contains("{") { continue }  // computed
            let declaration = member[member.firstRange(of: keyword + " ")!.upperBound...]
            guard let colon = topLevelColon(in: String(declaration)).map({ declaration.index(declaration.startIndex, offsetBy: String(declaration).distance(from: String(declaration).startIndex, to: $0)) }) else {
                // `var stars = 0`: a value, so no parameter that must be given.
                if topLevelEquals(in: String(declaration)) != nil { continue }
                return nil
            }
            let name = declaration[..<colon].trimmedWhitespace
            guard !name.contains(",") else { return nil }
            var type = String(declaration[declaration.index(after: colon)...])
            var hasInitialValue = false
            if let equals = topLevelEquals(in: type) {
                hasInitialValue = true
                type = String(type[..<equals])
            }
            if hasInitialValue { continue }  // a `let` with a value is no parameter; a `var` with one may be left out
            arguments.append(Argument(label: name, type: type.trimmedWhitespace))
        }
        if members.contains(where: { words($0).contains("static") == false && words($0).first == "lazy" }) { return nil }
        return .initializer(arguments)
    }

    /// Words before `let`, `var` and `init` that do not change what is declared.
    private static let memberModifiers: Set<String> = ["public", "internal", "package", "fileprivate", "private", "nonisolated", "@inlinable", "private(set)", "public(set)", "internal(set)", "nonisolated(unsafe)"]

    /// An enum's first case whose payload does not name the enum itself.
    private static func enumRecipe(_ members: [String], name enumName: String) -> Recipe? {
        for member in members {
            let words = words(member).drop { $0 == "indirect" }
            guard words.first == "case" else { continue }
            let cases = member[member.firstRange(of: "case ")!.upperBound...]
            let first = cases.split(separator: ",", maxSplits: 1).first.map(String.init) ?? ""
            let name = String(first.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            guard !name.isEmpty else { return nil }
            let rest = first.dropFirst(name.count).trimmedWhitespace
            if rest.isEmpty || rest.hasPrefix("=") { return .enumCase(name, []) }
            // A payload: the whole case up to its closing parenthesis.
            guard let open = cases.firstIndex(of: "("), let payload = parameters(cases[open...], isPayload: true) else { return nil }
            if payload.contains(where: { TestSampleCode.leafTypes(of: $0.type).contains(enumName) }) { continue }
            return .enumCase(name, payload)
        }
        return nil
    }

    /// The parameters of `(a: Int, _ b: String = "")` (an initializer's, where a parameter
    /// with a default is left out) or of a case's payload `(code: Int, String)`; `nil` when
    /// one cannot be read.
    private static func parameters(_ text: Substring, isPayload: Bool = false) -> [Argument]? {
        var depth = 0
        var inner = ""
        var closed = false
        for character in text {
            if character == "(" || character == "[" || character == "<" {
                depth += 1
                if depth == 1 && character == "(" { continue }
            }
            if character == ")" || character == "]" || character == ">" {
                depth -= 1
                if depth == 0 { closed = true; break }
            }
            inner.append(character)
        }
        guard closed else { return nil }
        if inner.trimmedWhitespace.isEmpty { return [] }
        var arguments: [Argument] = []
        for parameter in inner.split(outsideBracketsAt: ",").map(\.trimmedWhitespace) {
            var type: String
            var label: String?
            if let colon = topLevelColon(in: parameter) {
                let names = words(String(parameter[..<colon]))
                type = String(parameter[parameter.index(after: colon)...])
                if isPayload {
                    label = names.first
                } else {
                    guard let external = names.first else { return nil }
                    label = external == "_" ? nil : external
                }
            } else {
                guard isPayload else { return nil }
                type = parameter
            }
            if let equals = topLevelEquals(in: type) {
                if isPayload { return nil }
                _ = equals
                continue
            }
            type = type.trimmedWhitespace
            if type.hasPrefix("inout ") || type.hasPrefix("@") || type.contains("...") || type.hasPrefix("some ") || type.hasPrefix("any ") { return nil }
            arguments.append(Argument(label: label, type: type))
        }
        return arguments
    }

    /// The first `:` outside brackets (a dictionary type's colon is inside `[ ]`).
    private static func topLevelColon(in text: String) -> String.Index? {
        var depth = 0
        for index in text.indices {
            let character = text[index]
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character) { depth -= 1 }
            if character == ":" && depth == 0 { return index }
        }
        return nil
    }

    /// The first `=` outside brackets: where an initial value or a default starts.
    private static func topLevelEquals(in text: String) -> String.Index? {
        var depth = 0
        for index in text.indices {
            let character = text[index]
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character) { depth -= 1 }
            if character == "=" && depth == 0 { return index }
        }
        return nil
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    fileprivate var trimmedWhitespace: String {
        var slice = Substring(self)
        while slice.first == " " || slice.first == "\t" { slice = slice.dropFirst() }
        while slice.last == " " || slice.last == "\t" { slice = slice.dropLast() }
        return String(slice)
    }
}
