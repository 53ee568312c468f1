/// A file the generator produced, in memory.
public struct GeneratedFile: Hashable, Sendable {
    /// The file's name, `TeamChatState.swift`; files are written flat into the output folder.
    public var name: String
    /// Which part of the feature it holds.
    public var part: FilePart
    /// The file's text.
    public var contents: String

    /// Creates a file.
    public init(name: String, part: FilePart, contents: String) {
        self.name = name
        self.part = part
        self.contents = contents
    }
}

/// Renders a feature into its files with a template set.
public struct Renderer: Sendable {
    /// The templates used.
    public var templates: TemplateSet

    /// Creates a renderer.
    public init(templates: TemplateSet) {
        self.templates = templates
    }

    /// Every file of `feature`, in `FilePart` order.
    public func render(_ feature: Feature) -> [GeneratedFile] {
        let context = FeatureContext(feature)
        return FilePart.allCases.map { part in
            GeneratedFile(name: part.fileName(for: feature.name), part: part, contents: templates.render(part, context))
        }
    }
}
