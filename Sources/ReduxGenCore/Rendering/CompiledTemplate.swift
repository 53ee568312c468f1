/// A template compiled once against the typed context tables: every name is resolved when
/// the template is loaded, to a reader and a depth in the context stack, so rendering is
/// appending to one string, with no name lookups, no `Any` and no dynamic casts.
///
/// It renders the Mustache subset that `TemplateChecker` admits (text, values, sections and
/// inverted sections over flags and lists, comments, the text pragma), with Mustache's
/// standalone-line rule; compile only templates the checker has passed.
struct CompiledTemplate: Sendable {
    private indirect enum Node: Sendable {
        case text([UInt8])
        case value(depth: Int, read: @Sendable (AnyObject) -> String)
        case flag(depth: Int, read: @Sendable (AnyObject) -> Bool, inverted: Bool, body: [Node])
        case list(
            depth: Int,
            isEmpty: @Sendable (AnyObject) -> Bool,
            forEach: @Sendable (AnyObject, (AnyObject) -> Void) -> Void,
            inverted: Bool,
            body: [Node])
    }

    private let nodes: [Node]

    /// Compiles `source`, whose names are read with `root`'s readers.
    init(_ source: String, root: [String: ContextReader]) {
        guard let tokens = try? TemplateTokenizer.tokenize(source) else {
            preconditionFailure("TemplateChecker rejects templates with unclosed tags")
        }
        var index = 0
        var scopes = [root]
        nodes = Self.build(tokens, &index, &scopes)
    }

    /// The template rendered for `root`, as UTF-8.
    func render(_ root: some RenderContext) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(4 * 1024)
        var stack: [AnyObject] = [root]
        Self.render(nodes, &stack, into: &output)
        return output
    }

    private static func resolve(_ name: String, _ scopes: [[String: ContextReader]]) -> (depth: Int, reader: ContextReader) {
        for (depth, scope) in scopes.reversed().enumerated() {
            if let reader = scope[name] { return (depth, reader) }
        }
        preconditionFailure("TemplateChecker resolves every name: \(name)")
    }

    private static func build(_ tokens: [TemplateToken], _ index: inout Int, _ scopes: inout [[String: ContextReader]]) -> [Node] {
        var nodes: [Node] = []
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            guard case .tag(let kind, let name) = token.content else {
                if case .text(let text) = token.content { nodes.append(.text(Array(text.utf8))) }
                continue
            }
            switch kind {
            case .comment, .pragma, .unsupported:
                continue
            case .close:
                return nodes
            case .section, .invertedSection:
                let (depth, reader) = resolve(name, scopes)
                let inverted = kind == .invertedSection
                switch reader {
                case .flag(let read):
                    // A flag's section renders in the enclosing scope: nothing is pushed.
                    let body = build(tokens, &index, &scopes)
                    nodes.append(.flag(depth: depth, read: read, inverted: inverted, body: body))
                case .list(let isEmpty, let forEach, _) where inverted:
                    // So does an inverted list's: it renders once, when the list is empty.
                    let body = build(tokens, &index, &scopes)
                    nodes.append(.list(depth: depth, isEmpty: isEmpty, forEach: forEach, inverted: true, body: body))
                case .list(let isEmpty, let forEach, let elementReaders):
                    scopes.append(elementReaders())
                    let body = build(tokens, &index, &scopes)
                    scopes.removeLast()
                    nodes.append(.list(depth: depth, isEmpty: isEmpty, forEach: forEach, inverted: false, body: body))
                case .text:
                    preconditionFailure("TemplateChecker rejects sections over text")
                }
            case .value:
                guard case (let depth, .text(let read)) = resolve(name, scopes) else {
                    preconditionFailure("TemplateChecker rejects values that are not text")
                }
                nodes.append(.value(depth: depth, read: read))
            }
        }
        return nodes
    }

    private static func render(_ nodes: [Node], _ stack: inout [AnyObject], into output: inout [UInt8]) {
        for node in nodes {
            switch node {
            case .text(let text):
                output.append(contentsOf: text)
            case .value(let depth, let read):
                output.appendUTF8(read(stack[stack.count - 1 - depth]))
            case .flag(let depth, let read, let inverted, let body):
                guard read(stack[stack.count - 1 - depth]) != inverted else { continue }
                render(body, &stack, into: &output)
            case .list(let depth, let isEmpty, let forEach, let inverted, let body):
                let context = stack[stack.count - 1 - depth]
                if inverted {
                    guard isEmpty(context) else { continue }
                    render(body, &stack, into: &output)
                } else {
                    forEach(context) { element in
                        stack.append(element)
                        render(body, &stack, into: &output)
                        stack.removeLast()
                    }
                }
            }
        }
    }
}

extension [UInt8] {
    /// Appends the UTF-8 of `string`: one copy of its bytes where they are contiguous (they
    /// are for every native string), rather than a walk over its `utf8` view.
    mutating func appendUTF8(_ string: String) {
        let copied: Void? = string.utf8.withContiguousStorageIfAvailable { bytes in append(contentsOf: bytes) }
        if copied == nil { append(contentsOf: string.utf8) }
    }
}
