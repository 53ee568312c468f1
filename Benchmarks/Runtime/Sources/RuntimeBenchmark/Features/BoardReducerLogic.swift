// BoardReducerLogic.swift
// Written once by reduxgen from Board.yaml; from now on this file is yours to edit.
// reduxgen does not overwrite it (unless run with --force-skeletons): when the spec gains
// an action, the compiler's "switch must be exhaustive" error points here.

import ReduxRuntime

extension BoardReducer {
    /// Applies `action` to `state`. `reduce(_:_:)` calls it for every action, after the
    /// request lifecycle of BoardReducer.swift; success and failure actions arrive here only
    /// while their request is loading.
    static func reduceLogic(_ state: inout BoardState, _ action: BoardAction) {
        switch action {
        case .cards(let id, let action):
            _ = (id, action)  // CardReducer has reduced it.
        }
    }
}
