// CardReducerLogic.swift
// Written once by reduxgen from Card.yaml; from now on this file is yours to edit.
// reduxgen does not overwrite it (unless run with --force-skeletons): when the spec gains
// an action, the compiler's "switch must be exhaustive" error points here.

import ReduxRuntime

extension CardReducer {
    /// Applies `action` to `state`. `reduce(_:_:)` calls it for every action, after the
    /// request lifecycle of CardReducer.swift; success and failure actions arrive here only
    /// while their request is loading.
    static func reduceLogic(_ state: inout CardState, _ action: CardAction) {
        switch action {
        case .tap:
            state.taps += 1
            state.values[0] = state.taps
        }
    }
}
