import Foundation
import XCTest

/// The README's and the DocC articles' specs, generated-code excerpts and error messages are
/// what reduxgen really reads and writes: every spec generates, every excerpt is in its file,
/// every diagnostic shown is the one reduxgen prints. (Their Swift is compiled by
/// `DocCExampleBuildTests` and `ReadmeWalkthroughTests`.)
final class DocumentationSnippetTests: XCTestCase {
    private let root = Shell.repositoryRoot

    func testEveryCodeBlockSaysHowItIsChecked() throws {
        for document in try DocumentBlock.documents(root: root) {
            let blocks = try DocumentBlock.blocks(ofDocument: document, root: root)
            for (index, block) in blocks.enumerated() {
                let previous = index > 0 ? blocks[index - 1].directive : nil
                switch block.directive {
                case nil:
                    if block.language == "yaml" {
                        XCTAssertNotNil(Self.specName(block.text), "\(block.location): a spec without 'feature:' or 'app:' needs a comment that says how it is checked (CONTRIBUTING.md)")
                    }
                    if block.language == "mermaid" {
                        XCTFail("\(block.location): a diagram is the one reduxgen draws: say of which spec with <!-- diagram of: PATH --> (CONTRIBUTING.md)")
                    }
                    if block.language == "swift", document == "README.md" {
                        XCTFail("\(block.location): every Swift block of the README is a file of its walkthrough: say which with <!-- file: PATH --> (CONTRIBUTING.md)")
                    }
                case .output:
                    XCTAssert(previous == .run || previous == .runInRepository, "\(block.location): an output block follows the commands that print it")
                case .diagnostics:
                    if case .mistake = previous {} else { XCTFail("\(block.location): a diagnostics block follows a 'mistake in:' spec") }
                case .mistake:
                    XCTAssertEqual(index + 1 < blocks.count ? blocks[index + 1].directive : nil, .diagnostics, "\(block.location): a spec with mistakes is followed by its diagnostics")
                case .run, .runInRepository:
                    XCTAssertEqual(document, "README.md", "\(block.location): only the README's commands are run")
                default:
                    break
                }
            }
        }
    }

    func testSpecsGenerateAndExcerptsAreInTheirFiles() throws {
        for document in try DocumentBlock.documents(root: root) {
            var files = ExampleFiles()
            var spec: Spec?
            for block in try DocumentBlock.blocks(ofDocument: document, root: root) {
                if let path = try files.apply(block), path.hasSuffix(".yaml") || path.hasSuffix(".yml") {
                    spec = .written(path: path, text: files[path]!)
                    try assertGenerates(spec!, block)
                    continue
                }
                switch block.directive {
                case nil where block.language == "yaml":
                    guard let name = Self.specName(block.text) else { continue }
                    spec = .written(path: "\(name).yaml", text: block.text)
                    try assertGenerates(spec!, block)
                case .excerpt(let path):
                    let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                    XCTAssert(contains(Self.lines(text), excerpt: block.lines), "\(block.location): these lines are not in \(path):\n\(block.text)")
                    if path.hasSuffix(".yaml") { spec = .repository(path: path) }
                case .generated(let file):
                    guard let spec else {
                        XCTFail("\(block.location): 'generated: \(file)' before any spec")
                        continue
                    }
                    let generated: URL
                    do {
                        generated = try generate(spec)
                    } catch let error as DocumentError {
                        XCTFail("\(block.location): \(error)")
                        continue
                    }
                    defer { try? FileManager.default.removeItem(at: generated) }
                    guard let text = try? String(contentsOf: generated.appendingPathComponent("Out/\(file)"), encoding: .utf8) else {
                        XCTFail("\(block.location): reduxgen wrote no \(file) for \(spec.path)")
                        continue
                    }
                    let lines = Self.lines(text).filter { !$0.hasPrefix("#sourceLocation") }
                    XCTAssert(contains(lines, excerpt: block.lines), "\(block.location): these lines are not in the \(file) that reduxgen generates from \(spec.path):\n\(block.text)\nIt generates:\n\(lines.joined(separator: "\n"))")
                default:
                    break
                }
            }
        }
    }

    func testMistakesGetTheDiagnosticsShown() throws {
        var checked = 0
        for document in try DocumentBlock.documents(root: root) {
            let blocks = try DocumentBlock.blocks(ofDocument: document, root: root)
            for (block, next) in zip(blocks, blocks.dropFirst()) {
                guard case .mistake(let path) = block.directive, next.directive == .diagnostics else { continue }
                let folder = try Shell.temporaryFolder()
                defer { try? FileManager.default.removeItem(at: folder) }
                try Shell.write(block.text, to: path, in: folder)
                let result = try Shell.run(Shell.reduxgen, [path, "--output", "Out"], in: folder)
                XCTAssertEqual(result.status, 1, "\(block.location): reduxgen did not fail on this spec")
                XCTAssertEqual(Self.lines(result.stderr), next.lines, "\(next.location): reduxgen prints other diagnostics for the spec above")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 0, "no document shows a spec's mistakes")
    }

    func testDiagramsAreWhatReduxgenDraws() throws {
        var checked = 0
        for document in try DocumentBlock.documents(root: root) {
            for block in try DocumentBlock.blocks(ofDocument: document, root: root) {
                guard case .diagram(let path) = block.directive else { continue }
                XCTAssertEqual(block.language, "mermaid", "\(block.location): a diagram is a mermaid block")
                let result = try Shell.run(Shell.reduxgen, ["diagram", path], in: root)
                XCTAssertEqual(result.status, 0, "\(block.location): \(result.stderr)")
                XCTAssertEqual(block.text, result.stdout, "\(block.location): reduxgen diagram \(path) draws another diagram")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 0, "no document shows a diagram")
    }

    // MARK: - Specs

    /// A spec shown by a document: a file it writes, or a file of the repository.
    private enum Spec {
        case written(path: String, text: String)
        case repository(path: String)

        var path: String {
            switch self {
            case .written(let path, _), .repository(let path): return path
            }
        }
    }

    /// The name of the feature or app a spec's text declares (`feature: Search` → `Search`).
    private static func specName(_ text: String) -> String? {
        for line in lines(text) {
            for key in ["feature:", "app:"] where line.hasPrefix(key) {
                let value = line.dropFirst(key.count).split(separator: "#").first ?? ""
                return value.trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Generates `spec` into `Out` of a new folder, which it returns (the caller removes it).
    private func generate(_ spec: Spec) throws -> URL {
        let folder = try Shell.temporaryFolder()
        let result: Shell.Result
        switch spec {
        case .written(let path, let text):
            try Shell.write(text, to: path, in: folder)
            result = try Shell.run(Shell.reduxgen, [path, "--output", "Out"], in: folder)
        case .repository(let path):
            // An app spec needs its features: the repository's specs are generated together.
            let specs = URL(fileURLWithPath: path).deletingLastPathComponent().path
            result = try Shell.run(Shell.reduxgen, [specs, "--output", folder.appendingPathComponent("Out").path], in: root)
        }
        if result.status != 0 {
            throw DocumentError("reduxgen failed on \(spec.path) (status \(result.status)):\n\(result.stderr)")
        }
        return folder
    }

    private func assertGenerates(_ spec: Spec, _ block: DocumentBlock) throws {
        do {
            try FileManager.default.removeItem(at: try generate(spec))
        } catch let error as DocumentError {
            XCTFail("\(block.location): \(error)")
        }
    }
}
