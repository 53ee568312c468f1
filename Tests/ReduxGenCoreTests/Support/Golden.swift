import Foundation
import XCTest

@testable import ReduxGenCore

/// Golden files: compared byte for byte; `REDUXGEN_RECORD=1 swift test` writes them anew
/// and then fails saying so, so a recording is never mistaken for a pass.
enum Golden {
    /// The environment variable that re-records golden files.
    static let recordVariable = "REDUXGEN_RECORD"

    static var isRecording: Bool {
        ProcessInfo.processInfo.environment[recordVariable].map { $0 != "0" && !$0.isEmpty } ?? false
    }

    /// The repository's root folder.
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The built-in templates' file, recorded from `Templates/`.
    static let builtInTemplates = repositoryRoot.appendingPathComponent("Sources/ReduxGenTemplates/DefaultTemplates.swift")

    /// The templates of `Templates/` edited since they were recorded into the binary
    /// (`builtInTemplates`): output rendered now would be the older templates'.
    static let staleTemplates: [String] = FilePart.allCases.compactMap { part in
        let path = "Templates/\(part.templateName).\(TemplateSet.fileExtension)"
        let text = try? String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
        return text == part.defaultTemplate ? nil : path
    }

    /// Fails unless the file at `url` holds exactly `actual`.
    static func assertMatches(_ actual: String, goldenAt url: URL, file: StaticString = #filePath, line: UInt = #line) {
        let relative = url.path.replacingOccurrences(of: repositoryRoot.path + "/", with: "")
        if !staleTemplates.isEmpty, url != builtInTemplates {
            XCTFail(
                "\(staleTemplates.joined(separator: ", ")) changed since the templates were built in, so \(relative) is neither compared nor recorded: "
                    + "run `\(recordVariable)=1 swift test --filter FilePartTableTests`, then this again (which builds them in)",
                file: file, line: line)
            return
        }
        let expected = try? Data(contentsOf: url)
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                if expected != Data(actual.utf8) {
                    try Data(actual.utf8).write(to: url)
                    XCTFail("recorded a new golden file \(relative); review it with `git diff`, then run the tests without \(recordVariable)", file: file, line: line)
                }
            } catch {
                XCTFail("could not record \(relative): \(error)", file: file, line: line)
            }
            return
        }
        guard let expected else {
            XCTFail("missing golden file \(relative); run `\(recordVariable)=1 swift test` to record it", file: file, line: line)
            return
        }
        if expected != Data(actual.utf8) {
            let expectedText = String(decoding: expected, as: UTF8.self)
            XCTFail(
                "\(relative) differs from the generated output (- golden, + generated); if the change is intended, re-record with `\(recordVariable)=1 swift test`:\n"
                    + LineDiff.unified(expected: expectedText, actual: actual),
                file: file, line: line)
        }
    }
}
