// TeamChatPropsLogic.swift
// Written once by reduxgen from TeamChat.yaml; from now on this file is yours to edit.
// reduxgen does not overwrite it (unless run with --force-skeletons); the props the spec
// gains later are derived in TeamChatViewModel.swift too.

import Foundation
import ReduxRuntime

extension TeamChatProps {
    /// The props of `state`: what the view shows. A pure function; the view model calls it
    /// after each action and publishes the result when it changes.
    static func make(from state: TeamChatState) -> TeamChatProps {
        // The props as the spec derives them (`derived(from:)`, in TeamChatViewModel.swift). To make
        // one otherwise: `var props = …`, change it, then `return props`.
        TeamChatProps.derived(from: state)
    }
}
