// ScreenPropsLogic.swift
// Written once by reduxgen from Screen.yaml; from now on this file is yours to edit.
// reduxgen does not overwrite it (unless run with --force-skeletons); the props the spec
// gains later are derived in ScreenViewModel.swift too.

import ReduxRuntime

extension ScreenProps {
    /// The props of `state`: what the view shows. A pure function; the view model calls it
    /// after each action and publishes the result when it changes.
    static func make(from state: ScreenState) -> ScreenProps {
        // The props as the spec derives them (`derived(from:)`, in ScreenViewModel.swift). To make
        // one otherwise: `var props = …`, change it, then `return props`.
        ScreenProps.derived(from: state)
    }
}
