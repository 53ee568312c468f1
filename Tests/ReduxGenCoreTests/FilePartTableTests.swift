import Foundation
import XCTest

@testable import ReduxGenCore

/// `FilePart` is the one table of a spec's files: the templates in `Templates/`, the ones
/// Package.swift builds into the binary and the default template set all follow it.
final class FilePartTableTests: XCTestCase {
    private let templateNames = FilePart.allCases.map(\.templateName)

    func testTheTemplatesFolderHoldsATemplatePerPart() throws {
        let folder = Golden.repositoryRoot.appendingPathComponent("Templates")
        let templates = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix("." + TemplateSet.fileExtension) }
            .map { String($0.dropLast(TemplateSet.fileExtension.count + 1)) }
        XCTAssertEqual(Set(templates), Set(templateNames))
    }

    func testPackageSwiftEmbedsEveryTemplateInOrder() throws {
        let manifest = try String(contentsOf: Golden.repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let embedded = manifest.components(separatedBy: ".embedInCode(\"").dropFirst().compactMap { $0.components(separatedBy: ".mustache\")").first }
        XCTAssertEqual(embedded, templateNames)
    }

    func testTheDefaultTemplatesFollowTheTable() {
        XCTAssertEqual(TemplateSet.defaultSources.map(\.name), templateNames)
        var diagnostics: [Diagnostic] = []
        XCTAssertEqual(TemplateSet.make(parts: FilePart.allCases, diagnostics: &diagnostics)?.parts, FilePart.allCases)
    }

    func testOutputFilesOfASpec() {
        let files = Generator.outputFiles(forSpecAt: "Specs/TeamChat.yaml")
        XCTAssertEqual(files.map(\.part), FilePart.allCases)
        XCTAssertEqual(files.filter { $0.kind == .generated }.map(\.name), [
            "TeamChatState.swift", "TeamChatAction.swift", "TeamChatReducer.swift", "TeamChatLoader.swift", "TeamChatViewModel.swift",
        ])
        XCTAssertEqual(files.filter { $0.kind == .skeleton }.map(\.name), ["TeamChatReducerLogic.swift", "TeamChatPropsLogic.swift", "TeamChatRouting.swift"])
        XCTAssertEqual(files.filter(\.part.isTest).map(\.name), ["TeamChatServiceMock.swift", "TeamChatTransitionTests.swift", "TeamChatTestSamples.swift"])
        XCTAssertEqual(Generator.outputFileNames(forSpecAt: "a/b/Todo.yml"), FilePart.allCases.map { $0.fileName(for: "Todo") })
    }
}
