// TodoReducerLogic.swift
// Written once by reduxgen from Todo.yaml; from now on this file is yours to edit.
// reduxgen does not overwrite it (unless run with --force-skeletons): when the spec gains
// an action, the compiler's "switch must be exhaustive" error points here.

import ReduxRuntime

extension TodoReducer {
    /// Applies `action` to `state`. `reduce(_:_:)` calls it for every action, after the
    /// request lifecycle of TodoReducer.swift; a success or failure action arrives here for
    /// every call that answers, with the call's arguments (a superseded or cancelled call
    /// answers nothing).
    ///
    /// Ask for a side effect with `perform(_:)`, such as `perform(.playDoneSound)`: it is
    /// performed once the action has been reduced.
    static func reduceLogic(_ state: inout TodoState, _ action: TodoAction) {
        switch action {
        case .add(let text):
            _ = text  // TODO: apply `add` to the state.
        case .markDone(let id):
            _ = id  // TODO: apply `markDone` to the state.
        case .cleanDone:
            break  // TODO: apply `cleanDone` to the state.
        }
    }
}
