/// Renders a value as indented lines, one stored property per line, so that two values can
/// be compared line by line (see ``LineDiff``).
///
/// Structs and classes print as `TypeName(label: value, ...)`, enums as `.case(payload)`,
/// collections as `[...]`, dictionaries and sets sorted so that their order does not show up
/// as a difference. A nested value that fits in ``inlineWidth`` characters stays on one line;
/// the outermost value too, unless told to spread it over lines.
enum ValueDump {
    /// The longest nested value, in characters, that is written on one line.
    static let inlineWidth = 72
    /// How deep nesting is followed (reference cycles stop here).
    private static let maximumDepth = 24

    /// The lines of `value`; with `spreadingOutermost` (for states) its own properties get one
    /// line each even when they would fit on one.
    static func lines(of value: Any, spreadingOutermost: Bool = true) -> [String] {
        lines(of: node(of: value, depth: 0), label: "", indent: "", spreading: spreadingOutermost)
    }

    /// `value` on one line.
    static func line(of value: Any) -> String {
        inline(node(of: value, depth: 0))
    }

    /// A value's shape: text, or a bracketed group of (optionally labelled) children.
    private indirect enum Node {
        case leaf(String)
        case group(open: String, close: String, children: [(label: String?, node: Node)])
    }

    private static func node(of value: Any, depth: Int) -> Node {
        // A duration's stored words mean nothing to a reader: its own description does.
        if let duration = value as? Duration { return .leaf("\(duration)") }
        let mirror = Mirror(reflecting: value)
        guard depth < maximumDepth else { return .leaf("…") }
        let children = Array(mirror.children)
        func child(_ value: Any) -> Node { node(of: value, depth: depth + 1) }
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = children.first else { return .leaf("nil") }
            return child(wrapped.value)
        case .enum:
            guard let payload = children.first else { return .leaf(".\(value)") }
            let name = payload.label ?? "\(value)"
            let payloadMirror = Mirror(reflecting: payload.value)
            let fields: [(label: String?, node: Node)] =
                if payloadMirror.displayStyle == .tuple {
                    payloadMirror.children.map { (tupleLabel($0.label), child($0.value)) }
                } else {
                    [(nil, child(payload.value))]
                }
            return .group(open: ".\(name)(", close: ")", children: fields)
        case .tuple:
            return .group(open: "(", close: ")", children: children.map { (tupleLabel($0.label), child($0.value)) })
        case .collection:
            return .group(open: "[", close: "]", children: children.map { (nil, child($0.value)) })
        case .set:
            let elements = children.map { child($0.value) }.sorted { inline($0) < inline($1) }
            return .group(open: "Set([", close: "])", children: elements.map { (nil, $0) })
        case .dictionary:
            guard !children.isEmpty else { return .leaf("[:]") }
            let pairs: [(label: String?, node: Node)] = children.map { pair in
                let parts = Array(Mirror(reflecting: pair.value).children)
                return (inline(child(parts[0].value)), child(parts[1].value))
            }
            return .group(open: "[", close: "]", children: pairs.sorted { ($0.label ?? "") < ($1.label ?? "") })
        case .struct, .class:
            let name = String(describing: type(of: value))
            return .group(open: "\(name)(", close: ")", children: children.map { ($0.label, child($0.value)) })
        default:
            guard !children.isEmpty else { return .leaf(String(reflecting: value)) }
            let name = String(describing: type(of: value))
            return .group(open: "\(name)(", close: ")", children: children.map { ($0.label, child($0.value)) })
        }
    }

    /// Tuple labels of unlabelled elements are `.0`, `.1`, …: those print without a label.
    private static func tupleLabel(_ label: String?) -> String? {
        guard let label, !label.hasPrefix(".") else { return nil }
        return label
    }

    private static func inline(_ node: Node) -> String {
        switch node {
        case .leaf(let text):
            return text
        case .group(let open, let close, let children):
            let items = children.map { child in (child.label.map { "\($0): " } ?? "") + inline(child.node) }
            return open + items.joined(separator: ", ") + close
        }
    }

    private static func lines(of node: Node, label: String, indent: String, spreading: Bool) -> [String] {
        guard case .group(let open, let close, let children) = node, !children.isEmpty else {
            return [indent + label + inline(node)]
        }
        let single = indent + label + inline(node)
        if !spreading && single.count - indent.count <= inlineWidth {
            return [single]
        }
        var result = [indent + label + open]
        for child in children {
            var childLines = lines(
                of: child.node,
                label: child.label.map { "\($0): " } ?? "",
                indent: indent + "  ",
                spreading: false
            )
            childLines[childLines.count - 1] += ","
            result += childLines
        }
        result.append(indent + close)
        return result
    }
}
