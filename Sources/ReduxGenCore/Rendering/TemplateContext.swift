/// What a name of a template context gives: text that `{{name}}` writes, a flag that a
/// section tests, or a list whose section is rendered once per element.
enum TemplateValue {
    case text(String)
    case flag(Bool)
    case list([any TemplateContext])
}

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
    /// The value of the name at `index` of `fields`. (A requirement, implemented below, so
    /// that each context type's witness reads its own fields without a generic lookup.)
    func value(at index: Int) -> TemplateValue
}

extension TemplateContext {
    /// The names templates are checked against.
    static var schema: ContextSchema {
        ContextSchema(name: contextName, entries: fields.map { ($0.name, $0.kind) })
    }

    /// The value of the name at `index` of `fields`.
    func value(at index: Int) -> TemplateValue {
        Self.fields[index].read(self)
    }
}

/// One name of a context, its kind and how it is read. (A class: a template reads a field
/// for every value it writes, and a reference is read without copying the field.)
final class TemplateField<Context>: Sendable {
    let name: String
    let kind: ContextKind
    let read: @Sendable (Context) -> TemplateValue

    private init(name: String, kind: ContextKind, read: @escaping @Sendable (Context) -> TemplateValue) {
        self.name = name
        self.kind = kind
        self.read = read
    }

    /// Text, written with `{{name}}`.
    static func text(_ name: String, _ read: @escaping @Sendable (Context) -> String) -> TemplateField {
        TemplateField(name: name, kind: .text) { .text(read($0)) }
    }

    /// A flag, for `{{#name}}…{{/name}}` and `{{^name}}…{{/name}}`.
    static func flag(_ name: String, _ read: @escaping @Sendable (Context) -> Bool) -> TemplateField {
        TemplateField(name: name, kind: .flag) { .flag(read($0)) }
    }

    /// A list, whose section is rendered once per element with the element's names in scope.
    static func list<Element>(_ name: String, _ read: @escaping @Sendable (Context) -> ContextList<Element>) -> TemplateField {
        TemplateField(name: name, kind: .list(Element.schema)) { .list(read($0).contexts) }
    }
}

/// The elements of a list, made once for a feature and read by every template that lays
/// the list out.
struct ContextList<Element: TemplateContext>: Sendable {
    let contexts: [any TemplateContext]

    init(_ elements: [Element]) {
        contexts = elements
    }
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
