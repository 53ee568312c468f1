// InboxPredictions.swift
// Written once by reduxgen from Inbox.yaml; from now on this file is yours to edit.
// reduxgen does not overwrite it (unless run with --force-skeletons): when the spec gains
// an optimistic request, the compiler's "does not conform" error points here.

import Foundation
import ReduxRuntime

extension InboxReducer: InboxPredicting {
    /// The answer that a call of `send` most likely gets, shown in `mails` as soon as the
    /// request action is reduced (`state` is the state it finds) until the answer replaces
    /// it, or a failure leaves it shown, marked failed; `nil` shows nothing until the answer.
    /// To send a failed one again, return it again (it is in `state.sendPredictions.failed`):
    /// it shows again where it is, not twice.
    static func predictSend(text: String, in state: InboxState) -> InboxAction.SendSuccess? {
        nil  // TODO: the answer to show while the call runs.
    }

    /// The answer that a call of `rename` most likely gets, shown in `title` as soon as the
    /// request action is reduced (`state` is the state it finds) until the answer replaces
    /// it, or a failure undoes it; `nil` shows nothing until the answer.
    static func predictRename(title: String, in state: InboxState) -> String? {
        nil  // TODO: the answer to show while the call runs.
    }

    /// The answer that a call of `rate` most likely gets, shown in `ratings` as soon as the
    /// request action is reduced (`state` is the state it finds) until the answer replaces
    /// it, or a failure undoes it; `nil` shows nothing until the answer.
    static func predictRate(id: InboxAction.RateID, stars: Int, in state: InboxState) -> Int? {
        nil  // TODO: the answer to show while the call runs.
    }

    /// The answer that a call of `archive` most likely gets, shown in `conversations` as soon as the
    /// request action is reduced (`state` is the state it finds) until the answer replaces
    /// it, or a failure undoes it; `nil` shows nothing until the answer.
    static func predictArchive(id: InboxAction.ArchiveID, in state: InboxState) -> InboxAction.ArchiveSuccess? {
        nil  // TODO: the answer to show while the call runs.
    }
}
