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
        // Each field is a stored property named as no spec name can be, and a property whose
        // accessors record its writes and reads at its place (`ReduxRuntime.TrackedState`).
        XCTAssertContains(state, """
            struct FeatureState: Sendable {
                private var _$items: Items
                var items: Items {
                    get { _$tracking.read(0); return _$items }
                    set { _$tracking.assign(newValue, to: &_$items, field: 0) }
                    _modify { _$tracking.write(0); yield &_$items }
                }
                private var _$names: Set<String>
                var names: Set<String> {
                    get { _$tracking.read(1); return _$names }
            """)
        XCTAssertContains(state, """
                    _modify { _$tracking.write(5); yield &_$count }
                }

                /// Which fields each action writes, for the store's observers (`ReduxRuntime.TrackedState`).
                var _$tracking = ReduxRuntime.StateTracking()

                /// Creates the state, with the defaults that Feature.yaml gives.
                init(
                    items: Items = [],
                    names: Set<String> = [],
                    scores: [String: Int] = [:],
                    selected: Selected = nil,
                    title: String = "Inbox",
                    count: Int
                ) {
                    _$items = items
            """)
        // A test's diff shows the fields under their names.
        XCTAssertContains(state, """
            extension FeatureState: ReduxRuntime.TrackedState, Swift.CustomReflectable {
                /// The state's properties under their names: what a test's diff and `dump` show.
                var customMirror: Swift.Mirror {
                    let children: [Swift.Mirror.Child] = [
                        ("items", _$items as Any),
                        ("names", _$names as Any),
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
        XCTAssertContains(state, "    private var _$a: A\n    var a: A {\n")
        XCTAssertContains(state, "    private var _$b: [String: Int]\n    var b: [String: Int] {\n")
        XCTAssertContains(state, "    private var _$c: Dictionary<String, [Int]>\n    var c: Dictionary<String, [Int]> {\n")
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
                /// Which fields each action writes, for the store's observers (`ReduxRuntime.TrackedState`).
                var _$tracking = ReduxRuntime.StateTracking()

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
                private var _$loadStatus: LoadStatus
                /// The status of the `load` request.
                var loadStatus: LoadStatus {
            """)
        XCTAssertContains(state, """
                private var _$saveStatus: ReduxRuntime.RequestStatus<ReduxRuntime.RequestError>
                /// The status of the `save` request.
                var saveStatus: ReduxRuntime.RequestStatus<ReduxRuntime.RequestError> {
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
        XCTAssertContains(state, "public struct FeatureState: Sendable {\n    private var _$count: Int\n    public var count: Int {\n")
        XCTAssertContains(state, "    public var _$tracking = ReduxRuntime.StateTracking()\n")
        XCTAssertContains(state, "    public var customMirror: Swift.Mirror {\n")
        XCTAssertContains(state, "extension FeatureState: Swift.Equatable {\n    public static func == (lhs: Self, rhs: Self) -> Swift.Bool {\n")
        XCTAssertContains(state, "    public init(\n")
        let packageState = Generate.file(.state, from: "access: package\nstate: { count: Int }\n")
        XCTAssertContains(packageState, "package struct FeatureState")
    }

    func testTheStatesItHoldsStartTheirRecordsWithItsOwn() {
        let state = Generate.file(.state, from: "state: {}\nchildren:\n  rows: { feature: Row, collection: true }\n  editor: { feature: Editor, optional: true }\n")
        XCTAssertContains(state, """
                private var _$editor: EditorState?
                /// The `editor` child, a Editor, when it is present.
                var editor: EditorState? {
            """)
        // Only the optional child: the rows' records would take a walk over the rows.
        XCTAssertContains(state, """
                mutating func _$startTracking(_ stamp: Swift.UInt64) {
                    _$tracking.start(stamp)
                    ReduxRuntime.StateTracking.start(&_$editor, stamp)
                }
            """)
    }

    func testAFieldCannotTakeTheNameOfTheStatesMirror() {
        let output = Generate.output("state:\n  customMirror: Int\n")
        XCTAssertTrue(output.files.isEmpty)
        XCTAssertEqual(output.diagnostics.map(\.description), [
            "Feature.yaml:2:3: error: the state field 'customMirror' generates the state property 'customMirror', which the state has of its own (the mirror that test diffs and `dump` show); rename it",
        ])
        let state = Generate.file(.state, from: "state: { count: Int }\n")
        for name in FeaturePlan.stateMembers {
            XCTAssertContains(state, "var \(name):")
        }
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
