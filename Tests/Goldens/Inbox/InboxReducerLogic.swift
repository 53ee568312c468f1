// InboxReducerLogic.swift
// Written once by reduxgen from Inbox.yaml; from now on this file is yours to edit.
// reduxgen does not overwrite it (unless run with --force-skeletons): when the spec gains
// an action, the compiler's "switch must be exhaustive" error points here.

import Foundation
import ReduxRuntime

extension InboxReducer {
    /// Applies `action` to `state`. `reduce(_:_:)` calls it for every action, after the
    /// request lifecycle of InboxReducer.swift; a success or failure action arrives here for
    /// every call that answers, with the call's arguments (a superseded or cancelled call
    /// answers nothing; under policy `queue` or `concurrent`, an answer
    /// arrives while a call is in flight).
    static func reduceLogic(_ state: inout InboxState, _ action: InboxAction) {
        switch action {
        case .openFolder(let payload):
            _ = payload  // TODO: apply `openFolder` to the state.
        case .updateDraft(let payload):
            _ = payload  // TODO: apply `updateDraft` to the state.
        case .sendDraft:
            break  // TODO: apply `sendDraft` to the state.
        case .reply(let quoting):
            _ = quoting  // TODO: apply `reply` to the state.
        case .loadConversations, .loadConversationsSuccess, .loadConversationsFailure, .forceLoadConversations, .startPollingLoadConversations, .stopPollingLoadConversations:
            break  // The generated reducer sets `loadConversationsStatus` and stores the success payload in `conversations`.
        case .loadMails, .loadMailsSuccess, .loadMailsFailure, .forceLoadMails, .startPollingLoadMails, .stopPollingLoadMails:
            break  // The generated reducer sets `loadMailsStatus` and stores the success payload in `mails`.
        case .send, .sendSuccess, .sendFailure, .dismissSendError:
            break  // The generated reducer sets `sendStatus` and stores the success payload in `mails`.
        case .rename, .renameSuccess, .renameFailure, .cancelRename:
            break  // The generated reducer sets `renameStatus` and stores the success payload in `title`.
        case .rate, .rateSuccess, .rateFailure:
            break  // The generated reducer sets `rateStatus` and stores the success payload in `ratings`.
        case .archive, .archiveSuccess, .archiveFailure:
            break  // The generated reducer sets `archiveStatus` and stores the success payload in `conversations`.
        case .restorePersisted:
            break  // The generated reducer restores the persisted fields.
        }
    }
}
