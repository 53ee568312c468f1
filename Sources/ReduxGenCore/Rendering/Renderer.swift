/// A file the generator produced, in memory.
public struct GeneratedFile: Hashable, Sendable {
    /// The feature the file belongs to, `TeamChat`: the file's name is the feature's and the
    /// part's.
    public var featureName: String
    /// Which part of the feature it holds.
    public var part: FilePart
    /// The file's text, as UTF-8: what is written to disk. The files of one feature are
    /// slices of one array, so that a spec's files cost one allocation, not one each.
    public var bytes: ArraySlice<UInt8>

    /// The file's name, `TeamChatState.swift`; files are written flat into the output folder.
    public var name: String { part.fileName(for: featureName) }

    /// The file's text.
    public var contents: String { String(decoding: bytes, as: UTF8.self) }

    /// Creates a file from its UTF-8 bytes.
    public init(featureName: String, part: FilePart, bytes: ArraySlice<UInt8>) {
        self.featureName = featureName
        self.part = part
        self.bytes = bytes
    }
}

/// Renders a feature into its files with a template set.
public struct Renderer: Sendable {
    /// The templates used.
    public var templates: TemplateSet
    /// The module the test files (`--tests`) import with `@testable`, if any.
    public var testsModule: String?

    /// Creates a renderer.
    public init(templates: TemplateSet) {
        self.templates = templates
    }

    /// The files of `feature`, one for each of the template set's parts, in `FilePart` order.
    public func render(_ feature: Feature) -> [GeneratedFile] {
        let context = FeatureContext(feature, testsModule: testsModule)
        // Every file is rendered into one buffer, taken out as one array that the files slice;
        // room for the files of a spec of a few dozen declarations (about 11 KB for 10 fields,
        // 8 actions and 3 requests), so that the buffer seldom grows.
        var output = OutputBuffer(capacity: 16 * 1024)
        var ends: [Int] = []
        ends.reserveCapacity(templates.parts.count)
        for part in templates.parts {
            templates.render(part, context, into: &output)
            ends.append(output.count)
        }
        let text = output.takeBytes()
        var files: [GeneratedFile] = []
        files.reserveCapacity(templates.parts.count)
        var start = 0
        for (part, end) in zip(templates.parts, ends) {
            // A skeleton or test file that renders nothing is not the spec's (props of a spec
            // without props, tests of an app spec).
            if end > start || !(part.isSkeleton || part.isTest) {
                files.append(GeneratedFile(featureName: feature.name, part: part, bytes: text[start..<end]))
            }
            start = end
        }
        return files
    }
}
