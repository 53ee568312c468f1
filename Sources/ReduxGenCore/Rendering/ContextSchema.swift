import Mustache

/// What a name in a template stands for.
indirect enum ContextKind: Sendable {
    /// Text, written with `{{name}}`.
    case text
    /// A flag, for `{{#name}}…{{/name}}` and `{{^name}}…{{/name}}`.
    case flag
    /// A list, whose section is rendered once per element with the element's names in scope.
    case list(ContextSchema)
}

/// The names one kind of context offers to templates. Templates are checked against it
/// when they are loaded, so a misspelt name is an error instead of an empty string.
struct ContextSchema: Sendable {
    /// The context's name in error messages, such as `request`.
    var name: String
    /// Every name and what it stands for.
    var kinds: [String: ContextKind]
}

/// A typed template context: a Swift value whose names are listed, with their kinds, in a
/// static table. Mustache reads it through `child(named:)`, without reflection.
protocol RenderContext: MustacheParent, Sendable {
    /// The names this context offers and how to read them.
    static var table: ContextTable<Self> { get }
}

extension RenderContext {
    func child(named name: String) -> Any? {
        Self.table.readers[name]?(self)
    }
}

/// The names of a context type, with a reader for each.
struct ContextTable<Root: RenderContext>: Sendable {
    /// One entry: a name, its kind and how to read it.
    struct Entry: Sendable {
        var name: String
        var kind: ContextKind
        var read: @Sendable (Root) -> Any

        static func text(_ name: String, _ read: @escaping @Sendable (Root) -> String) -> Entry {
            Entry(name: name, kind: .text, read: read)
        }

        static func flag(_ name: String, _ read: @escaping @Sendable (Root) -> Bool) -> Entry {
            Entry(name: name, kind: .flag, read: read)
        }

        static func list<Element: RenderContext>(_ name: String, _ read: @escaping @Sendable (Root) -> [Element]) -> Entry {
            Entry(name: name, kind: .list(Element.table.schema), read: read)
        }
    }

    let schema: ContextSchema
    let readers: [String: @Sendable (Root) -> Any]

    init(_ name: String, _ entries: [Entry]) {
        var kinds: [String: ContextKind] = [:]
        var readers: [String: @Sendable (Root) -> Any] = [:]
        for entry in entries {
            precondition(kinds[entry.name] == nil, "\(name) lists '\(entry.name)' twice")
            kinds[entry.name] = entry.kind
            readers[entry.name] = entry.read
        }
        self.schema = ContextSchema(name: name, kinds: kinds)
        self.readers = readers
    }
}
