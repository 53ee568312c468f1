// TasksPropsLogic.swift
// Written once by reduxgen from Tasks.yaml; from now on this file is yours to edit.
// reduxgen does not overwrite it (unless run with --force-skeletons); the props the spec
// gains later are derived in TasksViewModel.swift too.

import Foundation
import ReduxRuntime

extension TasksProps {
    /// The props of `state`: what the view shows. A pure function; the view model calls it
    /// after each action and publishes the result when it changes.
    static func make(from state: TasksState) -> TasksProps {
        // The props as the spec derives them (`derived(from:)`, in TasksViewModel.swift). To make
        // one otherwise: `var props = …`, change it, then `return props`.
        TasksProps.derived(from: state)
    }
}
