// MailboxPropsLogic.swift
// Written once by reduxgen from Mailbox.yaml; from now on this file is yours to edit.
// reduxgen does not overwrite it (unless run with --force-skeletons); the props the spec
// gains later are derived in MailboxViewModel.swift too.

import Foundation
import ReduxRuntime

extension MailboxProps {
    /// The props of `state`: what the view shows. A pure function; the view model calls it
    /// after each action and publishes the result when it changes.
    static func make(from state: MailboxState) -> MailboxProps {
        // The props as the spec derives them (`derived(from:)`, in MailboxViewModel.swift). To make
        // one otherwise: `var props = …`, change it, then `return props`.
        MailboxProps.derived(from: state)
    }
}
