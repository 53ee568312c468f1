import Foundation
import XCTest

@testable import ReduxGenCore

/// The names templates use are listed in `Templates/names.txt` with their version: a name
/// removed or given another kind fails here until the version goes up (a name added is
/// recorded under the same version, since every template written for it still renders),
/// and a template written for another version fails at its pragma.
final class TemplateNamesTests: XCTestCase {
    private let recorded = Golden.repositoryRoot.appendingPathComponent("Templates/names.txt")

    func testTheListingIsRecordedAndItsVersionFollowsEveryChange() throws {
        let listing = TemplateNames.listing
        let previous = try? String(contentsOf: recorded, encoding: .utf8)
        if let previous, Self.version(of: previous) == TemplateNames.version,
            case let gone = Self.entries(of: previous).subtracting(Self.entries(of: listing)), !gone.isEmpty
        {
            XCTFail(
                "template names were removed or changed kind (\(gone.sorted().joined(separator: "; "))) and their version did not: "
                    + "raise TemplateNames.version to \(TemplateNames.version + 1) "
                    + "(and every default template's pragma), then record Templates/names.txt with `\(Golden.recordVariable)=1 swift test "
                    + "--filter TemplateNamesTests`:\n" + LineDiff.unified(expected: previous, actual: listing))
            return
        }
        Golden.assertMatches(listing, goldenAt: recorded)
    }

    func testEveryDefaultTemplateSaysItIsWrittenForTheseNames() {
        for source in TemplateSet.defaultSources {
            XCTAssertTrue(source.text.contains("\n" + TemplateNames.versionPragma + "\n"), "\(source.path) lacks \(TemplateNames.versionPragma)")
        }
    }

    func testATemplateForOtherNamesFailsAtItsPragma() throws {
        let older = "{{% CONTENT_TYPE: TEXT }}\n{{% REDUXGEN_TEMPLATE_NAMES: 0 }}\n{{featureName}}\n"
        var diagnostics: [Diagnostic] = []
        let set = TemplateSet.make(overriding: [.init(name: "State", text: older, path: "Mine/State.mustache")], diagnostics: &diagnostics)
        XCTAssertNil(set)
        XCTAssertEqual(diagnostics.map(\.severity), [.error])
        XCTAssertEqual(diagnostics.first?.location, SourceLocation(path: "Mine/State.mustache", line: 2, column: 1))
        let message = try XCTUnwrap(diagnostics.first?.message)
        XCTAssertTrue(message.contains("written for reduxgen's template names version 0"), message)
        XCTAssertTrue(message.contains("`reduxgen templates cat State`"), message)
        XCTAssertTrue(message.contains(TemplateNames.versionPragma), message)
    }

    func testATemplateThatNamesNoVersionIsUsedWithAWarning() throws {
        let unversioned = "{{% CONTENT_TYPE: TEXT }}\n{{featureName}}\n"
        var diagnostics: [Diagnostic] = []
        let set = TemplateSet.make(overriding: [.init(name: "State", text: unversioned, path: "Mine/State.mustache")], diagnostics: &diagnostics)
        XCTAssertNotNil(set)
        XCTAssertEqual(diagnostics.map(\.severity), [.warning])
        XCTAssertEqual(diagnostics.first?.location, SourceLocation(path: "Mine/State.mustache", line: 1, column: 1))
        XCTAssertTrue(diagnostics.first?.message.contains("add \(TemplateNames.versionPragma)") == true)
    }

    func testTheListingNamesEveryContextOnceWithItsNames() {
        let lines = TemplateNames.listing.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains("feature"))
        XCTAssertTrue(lines.contains("  requests: list of request"))
        XCTAssertTrue(lines.contains("  loaderRunners: list of loader runner"))
        XCTAssertEqual(lines.filter { $0 == "request" }.count, 1)
    }

    /// `request: name: text`, …: each name of a listing with its context and its kind.
    private static func entries(of listing: String) -> Set<String> {
        var context = ""
        var entries: Set<String> = []
        for line in listing.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(3) where !line.isEmpty {
            if line.hasPrefix("  ") { entries.insert(context + ": " + line.dropFirst(2)) } else { context = String(line) }
        }
        return entries
    }

    func testANameAddedKeepsTheVersionAndANameRemovedRaisesIt() {
        let recorded = "Template names, version 1: …\nsection …\n\nfeature\n  featureName: text\n  hasRequests: flag\n"
        let added = recorded + "  hasStreams: flag\n"
        XCTAssertTrue(Self.entries(of: recorded).subtracting(Self.entries(of: added)).isEmpty)
        let removed = "Template names, version 1: …\nsection …\n\nfeature\n  featureName: text\n  hasRequests: text\n"
        XCTAssertEqual(Self.entries(of: recorded).subtracting(Self.entries(of: removed)), ["feature: hasRequests: flag"])
    }

    /// The version the first line of a recorded listing names.
    private static func version(of listing: String) -> Int? {
        let words = listing.prefix { $0 != ":" }.split(separator: " ")
        return words.last.flatMap { Int($0) }
    }
}
