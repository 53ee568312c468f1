// ScreenReducerLogic.swift
// Written once by reduxgen from Screen.yaml; from now on this file is yours to edit.
// reduxgen does not overwrite it (unless run with --force-skeletons): when the spec gains
// an action, the compiler's "switch must be exhaustive" error points here.

import ReduxRuntime

extension ScreenReducer {
    /// Applies `action` to `state`. `reduce(_:_:)` calls it for every action, after the
    /// request lifecycle of ScreenReducer.swift; success and failure actions arrive here only
    /// while their request is loading.
    ///
    /// Ask for a side effect with `perform(_:)`, such as `perform(.announceSelection)`: it is
    /// performed once the action has been reduced.
    static func reduceLogic(_ state: inout ScreenState, _ action: ScreenAction) {
        switch action {
        case .addItem(let item):
            state.items.append(item)
        case .removeLastItem:
            state.items.removeLast()
        case .select(let id):
            state.selectedID = id
            perform(.announceSelection(id))
        case .toggleEditing:
            state.isEditing.toggle()
        case .setQuery:
            break  // The generated reducer assigns each bound field.
        case .loadItems, .loadItemsSuccess, .loadItemsFailure:
            break  // The generated reducer sets `loadItemsStatus` and stores the success payload in `items`.
        case .search, .searchSuccess, .searchFailure:
            break  // The generated reducer sets `searchStatus` and stores the success payload in `results`.
        }
    }
}
