import Foundation
import XCTest

@testable import ReduxGenCore

/// `FilePart` is the one table of a spec's files: the templates in `Templates/`, the text
/// built into the binary, the default template set, the build plugins' list
/// of parts and the templates' README all follow it.
final class FilePartTableTests: XCTestCase {
    private let templateNames = FilePart.allCases.map(\.templateName)

    func testTheTemplatesFolderHoldsATemplatePerPart() throws {
        let folder = Golden.repositoryRoot.appendingPathComponent("Templates")
        let templates = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix("." + TemplateSet.fileExtension) }
            .map { String($0.dropLast(TemplateSet.fileExtension.count + 1)) }
        for name in templateNames where !templates.contains(name) {
            XCTFail("Templates/\(name).\(TemplateSet.fileExtension) is missing: the template of the part '\(name)'")
        }
        for name in templates where !templateNames.contains(name) {
            XCTFail("Templates/\(name).\(TemplateSet.fileExtension) is the template of no part: add its case and row to FilePart")
        }
    }

    /// The templates built into the binary are the folder's: each template of `Templates/`
    /// as a string literal of `Sources/ReduxGenTemplates/DefaultTemplates.swift`, the parts'
    /// in `FilePart`'s order, then any other (a new part's template, recorded before its case
    /// is added). A string literal builds in a fraction of the time SwiftPM's embedded
    /// resources take (Benchmarks/README.md, "The build plugin's cost").
    func testTheBuiltInTemplatesAreTheFolders() throws {
        let folder = Golden.repositoryRoot.appendingPathComponent("Templates")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix("." + TemplateSet.fileExtension) }
            .map { String($0.dropLast(TemplateSet.fileExtension.count + 1)) }
        let ordered = templateNames.filter(names.contains) + names.filter { !templateNames.contains($0) }.sorted()
        let templates = try ordered.map { name in
            (name, try String(contentsOf: folder.appendingPathComponent("\(name).\(TemplateSet.fileExtension)"), encoding: .utf8))
        }
        Golden.assertMatches(
            Self.defaultTemplatesFile(templates),
            goldenAt: Golden.builtInTemplates)
    }

    /// `Sources/ReduxGenTemplates/DefaultTemplates.swift` holding `templates` (name, text).
    private static func defaultTemplatesFile(_ templates: [(name: String, text: String)]) -> String {
        let constants = templates.map { name, text in
            // Raw, with as many `#` as it takes for the text to hold no delimiter or escape.
            var hashes = "#"
            while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
            let constant = name.prefix(1).lowercased() + name.dropFirst()
            return "    /// `Templates/\(name).\(TemplateSet.fileExtension)`.\n    package static let \(constant) = \(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)\n"
        }
        return """
            // Recorded from the templates of Templates/ by `REDUXGEN_RECORD=1 swift test --filter
            // FilePartTableTests`, which fails while the two differ: do not edit. Edit the template,
            // record, then build again.

            /// The default templates' text, one per template of `Templates/`, built into the reduxgen
            /// binary so that it finds them wherever it is copied: no resource bundle is looked up at
            /// run time. `FilePart`'s table gives each part its default template from here, in an
            /// exhaustive switch, so a part without one does not compile.
            ///
            /// ```swift
            /// DefaultTemplates.state   // "{{% CONTENT_TYPE: TEXT }}\\n…"
            /// ```
            package enum DefaultTemplates {
            \(constants.joined(separator: "\n"))}

            """
    }

    /// Each part's row names its own template: the text built into the binary is the
    /// repository's file of the part's name.
    func testEachPartsDefaultTemplateIsItsFile() throws {
        for part in FilePart.allCases {
            let url = Golden.repositoryRoot.appendingPathComponent("Templates/\(part.templateName).\(TemplateSet.fileExtension)")
            XCTAssertEqual(part.defaultTemplate, try String(contentsOf: url, encoding: .utf8), "FilePart.\(part)'s row names another template than \(url.lastPathComponent)")
        }
        XCTAssertEqual(TemplateSet.defaultSources.map(\.name), templateNames)
        var diagnostics: [Diagnostic] = []
        XCTAssertEqual(TemplateSet.make(parts: FilePart.allCases, diagnostics: &diagnostics)?.parts, FilePart.allCases)
    }

    /// The plugins' list of the parts of `kind`, with its doc comment; `nil` for the files
    /// written once, which the plugins do not name (the command plugin prints what the tool
    /// reports it wrote).
    private func pluginList(of kind: FilePart.Kind) -> (name: String, comment: String)? {
        switch kind {
        case .generated:
            return ("generated", "The parts regenerated into the output folder at every run, in the generator's\n    /// order: the build plugin declares their files as each spec's outputs.")
        case .testSupport:
            return ("testSupport", "The test files regenerated for a test target (`--tests`): the build plugin\n    /// declares them as outputs of the test target's commands.")
        case .skeleton, .testSkeleton:
            return nil
        }
    }

    /// Plugins/Shared/GeneratorParts.swift as the table makes it.
    private var generatorParts: String {
        let lists = FilePart.Kind.allCases.compactMap { kind -> String? in
            guard let (name, comment) = pluginList(of: kind) else { return nil }
            let parts = FilePart.allCases.filter { $0.kind == kind }.map { "\"\($0.templateName)\"" }
            return "    /// \(comment)\n    static let \(name) = [\(parts.joined(separator: ", "))]\n"
        }
        return """
            // Made from the generator's table of output files (FilePart, in
            // Sources/ReduxGenCore/OutputFiles/FilePart.swift) by `REDUXGEN_RECORD=1 swift test --filter
            // FilePartTableTests`, which fails while the two differ: do not edit. A plugin cannot import
            // the generator, nor ask the tool (`reduxgen outputs`): under Swift Build (Xcode's, and
            // `swift build --build-system swiftbuild`) a build plugin runs before its tool is built.

            /// The generator's parts whose files the plugins declare as outputs, by kind, and the rule
            /// that names their files. The files written once are not listed: the command plugin prints
            /// what the tool reports it wrote.
            enum GeneratorParts {
            \(lists.joined(separator: "\n"))
                /// The skeleton the generated reducer calls, which the build plugin looks for among a
                /// target's files to say how to write it when it is missing.
                static let reducerSkeleton = "\(FilePart.reducerLogic.templateName)"

                /// What every generated file's name ends with, after the feature's name and the part's.
                static let fileNameSuffix = "\(FilePart.fileNameSuffix)"
            }

            """
    }

    func testThePluginsListOfPartsIsTheTables() {
        Golden.assertMatches(generatorParts, goldenAt: Golden.repositoryRoot.appendingPathComponent("Plugins/Shared/GeneratorParts.swift"))
    }

    func testTheTemplatesReadmeHasARowPerTemplate() throws {
        let readme = try String(contentsOf: Golden.repositoryRoot.appendingPathComponent("Templates/README.md"), encoding: .utf8)
        for part in FilePart.allCases {
            let row = "| `\(part.templateName).\(TemplateSet.fileExtension)` | `\(part.fileName(for: "<Feature>"))` |"
            XCTAssertTrue(readme.contains(row), "Templates/README.md's table lacks the row of the part '\(part.templateName)': \(row) …")
        }
    }

    func testOutputFilesOfASpec() {
        let files = Generator.outputFiles(forSpecAt: "Specs/TeamChat.yaml")
        XCTAssertEqual(files.map(\.part), FilePart.allCases)
        XCTAssertEqual(files.filter { $0.kind == .generated }.map(\.name), [
            "TeamChatState.swift", "TeamChatAction.swift", "TeamChatReducer.swift", "TeamChatLoader.swift", "TeamChatViewModel.swift",
        ])
        XCTAssertEqual(files.filter { $0.kind == .skeleton }.map(\.name), ["TeamChatReducerLogic.swift", "TeamChatPropsLogic.swift", "TeamChatRouting.swift", "TeamChatPredictions.swift"])
        XCTAssertEqual(files.filter(\.part.isTest).map(\.name), ["TeamChatServiceMock.swift", "TeamChatTransitionTests.swift", "TeamChatTestSamples.swift"])
        XCTAssertEqual(Generator.outputFileNames(forSpecAt: "a/b/Todo.yml"), FilePart.allCases.map { $0.fileName(for: "Todo") })
    }
}
