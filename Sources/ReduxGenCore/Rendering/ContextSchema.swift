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
///
/// The names are looked up by a scan of the entries rather than in dictionaries: a context
/// has a few dozen names at most, templates resolve each name once when they are compiled,
/// and building dictionaries of every table (hashing every name) cost more at each start
/// than the scans do.
struct ContextSchema: Sendable {
    /// The context's name in error messages, such as `request`.
    var name: String
    /// Every name, with how it is read.
    var entries: [ContextEntry]

    /// What `name` stands for, or `nil` when the context does not have it.
    func kind(of name: String) -> ContextKind? {
        switch reader(of: name) {
        case nil: return nil
        case .text?: return .text
        case .flag?: return .flag
        case .list(_, let element)?: return .list(element)
        }
    }

    /// How `name` is read, or `nil` when the context does not have it.
    func reader(of name: String) -> ContextReader? {
        // Comparing lengths first skips most string comparisons.
        // (Through a buffer, so that entries that do not match are not copied.)
        let length = name.utf8.count
        return entries.withUnsafeBufferPointer { entries in
            for index in entries.indices where entries[index].name.utf8.count == length && entries[index].name == name {
                return entries[index].reader
            }
            return nil
        }
    }

    /// Every name of the context.
    var names: [String] { entries.map(\.name) }
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
    static var table: ContextTable { get }
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
    /// A list, with the names of its elements' context.
    case list(ListReader, element: ContextSchema)
}

/// One name of a context table and how to read it.
///
/// Not generic over the context: an array of a generic type's instances costs a metadata
/// instantiation per context type at every start. The `RenderContext` extension below makes
/// entries with the context's type.
struct ContextEntry: Sendable {
    var name: String
    var reader: ContextReader
}

/// The names of a context type: the schema templates are checked against, with a reader
/// for each name that compiled templates call.
struct ContextTable: Sendable {
    /// What templates are checked against and compiled with.
    let schema: ContextSchema

    init(_ name: String, _ entries: [ContextEntry]) {
        for (index, entry) in entries.enumerated() {
            assert(!entries[..<index].contains { $0.name == entry.name }, "\(name) lists '\(entry.name)' twice")
        }
        self.schema = ContextSchema(name: name, entries: entries)
    }
}

extension RenderContext {
    /// Text spelt from several pieces, written piece by piece into the output so that
    /// no string is built for it. (A single string of the feature is a `text` entry, below.)
    static func writtenText(_ name: String, _ write: @escaping @Sendable (Self, inout OutputBuffer) -> Void) -> ContextEntry {
        ContextEntry(name: name, reader: .text(TextReader { storage, index, output in
            write(.view(of: unsafeDowncast(storage, to: Storage.self), at: index), &output)
        }))
    }

    static func flag(_ name: String, _ read: @escaping @Sendable (Self) -> Bool) -> ContextEntry {
        ContextEntry(name: name, reader: .flag(FlagReader { storage, index in
            read(.view(of: unsafeDowncast(storage, to: Storage.self), at: index))
        }))
    }

    /// A list of `count` `Element` contexts: the views of this context's storage at the
    /// indices below `count`. (An element knows only its index, so a list in an element
    /// context would need a storage of its own, or indices that say which element it is in.)
    static func list<Element: RenderContext>(
        _ name: String, of _: Element.Type, count: @escaping @Sendable (Self) -> Int
    ) -> ContextEntry where Element.Storage == Storage {
        ContextEntry(
            name: name,
            reader: .list(
                ListReader { storage, index in count(.view(of: unsafeDowncast(storage, to: Storage.self), at: index)) },
                element: Element.table.schema))
    }
}

extension RenderContext where Storage == FeatureContext {
    /// One string of the feature, written from the root's `FeatureText`.
    static func text(_ name: String, _ read: @escaping @Sendable (Self) -> TextSpan) -> ContextEntry {
        ContextEntry(name: name, reader: .text(TextReader { storage, index, output in
            let root = unsafeDowncast(storage, to: FeatureContext.self)
            root.text.write(read(.view(of: root, at: index)), into: &output)
        }))
    }
}
