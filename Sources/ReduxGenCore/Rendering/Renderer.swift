/// A file the generator produced, in memory.
public struct GeneratedFile: Hashable, Sendable {
    /// The file's name, `TeamChatState.swift`; files are written flat into the output folder.
    public var name: String
    /// Which part of the feature it holds.
    public var part: FilePart
    /// The file's text, as UTF-8: what is written to disk.
    public var bytes: [UInt8]

    /// The file's text.
    public var contents: String { String(decoding: bytes, as: UTF8.self) }

    /// Creates a file from its text.
    public init(name: String, part: FilePart, contents: String) {
        self.init(name: name, part: part, bytes: Array(contents.utf8))
    }

    /// Creates a file from its UTF-8 bytes.
    public init(name: String, part: FilePart, bytes: [UInt8]) {
        self.name = name
        self.part = part
        self.bytes = bytes
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

    /// The files of `feature`, one for each of the template set's parts, in `FilePart` order.
    public func render(_ feature: Feature) -> [GeneratedFile] {
        let context = FeatureContext(feature)
        // One buffer for every file: each file's bytes are taken out of it in turn.
        var output = OutputBuffer()
        var files: [GeneratedFile] = []
        files.reserveCapacity(templates.parts.count)
        for part in templates.parts {
            templates.render(part, context, into: &output)
            files.append(GeneratedFile(name: part.fileName(for: feature.name), part: part, bytes: output.takeBytes()))
        }
        return files
    }
}
