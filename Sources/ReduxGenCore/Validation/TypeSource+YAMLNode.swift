/// Where the spec writes a type, read from its YAML node.
extension TypeSource {
    /// The source of the type `node` holds; `nil` when its text is not written as it reads
    /// on one line (a block scalar, a scalar over several lines, escapes).
    init?(_ node: YAMLNode) {
        guard case .scalar(let text, _) = node.content, let start = node.textPosition else { return nil }
        // The text as it is, without a copy, unless spaces surround it.
        guard text.utf8.first == UInt8(ascii: " ") || text.utf8.last == UInt8(ascii: " ") else {
            self.init(text: text, position: start)
            return
        }
        let leadingSpaces = text.utf8.prefix { $0 == UInt8(ascii: " ") }.count
        self.init(text: text.trimmingSpaces(), position: start.advanced(byColumns: leadingSpaces))
    }
}
