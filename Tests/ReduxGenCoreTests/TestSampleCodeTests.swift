import XCTest

@testable import ReduxGenCore
@testable import ReduxGenTestFiles

/// The samples of the generated tests: the types they need, and how reduxgen builds them
/// from the structs and enums it reads.
final class TestSampleCodeTests: XCTestCase {
    func testTheNamedTypesASampleNeeds() {
        XCTAssertEqual(TestSampleCode.leafTypes(of: "[Repo]?"), ["Repo"])
        XCTAssertEqual(TestSampleCode.leafTypes(of: "[Tag: [Repo]]"), ["Tag", "Repo"])
        XCTAssertEqual(TestSampleCode.leafTypes(of: "Set<Tag>"), ["Tag"])
        XCTAssertEqual(TestSampleCode.leafTypes(of: "Dictionary<String, Repo?>"), ["Repo"])
        XCTAssertEqual(TestSampleCode.leafTypes(of: "Repo.ID"), [], "a member type is the model's alias")
        XCTAssertEqual(TestSampleCode.leafTypes(of: "[Int: String]"), [], "ReduxTesting's")
        XCTAssertEqual(TestSampleCode.leafTypes(of: "(Int, Repo)"), [], "a tuple cannot conform")
    }

    func testStructsAndEnumsAreBuiltAndTheRestLeftToTheUser() {
        let declarations = SwiftDeclarations(sources: ["""
            /// A repo. struct NotThis { }
            public struct Repo: Equatable {
                public let id: Int // the id
                let name: String; var url: String? = nil
                static let empty = Repo(id: 0, name: "")
                var title: String { name }
                lazy var cache: [String] = []
                init(id: Int, name: String, url: String? = nil) { self.id = id; self.name = name }
            }
            enum Kind: String { case fork = "fork", source }
            indirect enum Tree { case node([Tree]); case leaf(value: Int, String) }
            struct Loop { var next: Loop? }
            struct Wrapped { @Clamped var value: Int }
            struct Box<T> { var value: T }
            """])
        let built = TestSampleCode.declarations(for: ["[Repo]", "Kind?", "Tree", "Loop", "Wrapped", "Box", "Missing"], from: declarations) { _ in false }
        XCTAssertEqual(built, [
            .init(type: "Repo", value: "Repo(id: Int.testSample, name: String.testSample)"),
            .init(type: "Kind", value: ".fork"),
            .init(type: "Tree", value: ".leaf(value: Int.testSample, String.testSample)"),
            .init(type: "Loop", value: nil),
            .init(type: "Wrapped", value: nil),
            .init(type: "Box", value: nil),
            .init(type: "Missing", value: nil),
        ])
        let skipped = TestSampleCode.declarations(for: ["Repo", "Kind"], from: declarations) { $0 == "Kind" }
        XCTAssertEqual(skipped.map(\.type), ["Repo"])
    }

    func testAMemberwiseInitTakesTheStoredPropertiesWithoutAValue() {
        let declarations = SwiftDeclarations(sources: ["struct Post {\n    var id: Int\n    let title: String\n    var tags: [Tag] = []\n    let kind = 1\n}\nstruct Tag { let name: String }\n"])
        XCTAssertEqual(TestSampleCode.declarations(for: ["Post"], from: declarations) { _ in false }, [
            .init(type: "Post", value: "Post(id: Int.testSample, title: String.testSample)"),
        ])
    }

    /// The types reduxgen counts on ReduxTesting for are the ones ReduxTesting conforms to
    /// `TestSample` (besides the collections and `Optional`, which take their elements').
    func testTheProvidedTypesAreReduxTestingsConformances() throws {
        let folder = Golden.repositoryRoot.appendingPathComponent("Sources/ReduxTesting")
        let texts = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.map {
            try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
        }
        let conformed = TestsFolder.conformances(in: texts).subtracting(["Optional", "Array", "Set", "Dictionary"])
        XCTAssertEqual(conformed, TestSampleCode.providedTypes.filter { !$0.contains(".") })
    }
}
