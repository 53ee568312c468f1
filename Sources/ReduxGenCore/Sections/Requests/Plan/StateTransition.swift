/// One guarded transition of a request's status (or a stream's): the action that takes it
/// from one state to another, the condition the reducer checks besides the state, and the
/// generated test that performs it. `reduxgen diagram` draws these; the transition tests
/// are written for them.
///
/// ```swift
/// plan.requests[0].transitions.first
/// // idle --> loading on loadMessages, checked by testLoadMessagesGoesFromIdleToLoadingToSucceeded
/// ```
package struct StateTransition: Hashable, Sendable {
    package var from: MachineState
    package var to: MachineState
    /// The action case that takes it.
    package var action: String
    /// What else decides or happens, in words: `the last call in flight`, `into messages`.
    package var detail: String?
    /// The generated test that takes this transition, if one does.
    package var test: TransitionTest?
}
