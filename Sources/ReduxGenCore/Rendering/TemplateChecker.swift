/// Checks a template against the context it will be rendered with, before anything is
/// rendered: every name must exist where it is used and be used as what it is (text as
/// `{{name}}`, flags and lists as sections), and only the Mustache features reduxgen
/// supports may appear. Mustache itself would render a misspelt name as an empty string.
struct TemplateChecker {
    /// The pragma every template must carry; without it Mustache HTML-escapes `<` and `"`.
    static let textPragma = "{{% CONTENT_TYPE: TEXT }}"

    private let path: String
    private let text: [Character]
    private var position = 0
    private var line = 1
    private var column = 1
    private var diagnostics: [Diagnostic] = []
    /// Open sections, innermost last: name, where opened, and the schema in scope inside.
    private var sections: [(name: String, location: SourceLocation, schema: ContextSchema)] = []
    private var scopes: [ContextSchema]
    private var sawPragma = false

    private init(path: String, text: String, root: ContextSchema) {
        self.path = path
        self.text = Array(text)
        self.scopes = [root]
    }

    /// The problems of `text`, read from `path`, rendered with contexts of `root`'s schema.
    static func check(_ text: String, path: String, root: ContextSchema) -> [Diagnostic] {
        var checker = TemplateChecker(path: path, text: text, root: root)
        checker.scan()
        return checker.diagnostics
    }

    private var location: SourceLocation { SourceLocation(path: path, line: line, column: column) }

    private mutating func advance() {
        if text[position] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        position += 1
    }

    private func starts(with marker: String, at index: Int) -> Bool {
        let marker = Array(marker)
        guard index + marker.count <= text.count else { return false }
        return Array(text[index..<index + marker.count]) == marker
    }

    private mutating func scan() {
        while position < text.count {
            if starts(with: "{{", at: position) {
                scanTag()
            } else {
                advance()
            }
        }
        for open in sections {
            diagnostics.append(.error("the section '\(open.name)' is never closed with {{/\(open.name)}}", at: open.location))
        }
        if !sawPragma {
            diagnostics.append(.error("the template must contain \(Self.textPragma), or Mustache escapes '<' and '\"' as HTML", at: SourceLocation(path: path, line: 1, column: 1)))
        }
    }

    private mutating func scanTag() {
        let start = location
        let isTriple = starts(with: "{{{", at: position)
        let closer = isTriple ? "}}}" : "}}"
        var index = position + (isTriple ? 3 : 2)
        let contentStart = index
        while index < text.count, !starts(with: closer, at: index) { index += 1 }
        guard index < text.count else {
            diagnostics.append(.error("this tag is never closed with '\(closer)'", at: start))
            position = text.count
            return
        }
        let content = String(text[contentStart..<index]).trimmingSpaces()
        let end = index + closer.count
        while position < end { advance() }
        if isTriple {
            use(content, as: .text, at: start)
        } else {
            interpret(content, at: start)
        }
    }

    private mutating func interpret(_ content: String, at location: SourceLocation) {
        guard let sigil = content.first else {
            diagnostics.append(.error("empty tag '{{}}'", at: location))
            return
        }
        let name = String(content.dropFirst()).trimmingSpaces()
        switch sigil {
        case "!":
            return
        case "%":
            if content.filter({ $0 != " " }) == "%CONTENT_TYPE:TEXT" {
                sawPragma = true
            } else {
                diagnostics.append(.error("unsupported pragma '{{\(content)}}'; templates use \(Self.textPragma)", at: location))
            }
        case "#", "^":
            openSection(name, inverted: sigil == "^", at: location)
        case "/":
            closeSection(name, at: location)
        case "&":
            use(name, as: .text, at: location)
        case ">", "<", "$", "=":
            diagnostics.append(.error("'{{\(sigil)' is not supported in reduxgen templates; the contexts give every value a template needs", at: location))
        default:
            use(content, as: .text, at: location)
        }
    }

    private func resolve(_ name: String) -> ContextKind? {
        for scope in scopes.reversed() {
            if let kind = scope.kinds[name] { return kind }
        }
        return nil
    }

    private var namesInScope: [String] {
        Array(Set(scopes.flatMap { $0.kinds.keys })).sorted()
    }

    private mutating func unknown(_ name: String, at location: SourceLocation) {
        let scope = scopes.last?.name ?? "feature"
        var message = "unknown name '\(name)' in the \(scope) context"
        if let match = Suggestions.closest(to: name, among: namesInScope) {
            message += "; did you mean '\(match)'?"
        } else {
            message += "; the names here are " + Suggestions.listing(namesInScope)
        }
        diagnostics.append(.error(message, at: location))
    }

    private mutating func use(_ name: String, as expected: ContextKind, at location: SourceLocation) {
        if name.contains(".") || name.contains("(") {
            diagnostics.append(.error("'\(name)': dotted names, '.' and transforms are not supported; use a name of the context", at: location))
            return
        }
        guard let kind = resolve(name) else { return unknown(name, at: location) }
        if case .text = kind { return }
        let what = if case .flag = kind { "a flag" } else { "a list" }
        diagnostics.append(.error("'\(name)' is \(what): use it as a section, {{#\(name)}}…{{/\(name)}}", at: location))
    }

    private mutating func openSection(_ name: String, inverted: Bool, at location: SourceLocation) {
        var inner = scopes.last!
        switch resolve(name) {
        case nil:
            unknown(name, at: location)
        case .text:
            diagnostics.append(.error("'\(name)' is text: write it as {{\(name)}}, not as a section", at: location))
        case .flag:
            break
        case .list(let element):
            if !inverted { inner = element }
        }
        sections.append((name, location, inner))
        scopes.append(inner)
    }

    private mutating func closeSection(_ name: String, at location: SourceLocation) {
        guard let open = sections.last else {
            diagnostics.append(.error("{{/\(name)}} closes no open section", at: location))
            return
        }
        if open.name != name {
            diagnostics.append(.error(
                "{{/\(name)}} does not close the open section '\(open.name)'",
                at: location,
                notes: [.note("'\(open.name)' is opened here", at: open.location)]))
        }
        sections.removeLast()
        scopes.removeLast()
    }
}
