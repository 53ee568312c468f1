import XCTest

@testable import ReduxGenCore

/// The parent/child combinations next to the refused ones (`ChildComposition`,
/// `AppComposition`) compile warning-free: a child seen further than its parent, an
/// `Equatable` child of a parent that is not, a child whose only action restores its
/// persisted fields, a parent that persists fields of its own beside its child's, and the
/// same of an app's features.
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

    func testAnAppHoldsFeaturesAsAParentHoldsChildren() throws {
        XCTAssertEqual(try TypeCheck.run([
            "Shop": "app: Shop\naccess: public\nequatable: false\nfeatures:\n  cart: Cart\n  drafts: Drafts\n",
            "Cart": "access: public\nequatable: false\nstate: {}\nactions:\n  add:\n",
            "Drafts": "access: public\nstate:\n  text: { type: String, default: '\"\"' }\npersist: [text]\n",
        ], models: models).problems, [])
    }

    /// A public parent's state lists its own persisted fields and its children's.
    func testAPersistingPublicParentOfAPersistingChildCompiles() throws {
        XCTAssertEqual(try TypeCheck.run([
            "List": "access: public\nstate:\n  title: { type: String, default: '\"\"' }\npersist: [title]\nchildren:\n  editor: { feature: Editor, optional: true }\n",
            "Editor": "access: public\nstate:\n  text: { type: String, default: '\"\"' }\npersist: [text]\n",
        ], models: models, tests: false).problems, [])
    }
}
