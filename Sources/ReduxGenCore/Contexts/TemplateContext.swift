/// A typed template context: the values one scope of a template reads, each declared once
/// in `fields` with its name, its kind and how it is read.
///
/// ```swift
/// struct ImportContext: TemplateContext {
///     let module: String
///     static let contextName = "import"
///     static let fields: [TemplateField<Self>] = [.text("module") { $0.module }]
/// }
/// ```
protocol TemplateContext: Sendable {
    /// The context's name in error messages: `request`.
    static var contextName: String { get }
    /// Every name the context offers templates, and how each is read.
    static var fields: [TemplateField<Self>] { get }
    /// The text of the name at `index` of `fields`, which the template checked is text.
    /// (Requirements, implemented below, so that each context type's witness reads its own
    /// fields without a generic lookup.)
    func text(at index: Int) -> String
    /// The flag of the name at `index` of `fields`, which the template checked is a flag.
    func flag(at index: Int) -> Bool
    /// The elements of the list at `index` of `fields`, which the template checked is a list.
    func list(at index: Int) -> [RenderedContext]
}

extension TemplateContext {
    /// The names templates are checked against.
    static var schema: ContextSchema {
        ContextSchema(name: contextName, entries: fields.map { ($0.name, $0.kind) })
    }

    func text(at index: Int) -> String {
        guard case .text(let read) = Self.fields[index].read else { preconditionFailure("the template was checked to read text here") }
        return read(self)
    }

    func flag(at index: Int) -> Bool {
        guard case .flag(let read) = Self.fields[index].read else { preconditionFailure("the template was checked to read a flag here") }
        return read(self)
    }

    func list(at index: Int) -> [RenderedContext] {
        guard case .list(let read) = Self.fields[index].read else { preconditionFailure("the template was checked to read a list here") }
        return read(self)
    }
}

/// One name of a context, its kind and how it is read.
struct TemplateField<Context>: Sendable {
    /// How a field is read: as the kind of value it is, so that rendering calls the closure
    /// that the context declares and nothing around it.
    enum Reader: Sendable {
        case text(@Sendable (Context) -> String)
        case flag(@Sendable (Context) -> Bool)
        case list(@Sendable (Context) -> [RenderedContext])
    }

    let name: String
    let kind: ContextKind
    let read: Reader

    /// Text, written with `{{name}}`.
    static func text(_ name: String, _ read: @escaping @Sendable (Context) -> String) -> TemplateField {
        TemplateField(name: name, kind: .text, read: .text(read))
    }

    /// A flag, for `{{#name}}…{{/name}}` and `{{^name}}…{{/name}}`.
    static func flag(_ name: String, _ read: @escaping @Sendable (Context) -> Bool) -> TemplateField {
        TemplateField(name: name, kind: .flag, read: .flag(read))
    }

    /// A list, whose section is rendered once per element with the element's names in scope.
    static func list<Element>(_ name: String, _ read: @escaping @Sendable (Context) -> ContextList<Element>) -> TemplateField {
        TemplateField(name: name, kind: .list(Element.schema), read: .list { read($0).contexts })
    }
}

/// The elements of a list, made once for a feature and read by every template that lays
/// the list out.
struct ContextList<Element: TemplateContext>: Sendable {
    let contexts: [RenderedContext]

    init(_ elements: [Element]) {
        contexts = elements.map(RenderedContext.Typed.init)
    }
}

/// A context on a template's stack while it renders. A class, so that the stack holds
/// references: pushing a list's element, or reading a field, copies no context, and the
/// call reaches the context's own type (`Typed`).
class RenderedContext: @unchecked Sendable {
    /// The context, whose fields `text(at:)`, `flag(at:)` and `list(at:)` read.
    final class Typed<Context: TemplateContext>: RenderedContext, @unchecked Sendable {
        let context: Context

        init(_ context: Context) {
            self.context = context
        }

        override func text(at index: Int) -> String { context.text(at: index) }
        override func flag(at index: Int) -> Bool { context.flag(at: index) }
        override func list(at index: Int) -> [RenderedContext] { context.list(at: index) }
    }

    // Overridden by `Typed`, the only subclass.
    func text(at index: Int) -> String { preconditionFailure("a RenderedContext is always Typed") }
    func flag(at index: Int) -> Bool { preconditionFailure("a RenderedContext is always Typed") }
    func list(at index: Int) -> [RenderedContext] { preconditionFailure("a RenderedContext is always Typed") }
}

/// What a name in a template stands for.
indirect enum ContextKind: Sendable {
    case text
    case flag
    /// A list, with the names of its elements' context.
    case list(ContextSchema)
}

/// The names one kind of context offers to templates, which templates are checked against
/// when they are loaded: a misspelt name is an error, never an empty string.
struct ContextSchema: Sendable {
    /// The context's name in error messages: `request`.
    var name: String
    /// Every name, in the order of the context's `fields`, with its kind.
    let entries: [(name: String, kind: ContextKind)]
    /// Where each name is in `entries`: templates are checked tag by tag.
    private let indexes: [String: Int]

    init(name: String, entries: [(name: String, kind: ContextKind)]) {
        self.name = name
        self.entries = entries
        indexes = Dictionary(entries.indices.map { (entries[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Where `name` is in `entries`, if the context has it.
    func index(of name: String) -> Int? {
        indexes[name]
    }

    /// Every name of the context.
    var names: [String] { entries.map(\.name) }
}
