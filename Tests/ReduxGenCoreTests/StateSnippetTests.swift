import XCTest

@testable import ReduxGenCore

/// `state:` → the state struct and its init.
final class StateSnippetTests: XCTestCase {
    func testShorthandsDefaultsAndRequiredFields() {
        let state = Generate.file(.state, from: """
            state:
              items: "[Item]"
              names: Set<String>
              scores: "[String: Int]"
              selected: Item.ID?
              title: { type: String, default: '"Inbox"' }
              count: Int
            """)
        XCTAssertContains(state, """
            struct FeatureState: Sendable {
                var items: Items
                var names: Set<String>
                var scores: [String: Int]
                var selected: Selected
                var title: String
                var count: Int

                /// Creates the state, with the defaults that Feature.yaml gives.
                init(
                    items: Items = [],
                    names: Set<String> = [],
                    scores: [String: Int] = [:],
                    selected: Selected = nil,
                    title: String = "Inbox",
                    count: Int
                ) {
                    self.items = items
            """)
        // `==` compares every stored property, one guard each.
        XCTAssertContains(state, """
            extension FeatureState: Swift.Equatable {
                static func == (lhs: Self, rhs: Self) -> Swift.Bool {
                    guard lhs.items == rhs.items else { return false }
                    guard lhs.names == rhs.names else { return false }
                    guard lhs.scores == rhs.scores else { return false }
                    guard lhs.selected == rhs.selected else { return false }
                    guard lhs.title == rhs.title else { return false }
                    guard lhs.count == rhs.count else { return false }
                    return true
                }
            }
            """)
    }

    func testTypesAreWrittenInCanonicalForm() {
        let state = Generate.file(.state, from: """
            state:
              a: "[ Item ]"
              b: "[String:Int]"
              c: Dictionary< String , [Int] >
            """)
        XCTAssertContains(state, "    var a: A\n    var b: [String: Int]\n    var c: Dictionary<String, [Int]>\n")
        XCTAssertContains(state, "        c: Dictionary<String, [Int]> = [:]\n")
        // An alias repeats the spec's text as written, so that each name is at its column.
        XCTAssertContains(state, "    typealias A =\n      [ Item ]\n")
    }

    func testAnExplicitDefaultReplacesTheImplicitOne() {
        let state = Generate.file(.state, from: """
            state:
              tags: { type: "[String]", default: '["new"]' }
              user: { type: User?, default: User.guest }
            """)
        XCTAssertContains(state, "        tags: [String] = [\"new\"],\n        user: UserType = User.guest\n")
    }

    func testAnEmptyStateHasAnEmptyInit() {
        let state = Generate.file(.state, from: "state: {}\n")
        XCTAssertContains(state, """
            struct FeatureState: Sendable {
                /// Creates the state.
                init() {}
            }
            """)
        XCTAssertContains(state, """
            extension FeatureState: Swift.Equatable {
                static func == (lhs: Self, rhs: Self) -> Swift.Bool {
                    return true
                }
            }
            """)
    }

    func testEachRequestAddsAStatusWithItsFailureType() {
        let state = Generate.file(.state, from: """
            state: {}
            requests:
              load: { failure: LoadError }
              save:
            """)
        XCTAssertContains(state, """
                /// The status of the `load` request.
                var loadStatus: LoadStatus
                /// The status of the `save` request.
                var saveStatus: ReduxRuntime.RequestStatus<ReduxRuntime.RequestError>
            """)
        XCTAssertContains(state, "        loadStatus: LoadStatus = .idle,\n        saveStatus: ReduxRuntime.RequestStatus<ReduxRuntime.RequestError> = .idle\n")
        // The spec's failure type is declared once, from its column in the spec.
        XCTAssertContains(state, """
                typealias LoadFailure =
                               LoadError
                /// The status of the `load` request.
                typealias LoadStatus = ReduxRuntime.RequestStatus<LoadFailure>
            }
            """)
    }

    func testImportsAndAccess() {
        let state = Generate.file(.state, from: """
            imports: [Foundation, Models]
            access: public
            state:
              count: Int
            """)
        XCTAssertContains(state, "import Foundation\nimport Models\nimport ReduxRuntime\n")
        XCTAssertContains(state, "public struct FeatureState: Sendable {\n    public var count: Int\n")
        XCTAssertContains(state, "extension FeatureState: Swift.Equatable {\n    public static func == (lhs: Self, rhs: Self) -> Swift.Bool {\n")
        XCTAssertContains(state, "    public init(\n")
        let packageState = Generate.file(.state, from: "access: package\nstate: { count: Int }\n")
        XCTAssertContains(packageState, "package struct FeatureState")
    }

    func testEveryFileStartsWithTheGeneratedHeader() {
        let output = Generate.output("state: {}\n", path: "Specs/Inbox.yaml")
        XCTAssertEqual(output.files.map(\.name), ["InboxState.swift", "InboxAction.swift", "InboxReducer.swift", "InboxReducerLogic.swift", "InboxLoader.swift", "InboxViewModel.swift"])
        for file in output.files where !file.part.isSkeleton {
            XCTAssertTrue(file.contents.hasPrefix("""
                // \(file.name)
                // Generated by reduxgen from Inbox.yaml. DO NOT EDIT: edit the spec and run reduxgen again.
                // swift-format-ignore-file
                // swiftlint:disable all

                """), file.name)
        }
        let skeleton = output.files.first { $0.part.isSkeleton }!.contents
        XCTAssertTrue(skeleton.hasPrefix("// InboxReducerLogic.swift\n// Written once by reduxgen from Inbox.yaml; from now on this file is yours to edit.\n"))
        XCTAssertFalse(skeleton.contains("DO NOT EDIT"))
    }
}
