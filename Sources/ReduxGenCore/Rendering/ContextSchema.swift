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

/// A typed template context: a view of what one scope of a template reads, whose names are
/// listed, with their kinds and readers, in a static table.
///
/// The render stack holds a context as an object that outlives the render, its storage, and
/// a position in it; each read makes the view from them. The root context is its own storage,
/// and a list's elements are views of their owner's storage at their index in the list, so
/// rendering allocates nothing per element and copies nothing but the strings it reads.
protocol RenderContext: Sendable {
    /// The object the context reads from.
    associatedtype Storage: AnyObject
    /// The context at `index` of `storage`.
    static func view(of storage: Storage, at index: Int) -> Self
    /// The names this context offers and how to read them.
    static var table: ContextTable<Self> { get }
}

// Readers are final classes around their closures, not bare closures or structs: an array
// of bare closures holds them at the generic abstraction, and calling one from it goes
// through a reabstraction thunk; and a closure read out of an array, bare or in a struct,
// is copied, retained and released at every call. A compiled template calls a reader
// through an unretained reference, and a closure read from a class's `let` is borrowed for
// the call.

/// Writes a text value of the context at an index of a storage (passed as `AnyObject`) into
/// the output.
final class TextReader: Sendable {
    let write: @Sendable (AnyObject, Int, inout OutputBuffer) -> Void

    init(_ write: @escaping @Sendable (AnyObject, Int, inout OutputBuffer) -> Void) {
        self.write = write
    }
}

/// Reads a flag of the context at an index of a storage (passed as `AnyObject`).
final class FlagReader: Sendable {
    let read: @Sendable (AnyObject, Int) -> Bool

    init(_ read: @escaping @Sendable (AnyObject, Int) -> Bool) {
        self.read = read
    }
}

/// Reads the length of a list of the context at an index of a storage (passed as
/// `AnyObject`). The list's elements are the views of the same storage at the indices below
/// it, so rendering walks a list without reading, copying or retaining its elements.
final class ListReader: Sendable {
    let count: @Sendable (AnyObject, Int) -> Int

    init(_ count: @escaping @Sendable (AnyObject, Int) -> Int) {
        self.count = count
    }
}

/// A name of a context, read without `Any` or name lookups at render time: text written
/// straight into the output, a flag, or a list's length.
///
/// Readers take the storage as `AnyObject` and downcast it without a check: a compiled
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
/// `Context` carries no requirement, though only `RenderContext`s have entries: a protocol
/// requirement on a generic type's parameter costs a scan of every protocol conformance
/// record in the binary when the type is first used, at every start.
struct ContextTable<Context>: Sendable {
    /// One entry: a name, its kind and how to read it.
    struct Entry: Sendable {
        var name: String
        var kind: ContextKind
        var reader: ContextReader
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

extension ContextTable.Entry where Context: RenderContext {
    /// Text the context holds as a string.
    static func text(_ name: String, _ read: @escaping @Sendable (Context) -> String) -> Self {
        Self(name: name, kind: .text, reader: .text(TextReader { storage, index, output in
            output.append(read(.view(of: unsafeDowncast(storage, to: Context.Storage.self), at: index)))
        }))
    }

    /// Text spelt from several pieces, written piece by piece into the output so that
    /// no string is built for it.
    static func writtenText(_ name: String, _ write: @escaping @Sendable (Context, inout OutputBuffer) -> Void) -> Self {
        Self(name: name, kind: .text, reader: .text(TextReader { storage, index, output in
            write(.view(of: unsafeDowncast(storage, to: Context.Storage.self), at: index), &output)
        }))
    }

    static func flag(_ name: String, _ read: @escaping @Sendable (Context) -> Bool) -> Self {
        Self(name: name, kind: .flag, reader: .flag(FlagReader { storage, index in
            read(.view(of: unsafeDowncast(storage, to: Context.Storage.self), at: index))
        }))
    }

    /// A list of `count` `Element` contexts: the views of this context's storage at the
    /// indices below `count`. (An element knows only its index, so a list in an element
    /// context would need a storage of its own, or indices that say which element it is in.)
    static func list<Element: RenderContext>(
        _ name: String, of _: Element.Type, count: @escaping @Sendable (Context) -> Int
    ) -> Self where Element.Storage == Context.Storage {
        Self(
            name: name,
            kind: .list(Element.table.schema),
            reader: .list(
                ListReader { storage, index in count(.view(of: unsafeDowncast(storage, to: Context.Storage.self), at: index)) },
                elementReaders: Element.table.readers))
    }
}
