/// A file the generator produced, in memory.
public struct GeneratedFile: Hashable, Sendable {
    /// The feature the file belongs to, `TeamChat`: the file's name is the feature's and the
    /// part's.
    public var featureName: String
    /// Which part of the feature it holds.
    public var part: FilePart
    /// The file's text, as UTF-8: what is written to disk.
    public var bytes: ArraySlice<UInt8>

    /// What tells this file from the part's usual one: `SendMessage` for the tests of a
    /// request added later, `TeamChatTransitionTests+SendMessage.swift`.
    public var variant: String?

    /// The file's name, `TeamChatState.swift`; files are written flat into the output folder.
    public var name: String {
        part.fileName(for: featureName, variant: variant)
    }

    /// The file's text.
    public var contents: String { String(decoding: bytes, as: UTF8.self) }

    /// Creates a file from its UTF-8 bytes.
    public init(featureName: String, part: FilePart, bytes: ArraySlice<UInt8>, variant: String? = nil) {
        self.featureName = featureName
        self.part = part
        self.bytes = bytes
        self.variant = variant
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
        render(FeaturePlan(feature))
    }

    /// The files of the feature `plan` describes; with `testFiles`, the samples and the tests
    /// of requests added later that the test files hold (`--tests`).
    public func render(_ plan: FeaturePlan, testFiles: TestFiles = TestFiles()) -> [GeneratedFile] {
        let context = FeatureContext(plan, testsModule: testsModule, testFiles: testFiles)
        var files = templates.parts.compactMap { part -> GeneratedFile? in
            let text = templates.render(part, context)
            // A skeleton or test file that renders nothing is not the spec's (props of a spec
            // without props, tests of an app spec).
            guard !text.isEmpty || !(part.isSkeleton || part.isTest) else { return nil }
            return GeneratedFile(featureName: plan.feature.name, part: part, bytes: text[...])
        }
        if templates.parts.contains(.transitionTests) {
            for added in testFiles.addedTests {
                let context = FeatureContext(plan, testsModule: testsModule, testFiles: testFiles, added: added)
                guard let variant = context.addedTestsName else { continue }
                let text = templates.render(.transitionTests, context)
                guard !text.isEmpty else { continue }
                files.append(GeneratedFile(featureName: plan.feature.name, part: .transitionTests, bytes: text[...], variant: variant))
            }
        }
        return files
    }
}
