import Foundation
import XCTest

/// The Swift of the DocC articles compiles, and their tests pass: every `swift` block of every
/// article is a file of one package, built with the plugin on the example specs of `Specs/`
/// and tested, as a user builds and tests.
///
/// The package's `ChatFeature` target holds the example specs, their models
/// (`Tests/Goldens/Models`), their skeletons as generated (an article's `file:` block replaces
/// the skeleton of the same name, a model `<Skeleton>FilledIn.swift` the skeleton it fills in)
/// and the articles' blocks; `ChatFeatureTests` holds the
/// blocks that import a test library, and the service mocks `reduxgen --tests` writes. A
/// block that imports SwiftUI is compiled where SwiftUI exists (elsewhere only parsed).
///
/// Slow: a package build and its tests. `.build/documentation-examples/docc` keeps its build between runs.
final class DocCExampleBuildTests: XCTestCase {
    private let root = Shell.repositoryRoot
    private let sources = "Sources/ChatFeature"
    private let tests = "Tests/ChatFeatureTests"

    func testTheArticlesSwiftCompilesAndTheirTestsPass() throws {
        let package = try ExamplePackage(name: "docc")
        try package.write(manifest, to: "Package.swift")
        let manager = FileManager.default

        // The example specs, their models and their skeletons.
        var files: [String: String] = [:]
        for spec in try manager.contentsOfDirectory(atPath: root.appendingPathComponent("Specs").path) where spec.hasSuffix(".yaml") {
            files["\(sources)/\(spec)"] = try read("Specs/\(spec)")
        }
        let models = try manager.contentsOfDirectory(atPath: root.appendingPathComponent("Tests/Goldens/Models").path)
        for model in models {
            files["\(sources)/\(model)"] = try read("Tests/Goldens/Models/\(model)")
        }
        let goldens = root.appendingPathComponent("Tests/Goldens")
        for feature in try manager.contentsOfDirectory(atPath: goldens.path) where feature != "Models" && !feature.hasPrefix(".") {
            for file in try manager.contentsOfDirectory(atPath: goldens.appendingPathComponent(feature).path)
            where ["ReducerLogic.swift", "PropsLogic.swift", "Routing.swift"].contains(where: file.hasSuffix)
                && !models.contains(file.dropLast(".swift".count) + "FilledIn.swift") {
                files["\(sources)/\(file)"] = try read("Tests/Goldens/\(feature)/\(file)")
            }
        }

        // The articles' Swift.
        var blocks = 0
        for document in try DocumentBlock.documents(root: root) where document != "README.md" {
            for (index, block) in try DocumentBlock.blocks(ofDocument: document, root: root).enumerated() where block.language == "swift" {
                let path: String
                switch block.directive {
                case .file(let file):
                    guard file.hasPrefix(sources + "/") || file.hasPrefix(tests + "/") else {
                        return XCTFail("\(block.location): an article's files are in \(sources) or \(tests), not \(file)")
                    }
                    path = file
                case nil:
                    let name = URL(fileURLWithPath: document).deletingPathExtension().lastPathComponent
                    path = "\(Self.isTest(block.text) ? tests : sources)/\(name)\(index).swift"
                default:
                    continue
                }
                files[path] = Self.imports(block.text, "SwiftUI") ? "#if canImport(SwiftUI)\n\(block.text)#endif\n" : block.text
                blocks += 1
            }
        }
        XCTAssertGreaterThan(blocks, 0, "no article has Swift")
        for (path, text) in files {
            try package.write(text, to: path)
        }

        // The service mocks alone, as the build plugin on a test target makes them
        // (`--no-skeletons`: no transition tests, no samples; an article gives its own).
        let discarded = try Shell.temporaryFolder()
        defer { try? manager.removeItem(at: discarded) }
        let mocks = try Shell.run(
            Shell.reduxgen,
            ["Specs", "--output", discarded.path, "--no-skeletons",
             "--tests", package.folder.appendingPathComponent(tests).path, "--tests-module", "ChatFeature", "--quiet"],
            in: root
        )
        XCTAssertEqual(mocks.status, 0, mocks.stderr)

        let build = try package.run("swift test")
        var errors: [Substring] = []
        for line in package.relativePaths(build.output).split(separator: "\n") where line.contains(": error: ") && !line.hasPrefix(" ") && !errors.contains(line) {
            errors.append(line)
        }
        XCTAssertEqual(build.status, 0, "the articles' Swift does not compile, or their tests fail:\n\(errors.isEmpty ? build.output : errors.joined(separator: "\n"))")
    }

    private var manifest: String {
        """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "DocCExamples",
            platforms: [.macOS(.v14), .iOS(.v17)],
            dependencies: [\(ExamplePackage.reduxgenDependency)],
            targets: [
                .target(
                    name: "ChatFeature",
                    dependencies: [.product(name: "ReduxRuntime", package: "reduxgen")],
                    plugins: [.plugin(name: "ReduxGenPlugin", package: "reduxgen")]
                ),
                .testTarget(
                    name: "ChatFeatureTests",
                    dependencies: ["ChatFeature", .product(name: "ReduxTesting", package: "reduxgen")]
                ),
            ],
            swiftLanguageModes: [.v6]
        )

        """
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Whether a block belongs to the test target: it imports a test library.
    private static func isTest(_ text: String) -> Bool {
        ["ReduxTesting", "Testing", "XCTest"].contains { imports(text, $0) }
    }

    private static func imports(_ text: String, _ module: String) -> Bool {
        text.split(separator: "\n").contains { line in
            line.split(separator: " ").last == Substring(module) && line.split(separator: " ").contains("import")
        }
    }
}
