import XCTest

@testable import ReduxGenCore

/// Runs the pipeline on a spec written in a test.
enum Generate {
    static let generator: Generator = {
        var diagnostics: [Diagnostic] = []
        guard let templates = TemplateSet.make(diagnostics: &diagnostics) else {
            fatalError("the default templates do not load: \(diagnostics)")
        }
        return Generator(templates: templates)
    }()

    /// The output of `yaml` as the spec file `path`.
    static func output(_ yaml: String, path: String = "Feature.yaml") -> SpecOutput {
        generator.generate(specAt: path, bytes: Array(yaml.utf8))
    }

    /// The file of `part` generated from `yaml`, failing the test on any diagnostic.
    static func file(_ part: FilePart, from yaml: String, path: String = "Feature.yaml", file: StaticString = #filePath, line: UInt = #line) -> String {
        let output = output(yaml, path: path)
        XCTAssertEqual(output.diagnostics.map(\.description), [], file: file, line: line)
        return output.files.first { $0.part == part }?.contents ?? ""
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
