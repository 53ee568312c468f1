import XCTest

@testable import ReduxGenCore

/// `children:`: each way a child can be wrong gets a located error, in the spec alone
/// (`ValidationSession`) or against the other specs of the run (`ChildComposition`).
final class ChildFeatureDiagnosticTests: XCTestCase {
    private let run = FeaturesInRun(specPaths: ["List.yaml", "Row.yaml", "Editor.yaml"])

    private func diagnostics(_ yaml: String) -> [String] {
        Generate.generator.generate(specAt: "List.yaml", bytes: Array(yaml.utf8), featuresInRun: run).diagnostics.map(\.description)
    }

    func testAChildNotInTheRunIsAnErrorWithTheClosestFeature() {
        XCTAssertEqual(diagnostics("state: {}\nchildren:\n  rows: { feature: Rows, collection: true }\n"), [
            "List.yaml:3:20: error: the child 'rows' is the feature 'Rows', which is not in this run: no spec Rows.yaml is generated with this one; did you mean 'Row'?",
        ])
    }

    func testAKnownFeatureOfAnotherRunIsInTheRun() {
        var diagnostics: [Diagnostic] = []
        let known = FeaturesInRun(specPaths: ["List.yaml"], others: ["Row"])
        let feature = Generator.feature(
            specAt: "List.yaml", bytes: Array("state: {}\nchildren:\n  rows: { feature: Row, collection: true }\n".utf8), featuresInRun: known,
            diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(feature?.children.map(\.kind), [.collection])
    }

    func testAFeatureThatHoldsItselfIsAnError() {
        XCTAssertEqual(diagnostics("state: {}\nchildren:\n  inner: { feature: List, optional: true }\n"), [
            "List.yaml:3:21: error: the child 'inner' is the feature 'List' itself, whose state would hold itself without end; a child is another feature spec",
        ])
    }

    func testACollectionCannotBeOptionalToo() {
        XCTAssertEqual(diagnostics("state: {}\nchildren:\n  rows: { feature: Row, collection: true, optional: true }\n"), [
            "List.yaml:3:43: error: the child 'rows' is both a collection and optional; a collection is already empty when there are no children, so remove 'optional'",
        ])
    }

    func testAChildNeedsAFeatureAKindAndKnownKeys() {
        XCTAssertEqual(diagnostics("state: {}\nchildren:\n  rows: { collection: true, colection: true }\n  editor: Editor\n  one: { feature: Row }\n"), [
            "List.yaml:3:29: error: unknown key 'colection' in the child 'rows'; did you mean 'collection'?",
            "List.yaml:3:9: error: the child 'rows' needs a 'feature': the feature spec of the run it holds, like 'feature: TodoRow'",
            "List.yaml:4:11: error: the child 'editor' must be a mapping like { feature: TodoRow, collection: true }, not a scalar",
            "List.yaml:5:8: error: the child 'one' needs 'collection: true' (a Row per element, found by its id) or 'optional: true' (a Row present or not)",
        ])
    }

    func testAChildNamedLikeAFieldOrAnActionCollides() {
        XCTAssertEqual(diagnostics("state:\n  rows: Int\nactions:\n  editor:\nchildren:\n  rows: { feature: Row, collection: true }\n  editor: { feature: Editor, optional: true }\n"), [
            "List.yaml:7:3: error: the child 'editor' generates the action case 'editor', which the action 'editor' already declares\nList.yaml:4:3: note: the action 'editor' is here",
            "List.yaml:6:3: error: the child 'rows' generates the state property 'rows', which the state field 'rows' already declares\nList.yaml:2:3: note: the state field 'rows' is here",
        ])
    }

    private func feature(_ yaml: String, path: String) throws -> Feature {
        var diagnostics: [Diagnostic] = []
        let feature = Generator.feature(specAt: path, bytes: Array(yaml.utf8), diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.map(\.description), [])
        return try XCTUnwrap(feature)
    }

    private func errors(of parent: Feature, among features: [Feature]) -> [String] {
        let specs = Dictionary(uniqueKeysWithValues: features.map { ($0.name, ChildComposition.Spec($0)) })
        return ChildComposition.errors(of: parent) { specs[$0] }.map(\.description)
    }

    func testACollectionsChildNeedsAnIDField() throws {
        let list = try feature("state: {}\nchildren:\n  rows: { feature: Row, collection: true }\n  one: { feature: Row, optional: true }\n", path: "List.yaml")
        let row = try feature("state:\n  text: String\nactions:\n  tap:\n", path: "Row.yaml")
        XCTAssertEqual(errors(of: list, among: [list, row]), [
            "List.yaml:3:20: error: the child 'rows' is a collection of 'Row', whose state has no 'id' field; a collection finds each child by its id: add a field like 'id: UUID' to the state in Row.yaml",
        ])
        let identified = try feature("state:\n  id: Int\n  text: String\nactions:\n  tap:\n", path: "Row.yaml")
        XCTAssertEqual(errors(of: list, among: [list, identified]), [])
        // A child known by its name alone is not checked.
        XCTAssertEqual(errors(of: list, among: [list]), [])
    }

    func testChildrenThatHoldTheirParentAreErrorsInEachSpec() throws {
        let a = try feature("state: {}\nchildren:\n  b: { feature: B, optional: true }\n", path: "A.yaml")
        let b = try feature("state: {}\nchildren:\n  c: { feature: C, optional: true }\n", path: "B.yaml")
        let c = try feature("state: {}\nchildren:\n  a: { feature: A, optional: true }\n", path: "C.yaml")
        XCTAssertEqual(errors(of: a, among: [a, b, c]), [
            "A.yaml:3:17: error: the child 'b' holds 'A' again through its children ('A' → 'B' → 'C' → 'A'), so the states would nest without end; remove one of these children",
        ])
        XCTAssertEqual(errors(of: c, among: [a, b, c]).count, 1)
        let leaf = try feature("state: {}\n", path: "C.yaml")
        XCTAssertEqual(errors(of: a, among: [a, b, leaf]), [])
    }

    func testAChildWithoutActionsIsAnErrorWithItsFieldAsTheFix() throws {
        let list = try feature("state: {}\nchildren:\n  rows: { feature: Row, collection: true }\n  editor: { feature: Editor, optional: true }\n", path: "List.yaml")
        let row = try feature("state:\n  id: Int\n", path: "Row.yaml")
        let editor = try feature("state:\n  text: String\n", path: "Editor.yaml")
        XCTAssertEqual(errors(of: list, among: [list, row, editor]), [
            "List.yaml:3:20: error: the child 'rows' is the feature 'Row', whose action has no case (no actions, requests or streams in Row.yaml), so no action could reach it; give Row.yaml an action, or hold its state as a state field like 'rows: \"[RowState]\"'",
            "List.yaml:4:22: error: the child 'editor' is the feature 'Editor', whose action has no case (no actions, requests or streams in Editor.yaml), so no action could reach it; give Editor.yaml an action, or hold its state as a state field like 'editor: EditorState?'",
        ])
        // A request, a binding or a persisted field is an action too.
        let loading = try feature("state:\n  id: Int\nrequests:\n  load:\n", path: "Row.yaml")
        let bound = try feature("state:\n  text: String\nbindings: [text]\n", path: "Editor.yaml")
        XCTAssertEqual(errors(of: list, among: [list, loading, bound]), [])
        let persisting = try feature("state:\n  text: String\npersist: [text]\n", path: "Editor.yaml")
        XCTAssertEqual(errors(of: list, among: [list, loading, persisting]), [])
    }

    func testAChildLessVisibleThanItsParentIsAnError() throws {
        let list = try feature("access: public\nstate: {}\nchildren:\n  rows: { feature: Row, collection: true }\n", path: "List.yaml")
        let row = try feature("state:\n  id: Int\nactions:\n  tap:\n", path: "Row.yaml")
        XCTAssertEqual(errors(of: list, among: [list, row]), [
            "List.yaml:4:20: error: the child 'rows' is the feature 'Row', which is internal, and this feature is public: its state and action would show Row's types; add 'access: public' to Row.yaml, or give this feature the access of its child",
        ])
        let packageRow = try feature("access: package\nstate:\n  id: Int\nactions:\n  tap:\n", path: "Row.yaml")
        XCTAssertEqual(errors(of: list, among: [list, packageRow]).count, 1)
        let packageList = try feature("access: package\nstate: {}\nchildren:\n  rows: { feature: Row, collection: true }\n", path: "List.yaml")
        XCTAssertEqual(errors(of: packageList, among: [packageList, packageRow]), [])
        XCTAssertEqual(errors(of: packageList, among: [packageList, row]).count, 1)
        // A child may be seen further than its parent.
        let internalList = try feature("state: {}\nchildren:\n  rows: { feature: Row, collection: true }\n", path: "List.yaml")
        XCTAssertEqual(errors(of: internalList, among: [internalList, packageRow]), [])
    }

    func testAnEquatableParentOfAChildThatIsNotIsAnError() throws {
        let list = try feature("state: {}\nchildren:\n  editor: { feature: Editor, optional: true }\n", path: "List.yaml")
        let editor = try feature("equatable: false\nstate:\n  text: String\nactions:\n  clear:\n", path: "Editor.yaml")
        XCTAssertEqual(errors(of: list, among: [list, editor]), [
            "List.yaml:3:22: error: the child 'editor' is the feature 'Editor', whose state is not Equatable ('equatable: false' in Editor.yaml), and this feature's Equatable state compares its children; add 'equatable: false' to this spec, or make Editor Equatable",
        ])
        let unequatableList = try feature("equatable: false\nstate: {}\nchildren:\n  editor: { feature: Editor, optional: true }\n", path: "List.yaml")
        XCTAssertEqual(errors(of: unequatableList, among: [unequatableList, editor]), [])
    }

    func testAnAppIsNoChild() throws {
        let list = try feature("state: {}\nchildren:\n  shop: { feature: Shop, optional: true }\n", path: "List.yaml")
        let shop = try feature("app: Shop\nfeatures:\n  cart: Cart\n", path: "Shop.yaml")
        XCTAssertEqual(errors(of: list, among: [list, shop]), [
            "List.yaml:3:20: error: the child 'shop' is the app spec 'Shop', and a child is a feature spec; hold the app's features as children instead",
        ])
    }
}
