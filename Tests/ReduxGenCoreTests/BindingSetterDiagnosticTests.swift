import XCTest

@testable import ReduxGenCore

/// Every bad `setter:` of a binding (`bindings: { draft: { setter: draftEdited } }`) gets a
/// located error with a fix or a suggestion, and the spec produces no file.
final class BindingSetterDiagnosticTests: XCTestCase {
    private func diagnostics(_ yaml: String) -> [String] {
        let output = Generate.output(yaml)
        XCTAssertTrue(output.files.isEmpty, "a spec with errors must produce no file")
        return output.diagnostics.map(\.description)
    }

    private let state = "state:\n  draft: String\n  isOnline: Bool\n"

    func testASetterNamingAnActionOfAnotherPayloadIsRefusedOnce() {
        XCTAssertEqual(diagnostics(state + "actions:\n  draftEdited: Int\nbindings:\n  draft: { setter: draftEdited }\n"), [
            "Feature.yaml:7:20: error: 'setter: draftEdited' of the binding 'draft' names the action 'draftEdited', which carries (Int), but a setter carries the field's new value, a 'String'; declare it as draftEdited: String, or give the setter another name",
        ])
        XCTAssertEqual(diagnostics(state + "actions:\n  draftEdited: { text: String }\nbindings:\n  draft: { setter: draftEdited }\n"), [
            "Feature.yaml:7:20: error: 'setter: draftEdited' of the binding 'draft' names the action 'draftEdited', which carries (text: String), but a setter carries the field's new value, a 'String'; declare it as draftEdited: String, or give the setter another name",
        ])
        XCTAssertEqual(diagnostics(state + "actions:\n  wentOnline:\nbindings:\n  isOnline: { setter: wentOnline }\n"), [
            "Feature.yaml:7:23: error: 'setter: wentOnline' of the binding 'isOnline' names the action 'wentOnline', which carries nothing, but a setter carries the field's new value, a 'Bool'; declare it as wentOnline: Bool, or give the setter another name",
        ])
    }

    func testASetterNamedLikeAnotherGeneratedActionCaseIsReportedAtTheSetter() {
        XCTAssertEqual(diagnostics(state + "bindings:\n  draft: { setter: setIsOnline }\n  isOnline:\n"), [
            "Feature.yaml:5:20: error: 'setter: setIsOnline' of the binding 'draft' names the action case 'setIsOnline', which the setter of the binding 'isOnline' generates; give the setter a name of its own, like draftEdited\n"
                + "Feature.yaml:6:3: note: the setter of the binding 'isOnline' is here",
        ])
        XCTAssertEqual(diagnostics(state + "bindings:\n  draft: { setter: edited }\n  isOnline: { setter: edited }\n"), [
            "Feature.yaml:6:23: error: 'setter: edited' of the binding 'isOnline' names the action case 'edited', which the setter of the binding 'draft' generates; give the setter a name of its own, like isOnlineEdited\n"
                + "Feature.yaml:5:20: note: the setter of the binding 'draft' is here",
        ])
        XCTAssertEqual(diagnostics(state + "bindings:\n  draft: { setter: sendSuccess }\nrequests:\n  send: { reads: [draft] }\n"), [
            "Feature.yaml:5:20: error: 'setter: sendSuccess' of the binding 'draft' names the action case 'sendSuccess', which the success action of the request 'send' generates; give the setter a name of its own, like draftEdited\n"
                + "Feature.yaml:7:3: note: the success action of the request 'send' is here",
        ])
        XCTAssertEqual(diagnostics(state + "bindings:\n  isOnline: { setter: stopUpdates }\nstreams:\n  updates: { element: Int }\n"), [
            "Feature.yaml:5:23: error: 'setter: stopUpdates' of the binding 'isOnline' names the action case 'stopUpdates', which the stop action of the stream 'updates' generates; give the setter a name of its own, like isOnlineEdited\n"
                + "Feature.yaml:7:3: note: the stop action of the stream 'updates' is here",
        ])
    }

    func testASetterIsANameOfAMappingWithOnlyThatKey() {
        XCTAssertEqual(diagnostics(state + "bindings:\n  draft: draftEdited\n"), [
            "Feature.yaml:5:10: error: the binding 'draft' must be nothing, or a mapping like { setter: draftEdited }, not a scalar",
        ])
        XCTAssertEqual(diagnostics(state + "bindings:\n  draft: { setter: 'draft edited' }\n"), [
            "Feature.yaml:5:20: error: 'draft edited' is not a Swift identifier: ' ' cannot appear in a name; did you mean 'draftEdited'?",
        ])
        XCTAssertEqual(diagnostics(state + "bindings:\n  draft: { setter: draftEdited, debounce: 0.3 }\n"), [
            "Feature.yaml:5:33: error: unknown key 'debounce' in the binding 'draft'; expected 'setter'",
        ])
        XCTAssertEqual(diagnostics(state + "bindings:\n  draft: { settr: draftEdited }\n"), [
            "Feature.yaml:5:12: error: unknown key 'settr' in the binding 'draft'; did you mean 'setter'?",
        ])
        XCTAssertEqual(diagnostics(state + "bindings:\n  draft: {}\n"), [
            "Feature.yaml:5:10: error: the binding 'draft' needs 'setter', the name of its setter action, like { setter: draftEdited }; or leave its value empty for setDraft",
        ])
    }

    func testASetterOfAFieldThatIsNotBindableIsRefusedAtTheField() {
        XCTAssertEqual(diagnostics(state + "bindings:\n  drafts: { setter: draftEdited }\n"), [
            "Feature.yaml:5:3: error: 'bindings' names 'drafts', which is no state field; did you mean 'draft'?",
        ])
        XCTAssertEqual(diagnostics(state + "routes: { detail: }\nnavigation: stack\nbindings:\n  path: { setter: pathEdited }\n"), [
            "Feature.yaml:7:3: error: 'bindings' names 'path', the navigation's 'path', which the generated code keeps; remove it: the view model binds it already, as '$viewModel.path'",
        ])
        XCTAssertEqual(diagnostics(state + "bindings:\n  draft: { setter: draftEdited }\n  draft:\n"), [
            "Feature.yaml:6:3: error: duplicate key 'draft'\nFeature.yaml:5:3: note: 'draft' is first written here",
        ])
    }

    func testOnNamesTheSetterByItsGivenNameAndSuggestsIt() {
        XCTAssertEqual(diagnostics(state + "bindings:\n  draft: { setter: draftEdited }\nrequests:\n  save: { reads: [draft], on: [draftEdtied] }\n"), [
            "Feature.yaml:7:32: error: 'on' of 'save' names 'draftEdtied', which is no action of the spec nor a binding's setter; did you mean 'draftEdited'?",
        ])
        XCTAssertEqual(diagnostics(state + "bindings:\n  draft: { setter: draftEdited }\nrequests:\n  save: { reads: [draft], on: [setDraft] }\n"), [
            "Feature.yaml:7:32: error: 'on' of 'save' names 'setDraft', and the setter of the binding 'draft' is 'draftEdited', as its 'setter:' names it; name 'draftEdited'",
        ])
    }
}
