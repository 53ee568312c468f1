import XCTest

@testable import ReduxGenCore

/// The parent/child combinations next to the refused ones (`ChildComposition`) compile
/// warning-free: a child seen further than its parent, an `Equatable` child of a parent that
/// is not, and a child whose only action restores its persisted fields.
final class ChildCombinationCompileTests: XCTestCase {
    private let models = "import ReduxRuntime\nimport ReduxTesting\n"

    func testAPublicEquatableChildOfAnInternalParentThatIsNotEquatableCompiles() throws {
        XCTAssertEqual(try TypeCheck.run([
            "List": "equatable: false\nstate: {}\nchildren:\n  rows: { feature: Row, collection: true }\n  editor: { feature: Editor, optional: true }\n",
            "Row": "access: public\nstate:\n  id: Int\nactions:\n  tap:\n",
            "Editor": "state:\n  text: { type: String, default: '\"\"' }\npersist: [text]\n",
        ], models: models).problems, [])
    }

    /// The child has an id too: its lifting is the overload for an `Identifiable` child.
    func testAChildWithActionsUnderAParentWithoutOtherActionsCompiles() throws {
        XCTAssertEqual(try TypeCheck.run([
            "List": "state: {}\nchildren:\n  editor: { feature: Editor, optional: true }\n",
            "Editor": "state:\n  id: Int\n  text: String\nactions:\n  clear:\n",
        ], models: models).problems, [])
    }
}
