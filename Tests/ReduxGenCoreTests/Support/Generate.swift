import XCTest

@testable import ReduxGenCore
@testable import ReduxGenTestFiles

/// Runs the pipeline on a spec written in a test.
enum Generate {
    static let generator: Generator = {
        var diagnostics: [Diagnostic] = []
        guard let templates = TemplateSet.make(diagnostics: &diagnostics) else {
            fatalError("the default templates do not load: \(diagnostics)")
        }
        return Generator(templates: templates, testFileWriter: TransitionTestFileWriter())
    }()

    /// The output of `yaml` as the spec file `path`.
    static func output(_ yaml: String, path: String = "Feature.yaml") -> SpecOutput {
        generator.generate(specAt: path, bytes: Array(yaml.utf8))
    }

    /// The plan of the feature `name` that `yaml` (its spec, `Specs/<name>.yaml`) describes,
    /// failing the test on any diagnostic.
    static func plan(_ name: String, _ yaml: String, file: StaticString = #filePath, line: UInt = #line) throws -> FeaturePlan {
        var diagnostics: [Diagnostic] = []
        let feature = Generator.feature(specAt: "Specs/\(name).yaml", bytes: Array(yaml.utf8), diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics, [], file: file, line: line)
        return FeaturePlan(try XCTUnwrap(feature, file: file, line: line))
    }

    /// The file of `part` generated from `yaml`, failing the test on any diagnostic.
    ///
    /// Without its `#sourceLocation` lines (and the init's blank lines that go with them),
    /// unless `keepingSourceLocations`: most tests look at the code, and `SourceLocationTests`
    /// at the lines.
    static func file(
        _ part: FilePart, from yaml: String, path: String = "Feature.yaml", keepingSourceLocations: Bool = false,
        file: StaticString = #filePath, line: UInt = #line
    ) -> String {
        let output = output(yaml, path: path)
        XCTAssertEqual(output.diagnostics.map(\.description), [], file: file, line: line)
        let contents = output.files.first { $0.part == part }?.contents ?? ""
        return keepingSourceLocations ? contents : withoutSourceLocations(contents)
    }

    /// `text` without its `#sourceLocation` lines and the init's padding.
    static func withoutSourceLocations(_ text: String) -> String {
        var lines: [Substring] = []
        var inInit = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#sourceLocation") || line.hasPrefix("    // Blank lines keep each parameter") { continue }
            if line.hasSuffix("init(") { inInit = true }
            if line.hasPrefix("    ) {") { inInit = false }
            if inInit && line.isEmpty { continue }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// The diagnostics of `yaml`, as printed.
    static func diagnostics(_ yaml: String, path: String = "Feature.yaml") -> [String] {
        output(yaml, path: path).diagnostics.map(\.description)
    }
}

/// Fails unless `text` contains `snippet` (several lines, compared exactly).
func XCTAssertContains(_ text: String, _ snippet: String, file: StaticString = #filePath, line: UInt = #line) {
    if !text.contains(snippet) {
        XCTFail("expected to find:\n\(snippet)\n--- in:\n\(text)", file: file, line: line)
    }
}
