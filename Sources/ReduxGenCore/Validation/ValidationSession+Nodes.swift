/// Shape checks shared by every part of a spec.
extension ValidationSession {

    /// The pairs of `node` if it is a mapping; otherwise an error naming what was expected.
    /// A null node is an empty mapping.
    mutating func mapping(_ node: YAMLNode, what: @autoclosure () -> String, expected: @autoclosure () -> String) -> [YAMLNode.Pair]? {
        switch node.content {
        case .mapping(let pairs): return pairs
        case .scalar where node.isNull: return []
        default:
            error("\(what()) must be \(expected()), not \(node.shapeDescription)", at: node.position)
            return nil
        }
    }

    /// The items of a list (`[query, draft]`, or one name written alone); for anything else
    /// an error, `expected` (`'reads' must be a list of state fields, like [query]`) followed
    /// by what was written instead, and no items.
    mutating func listItems(_ node: YAMLNode, expected: @autoclosure () -> String) -> [YAMLNode] {
        switch node.content {
        case .sequence(let elements): return elements
        case .scalar where !node.isNull: return [node]
        default:
            error("\(expected()), not \(node.shapeDescription)", at: node.position)
            return []
        }
    }

    /// The text of `node` if it is a non-null scalar; otherwise an error.
    mutating func scalar(_ node: YAMLNode, what: @autoclosure () -> String) -> String? {
        switch node.content {
        case .scalar(let text, _) where !node.isNull:
            return text
        case .scalar:
            error("\(what()) has no value", at: node.position)
        case .mapping, .sequence:
            error("\(what()) must be a single value, not \(node.shapeDescription)", at: node.position)
        }
        return nil
    }

    /// Checks that `name` can name what `place` says in generated code.
    @discardableResult
    mutating func checkName(_ name: String, as place: NamePlace, at position: SourcePosition) -> Bool {
        guard let problem = SwiftNames.problem(with: name, as: place) else { return true }
        error(problem, at: position)
        return false
    }

    /// Parses `node` as a Swift type, reporting where it goes wrong.
    mutating func type(_ node: YAMLNode, what: @autoclosure () -> String) -> SwiftType? {
        if let spelling = Self.unquotedCollectionType(node) {
            error("\(what()) must be a single value, not a list" + Self.quotingHint(spelling), at: node.position)
            return nil
        }
        guard let text = scalar(node, what: what()) else { return nil }
        do {
            var type = try parsedType(text)
            type.source = TypeSource(node)
            return type
        } catch {
            self.error("\(what()) is not a Swift type: \(error.message)", at: position(in: node, offset: error.offset))
            return nil
        }
    }

    /// `text` parsed as a Swift type, once per spec (see `parsedTypes`).
    private mutating func parsedType(_ text: String) throws(SwiftTypeParser.Failure) -> SwiftType {
        if let type = parsedTypes[text] { return type }
        let type = try SwiftTypeParser.parse(text)
        parsedTypes[text] = type
        return type
    }

    /// `[Repo]` for the list YAML reads from an unquoted `[Repo]`, `[Int: Repo]` for
    /// `[Int: Repo]`: the array or dictionary type the list was meant to be; `nil` for a list
    /// that spells no type.
    static func unquotedCollectionType(_ node: YAMLNode) -> String? {
        guard case .sequence(let items) = node.content, items.count == 1 else { return nil }
        let inner: String
        switch items[0].content {
        case .scalar(let text, _) where !items[0].isNull:
            inner = text
        case .mapping(let pairs) where pairs.count == 1:
            guard case .scalar(let value, _) = pairs[0].value.content, !pairs[0].value.isNull else { return nil }
            inner = pairs[0].key + ": " + value
        default:
            return nil
        }
        guard let type = try? SwiftTypeParser.parse("[" + inner + "]") else { return nil }
        return type.spelling
    }

    /// `; YAML reads [Repo] as a list: quote the type, "[Repo]"`.
    static func quotingHint(_ spelling: String) -> String {
        "; YAML reads \(spelling) as a list: quote the type, \"\(spelling)\""
    }

    /// `text` as a YAML scalar that reads back as itself: quoted where YAML would read it
    /// otherwise (`"[Message]"`, a list in YAML).
    static func yamlScalar(_ text: String) -> String {
        guard let first = text.first, "[{!&*#|>'\"%@`".contains(first) || text.contains(": ") || text.contains(" #") else { return text }
        return "\"" + text + "\""
    }

    /// The hint for a list where a type or a mapping was expected, when the list spells a type.
    static func listHint(_ node: YAMLNode) -> String {
        unquotedCollectionType(node).map(quotingHint) ?? ""
    }

    /// The position of the Unicode scalar at `offset` of a scalar written on one line as it
    /// reads (after its quote); the scalar's own position when offsets are not columns.
    func position(in node: YAMLNode, offset: Int) -> SourcePosition {
        guard case .scalar(_, let style) = node.content, style != .transformed else {
            return node.position
        }
        return node.position.advanced(byColumns: offset + (style == .quoted ? 1 : 0))
    }
}
