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

/// A typed template context: an immutable object whose names are listed, with their kinds
/// and readers, in a static table. Contexts are classes so that putting one on the render
/// stack, or handing a list's element to a section, is a reference and not a copy of every
/// string it holds.
protocol RenderContext: AnyObject, Sendable {
    /// The names this context offers and how to read them.
    static var table: ContextTable<Self> { get }
}

// Readers are structs around their closures, not bare closure types: an array of bare
// closures holds them at the generic abstraction, and calling one from it goes through a
// reabstraction thunk that is retained and released at every call.

/// Writes a text value of a context (passed as `AnyObject`) into the output.
struct TextReader: Sendable {
    var write: @Sendable (AnyObject, inout OutputBuffer) -> Void
}

/// Reads a flag of a context (passed as `AnyObject`).
struct FlagReader: Sendable {
    var read: @Sendable (AnyObject) -> Bool
}

/// Reads a list of a context (passed as `AnyObject`) by position: its length, and its
/// element at an index. Rendering walks a list with these, without a closure per element
/// and without copying the list.
struct ListReader: Sendable {
    /// The number of elements.
    var count: @Sendable (AnyObject) -> Int
    /// The element at an index below `count`. It is not retained: the list's owner, which
    /// outlives the render, keeps it alive.
    var element: @Sendable (AnyObject, Int) -> Unmanaged<AnyObject>
}

/// A name of a context, read without `Any` or name lookups at render time: text written
/// straight into the output, a flag, or a list read element by element.
///
/// Readers take the context as `AnyObject` and downcast it without a check: a compiled
/// template resolves every name against the table of the context type that is at that
/// depth of its stack when it renders, so the type always matches (debug builds verify it).
enum ContextReader: Sendable {
    case text(TextReader)
    case flag(FlagReader)
    case list(ListReader, elementReaders: [String: ContextReader])
}

/// The names of a context type: the schema templates are checked against, and a reader
/// for each name that compiled templates call.
///
/// `Root` is only required to be a class, not a `RenderContext`: a protocol requirement on
/// a generic type's parameter costs a scan of every protocol conformance record in the
/// binary when the type is first used, at every start.
struct ContextTable<Root: AnyObject>: Sendable {
    /// One entry: a name, its kind and how to read it.
    struct Entry: Sendable {
        var name: String
        var kind: ContextKind
        var reader: ContextReader

        /// Text the context holds as a string.
        static func text(_ name: String, _ read: @escaping @Sendable (Root) -> String) -> Entry {
            Entry(name: name, kind: .text, reader: .text(TextReader { context, output in
                output.append(read(unsafeDowncast(context, to: Root.self)))
            }))
        }

        /// Text spelt from several pieces, written piece by piece into the output so that
        /// no string is built for it.
        static func writtenText(_ name: String, _ write: @escaping @Sendable (Root, inout OutputBuffer) -> Void) -> Entry {
            Entry(name: name, kind: .text, reader: .text(TextReader { context, output in
                write(unsafeDowncast(context, to: Root.self), &output)
            }))
        }

        static func flag(_ name: String, _ read: @escaping @Sendable (Root) -> Bool) -> Entry {
            Entry(name: name, kind: .flag, reader: .flag(FlagReader { read(unsafeDowncast($0, to: Root.self)) }))
        }

        /// A list of element contexts. `read` must return an array the context stores (a `let`
        /// property): rendering holds its elements unretained, kept alive by that array, for as
        /// long as the root context is alive. A list computed on each read would be freed at once.
        static func list<Element: RenderContext>(_ name: String, _ read: @escaping @Sendable (Root) -> [Element]) -> Entry {
            Entry(
                name: name,
                kind: .list(Element.table.schema),
                reader: .list(
                    ListReader(
                        count: { read(unsafeDowncast($0, to: Root.self)).count },
                        element: { context, index in
                            Unmanaged.passUnretained(read(unsafeDowncast(context, to: Root.self))[index])
                        }),
                    elementReaders: Element.table.readers))
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
