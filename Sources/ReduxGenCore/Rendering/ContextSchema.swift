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

/// A typed template context: a Swift value whose names are listed, with their kinds and
/// readers, in a static table.
protocol RenderContext: Sendable {
    /// The names this context offers and how to read them.
    static var table: ContextTable<Self> { get }
}

/// A name of a context, read without `Any` or name lookups at render time: text, a flag,
/// or a list whose elements are visited in order.
enum ContextReader: Sendable {
    case text(@Sendable (any RenderContext) -> String)
    case flag(@Sendable (any RenderContext) -> Bool)
    case list(
        isEmpty: @Sendable (any RenderContext) -> Bool,
        forEach: @Sendable (any RenderContext, (any RenderContext) -> Void) -> Void,
        elementReaders: @Sendable () -> [String: ContextReader])
}

/// The names of a context type: the schema templates are checked against, and a reader
/// for each name that compiled templates call.
struct ContextTable<Root: RenderContext>: Sendable {
    /// One entry: a name, its kind and how to read it.
    struct Entry: Sendable {
        var name: String
        var kind: ContextKind
        var reader: ContextReader

        static func text(_ name: String, _ read: @escaping @Sendable (Root) -> String) -> Entry {
            Entry(name: name, kind: .text, reader: .text { read($0 as! Root) })
        }

        static func flag(_ name: String, _ read: @escaping @Sendable (Root) -> Bool) -> Entry {
            Entry(name: name, kind: .flag, reader: .flag { read($0 as! Root) })
        }

        static func list<Element: RenderContext>(_ name: String, _ read: @escaping @Sendable (Root) -> [Element]) -> Entry {
            Entry(
                name: name,
                kind: .list(Element.table.schema),
                reader: .list(
                    isEmpty: { read($0 as! Root).isEmpty },
                    forEach: { context, body in
                        for element in read(context as! Root) { body(element) }
                    },
                    elementReaders: { Element.table.readers }))
        }
    }

    /// What templates are checked against.
    let schema: ContextSchema
    /// How compiled templates read each name.
    let readers: [String: ContextReader]

    init(_ name: String, _ entries: [Entry]) {
        var kinds: [String: ContextKind] = [:]
        var readers: [String: ContextReader] = [:]
        for entry in entries {
            precondition(kinds[entry.name] == nil, "\(name) lists '\(entry.name)' twice")
            kinds[entry.name] = entry.kind
            readers[entry.name] = entry.reader
        }
        self.schema = ContextSchema(name: name, kinds: kinds)
        self.readers = readers
    }
}
