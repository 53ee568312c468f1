import CLibYAML

/// Reads one YAML document with LibYAML's event parser into a `YAMLNode` tree that keeps
/// every node's line and column.
///
/// It rejects what a spec never needs and what would make later stages unsafe: more than one
/// document, aliases (no alias bomb can expand), duplicate keys (LibYAML accepts them
/// silently), keys that are not scalars, and nesting deeper than `maximumDepth`.
package struct YAMLLoader: Sendable {
    /// The deepest nesting of mappings and lists accepted; specs need three levels.
    package var maximumDepth = 32

    /// Creates a loader.
    package init() {}

    /// Parses `bytes`, read from `path`. Returns the document's root node, or `nil` with
    /// at least one error in `diagnostics`. An empty document is an error.
    ///
    /// After a duplicate key or an alias the tree is still returned (without the duplicate,
    /// with the alias as null), with the error in `diagnostics`, so that validation can report
    /// the spec's other mistakes in the same run.
    package func load(_ bytes: [UInt8], path: String, diagnostics: inout [Diagnostic]) -> YAMLNode? {
        var session = ParseSession(path: path, maximumDepth: maximumDepth)
        // An empty array may have no storage; LibYAML needs a valid pointer even for no bytes.
        let storage = bytes.isEmpty ? [0] : bytes
        return storage.withUnsafeBufferPointer { buffer in
            session.run(UnsafeBufferPointer(rebasing: buffer.prefix(bytes.count)), diagnostics: &diagnostics)
        }
    }
}

/// The state of one parse: LibYAML's parser and the stack of nodes being built.
private struct ParseSession {
    /// A mapping or list whose end event has not come yet.
    private struct OpenCollection {
        var isMapping: Bool
        var start: SourcePosition
        /// Where its items start in `items`.
        var firstItem: Int
    }

    let path: String
    let maximumDepth: Int
    private var stack: [OpenCollection] = []
    /// The items of every open collection, the innermost one's last.
    private var items: [YAMLNode] = []
    private var root: YAMLNode?
    private var documentCount = 0
    /// Set by an error after which the parse cannot go on.
    private var failed = false

    init(path: String, maximumDepth: Int) {
        self.path = path
        self.maximumDepth = maximumDepth
    }

    mutating func run(_ input: UnsafeBufferPointer<UInt8>, diagnostics: inout [Diagnostic]) -> YAMLNode? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else {
            diagnostics.append(.error("could not start the YAML parser", at: location(line: 0, column: 0)))
            return nil
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, input.baseAddress!, input.count)

        var event = yaml_event_t()
        while !failed {
            guard yaml_parser_parse(&parser, &event) != 0 else {
                diagnostics.append(syntaxError(parser, input: input))
                return nil
            }
            let isEnd = event.type == YAML_STREAM_END_EVENT
            handle(event, diagnostics: &diagnostics)
            yaml_event_delete(&event)
            if isEnd { break }
        }
        if failed { return nil }
        guard let root, !root.isNull else {
            diagnostics.append(.error("the spec is empty: expected a mapping with at least a 'state' key", at: location(line: 0, column: 0)))
            return nil
        }
        return root
    }

    private mutating func handle(_ event: yaml_event_t, diagnostics: inout [Diagnostic]) {
        // Made only for the events that need it: most end events do not.
        var start: SourcePosition { position(event.start_mark) }
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documentCount += 1
            if documentCount > 1 {
                fail(.error("a spec holds one YAML document; remove this '---' and what follows, or move it to its own file", at: location(start)), &diagnostics)
            }
        case YAML_ALIAS_EVENT:
            diagnostics.append(.error("aliases ('*name') are not supported in specs; write the value out", at: location(start)))
            append(YAMLNode(.scalar("", .plain), at: start))
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            let style: YAMLNode.ScalarStyle
            switch scalar.style {
            case YAML_LITERAL_SCALAR_STYLE, YAML_FOLDED_SCALAR_STYLE: style = .transformed
            // Written over several lines, its line breaks folded.
            case _ where event.end_mark.line != event.start_mark.line: style = .transformed
            case YAML_PLAIN_SCALAR_STYLE, YAML_ANY_SCALAR_STYLE: style = .plain
            // Escapes (`\x01`, `''`) make the text shorter than what is written between the quotes.
            case _ where event.end_mark.index - event.start_mark.index != text.unicodeScalars.count + 2: style = .transformed
            default: style = .quoted
            }
            append(YAMLNode(.scalar(text, style), at: start))
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            if stack.count >= maximumDepth {
                fail(.error("the spec nests deeper than \(maximumDepth) levels", at: location(start)), &diagnostics)
                return
            }
            stack.append(OpenCollection(isMapping: event.type == YAML_MAPPING_START_EVENT, start: start, firstItem: items.count))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard !stack.isEmpty else { return }
            let open = stack.removeLast()
            append(makeCollection(open, diagnostics: &diagnostics))
        default:
            break
        }
    }

    private mutating func append(_ node: YAMLNode) {
        if stack.isEmpty {
            root = node
        } else {
            items.append(node)
        }
    }

    /// The mapping or list `open`, made of the last items of `items`, which it takes.
    private mutating func makeCollection(_ open: OpenCollection, diagnostics: inout [Diagnostic]) -> YAMLNode {
        defer { items.removeSubrange(open.firstItem...) }
        // A mapping pairs its items up where they are; a list keeps them in an array of its own.
        if open.isMapping {
            return makeMapping(items[open.firstItem...], at: open.start, diagnostics: &diagnostics)
        }
        return YAMLNode(.sequence(Array(items[open.firstItem...])), at: open.start)
    }

    /// Pairs up a mapping's items (key, value, key, value, …), rejecting non-scalar and
    /// duplicate keys.
    private mutating func makeMapping(_ items: ArraySlice<YAMLNode>, at position: SourcePosition, diagnostics: inout [Diagnostic]) -> YAMLNode {
        var pairs: [YAMLNode.Pair] = []
        pairs.reserveCapacity(items.count / 2)
        // A duplicate is found by a search of the keys read so far: a spec's mappings have a
        // few keys, which a search compares sooner than a hash is made. A mapping of many keys
        // (a generated spec's) indexes them instead, so that its check stays linear.
        var indexOfKey: [String: Int]?
        // LibYAML sends a value after every key.
        for index in stride(from: items.startIndex, to: items.endIndex - 1, by: 2) {
            let key = items[index]
            guard case .scalar(let name, _) = key.content else {
                fail(.error("a key must be a plain name, not \(key.shapeDescription)", at: location(key.position)), &diagnostics)
                continue
            }
            if let first = indexOfKey.map({ $0[name] }) ?? pairs.firstIndex(where: { $0.key == name }) {
                diagnostics.append(.error(
                    "duplicate key '\(name)'",
                    at: location(key.position),
                    notes: [.note("'\(name)' is first written here", at: location(pairs[first].keyPosition))]))
                continue
            }
            pairs.append(YAMLNode.Pair(key: name, keyPosition: key.position, value: items[index + 1]))
            if indexOfKey != nil {
                indexOfKey?[name] = pairs.count - 1
            } else if pairs.count == Self.keysSearched {
                indexOfKey = Dictionary(uniqueKeysWithValues: pairs.enumerated().map { ($1.key, $0) })
            }
        }
        return YAMLNode(.mapping(pairs), at: position)
    }

    private mutating func fail(_ diagnostic: Diagnostic, _ diagnostics: inout [Diagnostic]) {
        diagnostics.append(diagnostic)
        failed = true
    }

    /// LibYAML's own message, at the spot it names, with its context as a note.
    private func syntaxError(_ parser: yaml_parser_t, input: UnsafeBufferPointer<UInt8>) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "the YAML does not parse"
        if parser.error == YAML_READER_ERROR {
            let at = lineAndColumn(ofOffset: parser.problem_offset, in: input)
            let detail = problem.contains("UTF-8") || problem.contains("octet") ? "the spec is not valid UTF-8 (\(problem))" : problem
            return .error(detail, at: at)
        }
        var message = "invalid YAML: \(problem)"
        var notes: [Diagnostic] = []
        if let context = parser.context.map({ String(cString: $0) }) {
            message += " \(context)"
            let contextPosition = position(parser.context_mark)
            if contextPosition != position(parser.problem_mark) {
                notes.append(.note("\(context.replacingPrefix("while ", with: "")) starts here", at: location(contextPosition)))
            }
        }
        let line = Self.scalars(ofLine: parser.problem_mark.line, in: input)
        let column = parser.problem_mark.column
        // LibYAML reads no key longer than 1024 characters: the ':' after one is an error it
        // words as if the line were indented wrongly.
        if let key = Self.overlongKey(endingBefore: column, in: line) {
            return .error(
                "invalid YAML: a key can be at most \(Self.maximumKeyLength) characters long, and this one is \(key.length); shorten it",
                at: location(line: parser.problem_mark.line, column: key.start))
        }
        if problem.hasPrefix("did not find expected key") || problem.hasPrefix("mapping values are not allowed") {
            message += "; check the indentation of this line"
        }
        if problem.contains("cannot start any token"), column < line.count, line[column] == "\t" {
            message = "invalid YAML: a tab cannot indent YAML; use spaces"
        }
        // At the end of a spec without a final line break, LibYAML's mark is on the line after
        // the last: the end of the last line is where the spec ends. (Its index counts
        // characters, not bytes.)
        let characterCount = input.count - input.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 1 : 0) }
        let at = parser.problem_mark.index >= characterCount ? lineAndColumn(ofOffset: input.count, in: input) : location(parser.problem_mark)
        return .error(message, at: at, notes: notes)
    }

    /// The most keys of a mapping that a duplicate is searched among; a mapping of more keys
    /// indexes them.
    private static let keysSearched = 32

    /// The longest key LibYAML reads, in characters.
    static let maximumKeyLength = 1024

    /// The Unicode scalars of the 0-based `line` of `input` (LibYAML's columns count them).
    private static func scalars(ofLine line: Int, in input: UnsafeBufferPointer<UInt8>) -> [Unicode.Scalar] {
        let lines = input.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard line >= 0, line < lines.count else { return [] }
        return Array(String(decoding: lines[line], as: UTF8.self).unicodeScalars)
    }

    /// The 0-based column and the length of the key written before `column` of `line`, when
    /// it is longer than YAML allows: from after the indentation, a `- ` or a flow mapping's
    /// `{` or `,` to the last character before `column` that is not a space.
    private static func overlongKey(endingBefore column: Int, in line: [Unicode.Scalar]) -> (start: Int, length: Int)? {
        guard column > maximumKeyLength, column <= line.count else { return nil }
        var end = column
        while end > 0, line[end - 1] == " " { end -= 1 }
        var start = line[..<end].lastIndex { $0 == "{" || $0 == "," || $0 == "[" }.map { $0 + 1 } ?? 0
        while start < end, line[start] == " " || (line[start] == "-" && start + 1 < end && line[start + 1] == " ") { start += 1 }
        return end - start > maximumKeyLength ? (start, end - start) : nil
    }

    private func lineAndColumn(ofOffset offset: Int, in input: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        var line = 0
        var lineStart = 0
        let end = min(max(offset, 0), input.count)
        for index in 0..<end where input[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return location(line: line, column: end - lineStart)
    }

    /// The position of LibYAML's `mark`, whose line and column count from 0.
    private func position(_ mark: yaml_mark_t) -> SourcePosition {
        SourcePosition(zeroBasedLine: Int(mark.line), column: Int(mark.column))
    }

    /// The location of `mark` in this spec, for a diagnostic.
    private func location(_ mark: yaml_mark_t) -> SourceLocation {
        location(position(mark))
    }

    /// The location of `position` in this spec, for a diagnostic.
    private func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(path: path, position)
    }

    /// The location of a 0-based line and column in this spec, for a diagnostic.
    private func location(line: Int, column: Int) -> SourceLocation {
        location(SourcePosition(zeroBasedLine: line, column: column))
    }
}

extension String {
    fileprivate func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
