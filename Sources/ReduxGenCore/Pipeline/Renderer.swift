/// A file the generator produced, in memory.
package struct GeneratedFile: Hashable, Sendable {
    /// The feature the file belongs to, `TeamChat`: the file's name is the feature's and the
    /// part's.
    package var featureName: String
    /// Which part of the feature it holds.
    package var part: FilePart
    /// The file's text, as UTF-8: what is written to disk.
    package var bytes: ArraySlice<UInt8>

    /// What tells this file from the part's usual one: `SendMessage` for the tests of a
    /// request added later, `TeamChatTransitionTests+SendMessage.swift`.
    package var variant: String?

    /// The file's name, `TeamChatState.swift`; files are written flat into the output folder.
    package var name: String {
        part.fileName(for: featureName, variant: variant)
    }

    /// The file's text.
    package var contents: String { String(decoding: bytes, as: UTF8.self) }

    /// Creates a file from its UTF-8 bytes.
    package init(featureName: String, part: FilePart, bytes: ArraySlice<UInt8>, variant: String? = nil) {
        self.featureName = featureName
        self.part = part
        self.bytes = bytes
        self.variant = variant
    }
}

/// Renders a feature into its files with a template set.
package struct Renderer: Sendable {
    /// The templates used.
    package var templates: TemplateSet
    /// The module the test files (`--tests`) import with `@testable`, if any.
    package var testsModule: String?
    /// The Swift code of the test files, which their templates read (`TestFileWriter`).
    package var testFileWriter: (any TestFileWriter)?

    /// Creates a renderer; `testFileWriter` writes the Swift code of the test files' templates.
    package init(templates: TemplateSet, testFileWriter: (any TestFileWriter)? = nil) {
        self.templates = templates
        self.testFileWriter = testFileWriter
    }

    /// The files of `feature`, one for each of the template set's parts, in `FilePart` order.
    package func render(_ feature: Feature) -> [GeneratedFile] {
        render(FeaturePlan(feature))
    }

    /// The files of the feature `plan` describes; with `testFiles`, the samples and the tests
    /// of requests added later that the test files hold (`--tests`).
    package func render(_ plan: FeaturePlan, testFiles: TestFiles = TestFiles()) -> [GeneratedFile] {
        let context = FeatureContext(plan, testsModule: testsModule, testFiles: testFiles, testFileWriter: testFileWriter)
        var files = templates.parts.compactMap { file(of: $0, context) }
        if templates.parts.contains(.transitionTests) {
            for added in testFiles.addedTests {
                let context = FeatureContext(plan, testsModule: testsModule, testFiles: testFiles, added: added, testFileWriter: testFileWriter)
                guard let variant = context.addedTestsName, let file = file(of: .transitionTests, context, variant: variant) else { continue }
                files.append(file)
            }
        }
        return files
    }

    /// The file of `part` for `context`: the header of the part's kind, then what its template
    /// renders. `nil` for a skeleton or test file whose template renders nothing, which is
    /// not the spec's (props of a spec without props, tests of an app spec).
    private func file(of part: FilePart, _ context: FeatureContext, variant: String? = nil) -> GeneratedFile? {
        let feature = context.plan.feature
        let header = part.kind.header.text(fileName: part.fileName(for: feature.name, variant: variant), specFileName: feature.specFileName)
        var bytes = Array(header.utf8)
        templates.render(part, context, appendingTo: &bytes)
        SourceLocationLines.tidy(&bytes)
        if bytes.count == header.utf8.count && (part.isSkeleton || part.isTest) { return nil }
        return GeneratedFile(featureName: feature.name, part: part, bytes: bytes[...], variant: variant)
    }
}
