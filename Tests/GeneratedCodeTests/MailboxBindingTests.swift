import Observation
import ReduxRuntime
import ReduxTestSupport
import XCTest

@testable import GoldenFeatures

/// Specs/Mailbox.yaml's bindings of `query`, `scope` and `draft` (whose setter is the spec's
/// action `draftEdited`, named by `setter:`): a setter action that the generated reducer
/// reduces by assignment, and a two-way accessor on the view model that reads the state,
/// sends the setter when set, and is observed like the props.
@MainActor
final class MailboxBindingTests: XCTestCase {
    func testASetterAssignsItsField() async {
        var state = MailboxReducer.reduce(MailboxState(), .setQuery("lunch"))
        XCTAssertEqual(state.query, "lunch")
        state = MailboxReducer.reduce(state, .setScope(.subject))
        XCTAssertEqual(state, MailboxState(query: "lunch", scope: .subject))
    }

    func testTheActionThatSetterNamesAssignsItsField() async {
        let state = MailboxReducer.reduce(MailboxState(draft: "Hi"), .draftEdited("Hi there"))
        XCTAssertEqual(state.draft, "Hi there")
        XCTAssertTrue(MailboxProps.derived(from: state).canSend)
        XCTAssertFalse(MailboxProps.derived(from: MailboxReducer.reduce(state, .draftEdited(""))).canSend)
    }

    func testTheAccessorReadsTheStateAndSettingItSendsTheSetter() async {
        let recorder = Recorder<MailboxAction>()
        let store = Store(initialState: MailboxState(draft: "Hi"), reducer: MailboxReducer.reduce, middlewares: [recordingMiddleware(into: recorder)])
        let viewModel = MailboxViewModel(store: store)
        XCTAssertEqual(viewModel.draft, "Hi")
        viewModel.draft = "Hi there"
        XCTAssertEqual(recorder.values, [.draftEdited("Hi there")])
        XCTAssertEqual(store.state.draft, "Hi there")
        XCTAssertEqual(viewModel.draft, "Hi there")
        XCTAssertTrue(viewModel.props.canSend)
        // A change from elsewhere reaches the accessor too.
        store.dispatch(.draftEdited(""))
        XCTAssertEqual(viewModel.draft, "")
    }

    /// Whether reading `query` in a tracking scope is invalidated by `change`.
    private func queryObservation(of viewModel: MailboxViewModel, firesFor change: () -> Void) -> Bool {
        let fired = LockedFlag()
        withObservationTracking {
            _ = viewModel.query
        } onChange: {
            fired.set()
        }
        change()
        return fired.isSet
    }

    func testAViewReadingABindingIsInvalidatedByItsChangeOnly() async {
        let store = Store(initialState: MailboxState(), reducer: MailboxReducer.reduce)
        let viewModel = MailboxViewModel(store: store)
        XCTAssertFalse(queryObservation(of: viewModel) { store.dispatch(.draftEdited("unrelated")) }, "another field's change")
        XCTAssertFalse(queryObservation(of: viewModel) { store.dispatch(.setQuery("")) }, "a value equal to the last")
        XCTAssertTrue(queryObservation(of: viewModel) { viewModel.query = "lunch" })
        XCTAssertTrue(queryObservation(of: viewModel) { store.dispatch(.setQuery("dinner")) })
    }
}
