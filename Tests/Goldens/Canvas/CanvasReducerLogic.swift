// CanvasReducerLogic.swift
// Written once by reduxgen from Canvas.yaml; from now on this file is yours to edit.
// reduxgen does not overwrite it (unless run with --force-skeletons): when the spec gains
// an action, the compiler's "switch must be exhaustive" error points here.

import ReduxRuntime

extension CanvasReducer {
    /// Applies `action` to `state`. `reduce(_:_:)` calls it for every action, after the
    /// request lifecycle of CanvasReducer.swift; a success or failure action arrives here for
    /// every call that answers, with the call's arguments (a superseded or cancelled call
    /// answers nothing).
    static func reduceLogic(_ state: inout CanvasState, _ action: CanvasAction) {
        switch action {
        case .draw(let payload):
            _ = payload  // TODO: apply `draw` to the state.
        case .clear:
            break  // TODO: apply `clear` to the state.
        case .save, .saveSuccess, .saveFailure:
            break  // The generated reducer sets `saveStatus`.
        }
    }
}
