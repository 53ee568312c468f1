/// A Mustache template checked against the typed context it is rendered with, as a tree of
/// text, values and sections whose names are resolved to the context fields they read.
///
/// Checking happens when the template is made: every name must exist where it is used and
/// be used as what it is (text as `{{name}}`, flags and lists as sections), sections must
/// nest, and only the Mustache features reduxgen supports may appear (text, values,
/// sections and inverted sections, comments, the text pragma and the names' version
/// pragma). A misspelt name is an error at its line and column, never an empty string in
/// the output.
///
/// ```swift
/// var diagnostics: [Diagnostic] = []
/// let template = Template(text, path: "Templates/State.mustache", root: FeatureContext.schema, diagnostics: &diagnostics)
/// let swift = template?.render(FeatureContext(plan))
/// ```
struct Template: Sendable {
    /// One piece of a template. A value or section reads the field at `index` of the context
    /// at `depth` of the render's stack: the root at depth 0, the element of a list section
    /// nested `n` deep at depth `n`.
    enum Node: Sendable {
        /// Literal text, written out as it is.
        case text(String)
        case value(depth: Int, index: Int)
        case flagSection(depth: Int, index: Int, inverted: Bool, body: [Node])
        case listSection(depth: Int, index: Int, inverted: Bool, body: [Node])
    }

    /// One step of rendering: the nodes laid out flat, a section's body right after it, with
    /// the literal text in one array (`text`). A template is shared by every spec a run
    /// renders, on every core; walking a tree of nodes would retain and release its shared
    /// arrays at every node, from both cores at once, while two flat arrays are read by index.
    struct Step: Sendable {
        enum Operation: Sendable {
            /// Writes `text[start..<end]`.
            case text
            /// Writes the text field `index` of the context at `depth`.
            case value
            /// Renders the steps up to `end` if the flag is set (unset when `inverted`).
            case flagSection
            /// Renders the steps up to `end` once per element of the list, or once if it is
            /// empty and `inverted`.
            case listSection
        }

        var operation: Operation
        var inverted = false
        var depth = 0
        var index = 0
        /// Where the text starts in `text`; for a section, its first step.
        var start: Int
        /// Where the text ends in `text`; for a section, the step after its body.
        var end: Int
    }

    /// The pragma every template carries, as in standard Mustache renderers that would
    /// otherwise escape `<` and `"` as HTML; it keeps reduxgen's templates portable.
    static let textPragma = "{{% CONTENT_TYPE: TEXT }}"

    private let steps: [Step]
    /// The literal text of every `.text` step.
    private let text: [UInt8]

    /// The template of `text`, read from `path`, checked against `root`; `nil` with the
    /// problems added to `diagnostics` when it does not pass.
    init?(_ text: String, path: String, root: ContextSchema, diagnostics: inout [Diagnostic]) {
        let tokens: [TemplateToken]
        do {
            tokens = try TemplateTokenizer.tokenize(text)
        } catch {
            diagnostics.append(.error(
                "this tag is never closed with '\(error.closer)'", at: SourceLocation(path: path, line: error.line, column: error.column)))
            return nil
        }
        var parser = Parser(path: path, root: root)
        for token in tokens { parser.add(token) }
        let nodes = parser.finish()
        diagnostics += parser.diagnostics
        guard !parser.diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        var steps: [Step] = []
        var literal: [UInt8] = []
        Self.layOut(nodes, into: &steps, text: &literal)
        self.steps = steps
        self.text = literal
    }

    /// Appends the steps of `nodes` to `steps`, and their text to `text`.
    private static func layOut(_ nodes: [Node], into steps: inout [Step], text: inout [UInt8]) {
        for node in nodes {
            switch node {
            case .text(let literal):
                steps.append(Step(operation: .text, start: text.count, end: text.count + literal.utf8.count))
                text += literal.utf8
            case .value(let depth, let index):
                steps.append(Step(operation: .value, depth: depth, index: index, start: 0, end: 0))
            case .flagSection(let depth, let index, let inverted, let body), .listSection(let depth, let index, let inverted, let body):
                let isList = if case .listSection = node { true } else { false }
                let section = steps.count
                steps.append(Step(operation: isList ? .listSection : .flagSection, inverted: inverted, depth: depth, index: index, start: section + 1, end: 0))
                layOut(body, into: &steps, text: &text)
                steps[section].end = steps.count
            }
        }
    }

    /// The template rendered for `root`, as UTF-8.
    func render<Root: TemplateContext>(_ root: Root) -> [UInt8] {
        var output: [UInt8] = []
        render(root, appendingTo: &output)
        return output
    }

    /// Appends the template rendered for `root`, as UTF-8, to `output`.
    func render<Root: TemplateContext>(_ root: Root, appendingTo output: inout [UInt8]) {
        // Room for a typical generated file, so that the output seldom grows.
        output.reserveCapacity(output.count + 8 * 1024)
        var stack: [RenderedContext] = [RenderedContext.Typed(root)]
        Self.render(steps, steps.indices, text, &stack, into: &output)
    }

    private static func render(
        _ steps: [Step], _ range: Range<Int>, _ text: [UInt8], _ stack: inout [RenderedContext], into output: inout [UInt8]
    ) {
        var position = range.lowerBound
        while position < range.upperBound {
            let step = steps[position]
            switch step.operation {
            case .text:
                output.append(contentsOf: text[step.start..<step.end])
                position += 1
            case .value:
                var value = stack[step.depth].text(at: step.index)
                // The string's UTF-8 in one copy, not byte by byte.
                value.withUTF8 { output.append(contentsOf: $0) }
                position += 1
            case .flagSection:
                if stack[step.depth].flag(at: step.index) != step.inverted {
                    render(steps, step.start..<step.end, text, &stack, into: &output)
                }
                position = step.end
            case .listSection:
                let elements = stack[step.depth].list(at: step.index)
                if step.inverted {
                    if elements.isEmpty { render(steps, step.start..<step.end, text, &stack, into: &output) }
                } else {
                    for element in elements {
                        stack.append(element)
                        render(steps, step.start..<step.end, text, &stack, into: &output)
                        stack.removeLast()
                    }
                }
                position = step.end
            }
        }
    }
}

/// Builds a template's nodes from its tokens, checking each tag.
private struct Parser {
    /// A section being read: its tag, where it is opened, and the nodes read so far.
    private struct OpenSection {
        var name: String
        var location: SourceLocation
        var depth: Int
        var index: Int
        var inverted: Bool
        /// Whether the section is a list's (else a flag's).
        var isList: Bool
        /// Whether the section is a list's, whose elements' names are in scope inside it.
        var pushesScope: Bool
        var nodes: [Template.Node] = []
    }

    let path: String
    private(set) var diagnostics: [Diagnostic] = []
    /// The contexts in scope, by depth: the root's first.
    private var scopes: [ContextSchema]
    private var sections: [OpenSection] = []
    private var nodes: [Template.Node] = []
    private var sawPragma = false
    private var sawNamesPragma = false
    /// The template's name, `State` for `…/State.mustache`, for the commands a message suggests.
    private var templateName: String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".mustache") ? String(file.dropLast(".mustache".count)) : file
    }

    init(path: String, root: ContextSchema) {
        self.path = path
        scopes = [root]
    }

    mutating func add(_ token: TemplateToken) {
        let location = SourceLocation(path: path, line: token.line, column: token.column)
        switch token.content {
        case .text(let text):
            append(.text(text))
        case .tag(.comment, _):
            break
        case .tag(.pragma, let name):
            if name.filter({ $0 != " " }) == "CONTENT_TYPE:TEXT" {
                sawPragma = true
            } else if let version = TemplateNames.version(inPragma: name) {
                sawNamesPragma = true
                if version != TemplateNames.version {
                    error(
                        "this template was written for reduxgen's template names "
                            + (version.map { "version \($0)" } ?? "of no version")
                            + ", and this reduxgen offers version \(TemplateNames.version), whose names differ: compare the template with "
                            + "`reduxgen templates cat \(templateName)` and `reduxgen templates names`, then write \(TemplateNames.versionPragma) here",
                        at: location)
                }
            } else {
                error("unsupported pragma '{{%\(name)}}'; templates use \(Template.textPragma) and \(TemplateNames.versionPragma)", at: location)
            }
        case .tag(.value, let name):
            use(name, at: location)
        case .tag(.section, let name), .tag(.invertedSection, let name):
            open(name, inverted: token.content == .tag(.invertedSection, name: name), at: location)
        case .tag(.close, let name):
            close(name, at: location)
        case .tag(.unsupported(let sigil), _):
            error("'{{\(sigil)' is not supported in reduxgen templates; the contexts give every value a template needs", at: location)
        }
    }

    mutating func finish() -> [Template.Node] {
        for open in sections {
            error("the section '\(open.name)' is never closed with {{/\(open.name)}}", at: open.location)
        }
        if !sawPragma {
            error(
                "the template must contain \(Template.textPragma), or other Mustache tools escape '<' and '\"' as HTML",
                at: SourceLocation(path: path, line: 1, column: 1))
        }
        // (A template without the text pragma has its error already.)
        if sawPragma, !sawNamesPragma {
            diagnostics.append(.warning(
                "the template does not say which template names it was written for; once it matches `reduxgen templates cat \(templateName)`, "
                    + "add \(TemplateNames.versionPragma) after its first line, so that a reduxgen whose names differ says so here",
                at: SourceLocation(path: path, line: 1, column: 1)))
        }
        return nodes
    }

    private mutating func error(_ message: String, at location: SourceLocation, notes: [Diagnostic] = []) {
        diagnostics.append(.error(message, at: location, notes: notes))
    }

    private mutating func append(_ node: Template.Node) {
        if sections.isEmpty {
            nodes.append(node)
        } else {
            sections[sections.count - 1].nodes.append(node)
        }
    }

    /// The innermost context that has `name`: its depth, the name's index and kind.
    private func resolve(_ name: String) -> (depth: Int, index: Int, kind: ContextKind)? {
        for depth in scopes.indices.reversed() {
            if let index = scopes[depth].index(of: name) { return (depth, index, scopes[depth].entries[index].kind) }
        }
        return nil
    }

    private mutating func unknown(_ name: String, at location: SourceLocation) {
        if name.isEmpty { return error("empty tag '{{}}'", at: location) }
        let names = Array(Set(scopes.flatMap(\.names))).sorted()
        var message = "unknown name '\(name)' in the \(scopes[scopes.count - 1].name) context"
        if let match = Suggestions.closest(to: name, among: names) {
            message += "; did you mean '\(match)'?"
        } else {
            message += "; the names here are " + Suggestions.listing(names)
        }
        error(message, at: location)
    }

    private mutating func use(_ name: String, at location: SourceLocation) {
        guard let (depth, index, kind) = resolve(name) else {
            // Context names are identifiers: a name that is not one is looked at only here.
            if name.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "(") }) {
                return error("'\(name)': dotted names, '.' and transforms are not supported; use a name of the context", at: location)
            }
            return unknown(name, at: location)
        }
        switch kind {
        case .text: append(.value(depth: depth, index: index))
        case .flag: error("'\(name)' is a flag: use it as a section, {{#\(name)}}…{{/\(name)}}", at: location)
        case .list: error("'\(name)' is a list: use it as a section, {{#\(name)}}…{{/\(name)}}", at: location)
        }
    }

    private mutating func open(_ name: String, inverted: Bool, at location: SourceLocation) {
        var section = OpenSection(name: name, location: location, depth: 0, index: -1, inverted: inverted, isList: false, pushesScope: false)
        if let (depth, index, kind) = resolve(name) {
            (section.depth, section.index) = (depth, index)
            switch kind {
            case .text:
                error("'\(name)' is text: write it as {{\(name)}}, not as a section", at: location)
                section.index = -1
            case .flag:
                break
            case .list(let element):
                section.isList = true
                if !inverted {
                    scopes.append(element)
                    section.pushesScope = true
                }
            }
        } else {
            unknown(name, at: location)
        }
        sections.append(section)
    }

    private mutating func close(_ name: String, at location: SourceLocation) {
        guard let open = sections.popLast() else {
            return error("{{/\(name)}} closes no open section", at: location)
        }
        if open.name != name {
            error(
                "{{/\(name)}} does not close the open section '\(open.name)'", at: location,
                notes: [.note("'\(open.name)' is opened here", at: open.location)])
        }
        if open.pushesScope { scopes.removeLast() }
        if open.index >= 0 {
            let (depth, index, inverted, body) = (open.depth, open.index, open.inverted, open.nodes)
            append(open.isList
                ? .listSection(depth: depth, index: index, inverted: inverted, body: body)
                : .flagSection(depth: depth, index: index, inverted: inverted, body: body))
        }
    }
}
