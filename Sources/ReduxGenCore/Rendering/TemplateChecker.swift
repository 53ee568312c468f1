/// Checks a template against the context it will be rendered with, before anything is
/// rendered: every name must exist where it is used and be used as what it is (text as
/// `{{name}}`, flags and lists as sections), sections must nest, and only the Mustache
/// features reduxgen supports may appear. A misspelt name is an error at its line and
/// column, never an empty string in the output.
struct TemplateChecker {
    /// The pragma every template carries, as in standard Mustache renderers that would
    /// otherwise escape `<` and `"` as HTML; it keeps reduxgen's templates portable.
    static let textPragma = "{{% CONTENT_TYPE: TEXT }}"

    private let path: String
    private var diagnostics: [Diagnostic] = []
    /// Open sections, innermost last: name and where opened.
    private var sections: [(name: String, location: SourceLocation)] = []
    /// The schemas in scope, innermost last.
    private var scopes: [ContextSchema]
    private var sawPragma = false

    private init(path: String, root: ContextSchema) {
        self.path = path
        self.scopes = [root]
    }

    /// The problems of `text`, read from `path`, rendered with contexts of `root`'s schema.
    static func check(_ text: String, path: String, root: ContextSchema) -> [Diagnostic] {
        let tokens: [TemplateToken]
        do {
            tokens = try TemplateTokenizer.tokenize(text)
        } catch {
            return [.error("this tag is never closed with '\(error.closer)'", at: SourceLocation(path: path, line: error.line, column: error.column))]
        }
        var checker = TemplateChecker(path: path, root: root)
        for token in tokens {
            guard case .tag(let kind, let name) = token.content else { continue }
            checker.check(kind, name, at: SourceLocation(path: path, line: token.line, column: token.column))
        }
        checker.finish()
        return checker.diagnostics
    }

    private mutating func check(_ kind: TemplateToken.TagKind, _ name: String, at location: SourceLocation) {
        switch kind {
        case .comment:
            return
        case .pragma:
            if name.filter({ $0 != " " }) == "CONTENT_TYPE:TEXT" {
                sawPragma = true
            } else {
                diagnostics.append(.error("unsupported pragma '{{%\(name)}}'; templates use \(Self.textPragma)", at: location))
            }
        case .section, .invertedSection:
            openSection(name, inverted: kind == .invertedSection, at: location)
        case .close:
            closeSection(name, at: location)
        case .value:
            use(name, at: location)
        case .unsupported(let sigil):
            diagnostics.append(.error("'{{\(sigil)' is not supported in reduxgen templates; the contexts give every value a template needs", at: location))
        }
    }

    private mutating func finish() {
        for open in sections {
            diagnostics.append(.error("the section '\(open.name)' is never closed with {{/\(open.name)}}", at: open.location))
        }
        if !sawPragma {
            diagnostics.append(.error("the template must contain \(Self.textPragma), or other Mustache tools escape '<' and '\"' as HTML", at: SourceLocation(path: path, line: 1, column: 1)))
        }
    }

    private func resolve(_ name: String) -> ContextKind? {
        for scope in scopes.reversed() {
            if let kind = scope.kind(of: name) { return kind }
        }
        return nil
    }

    private var namesInScope: [String] {
        Array(Set(scopes.flatMap { $0.names })).sorted()
    }

    private mutating func unknown(_ name: String, at location: SourceLocation) {
        if name.isEmpty {
            diagnostics.append(.error("empty tag '{{}}'", at: location))
            return
        }
        let scope = scopes.last?.name ?? "feature"
        var message = "unknown name '\(name)' in the \(scope) context"
        if let match = Suggestions.closest(to: name, among: namesInScope) {
            message += "; did you mean '\(match)'?"
        } else {
            message += "; the names here are " + Suggestions.listing(namesInScope)
        }
        diagnostics.append(.error(message, at: location))
    }

    private mutating func use(_ name: String, at location: SourceLocation) {
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
        sections.append((name, location))
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
