// TodoPropsLogic.swift
// Written once by reduxgen from Todo.yaml; from now on this file is yours to edit.
// reduxgen does not overwrite it (unless run with --force-skeletons); the props the spec
// gains later are derived in TodoViewModel.swift too.

import ReduxRuntime

extension TodoProps {
    /// The props of `state`: what the view shows. A pure function; the view model calls it
    /// after each action and publishes the result when it changes.
    static func make(from state: TodoState) -> TodoProps {
        var props = TodoProps.derived(from: state)
        props.rows = state.visibleRows
        props.canClearCompleted = state.rows.contains(where: \.isDone)
        return props
    }
}
