// MailboxReducerLogic.swift
// Written once by reduxgen from Mailbox.yaml; from now on this file is yours to edit.
// reduxgen does not overwrite it (unless run with --force-skeletons): when the spec gains
// an action, the compiler's "switch must be exhaustive" error points here.

import Foundation
import ReduxRuntime

extension MailboxReducer {
    /// Applies `action` to `state`. `reduce(_:_:)` calls it for every action, after the
    /// request lifecycle of MailboxReducer.swift; a success or failure action arrives here for
    /// every call that answers, with the call's arguments (a superseded or cancelled call
    /// answers nothing).
    static func reduceLogic(_ state: inout MailboxState, _ action: MailboxAction) {
        switch action {
        case .clearDraft:
            break  // TODO: apply `clearDraft` to the state.
        case .refresh:
            break  // TODO: apply `refresh` to the state.
        case .connect:
            break  // TODO: apply `connect` to the state.
        case .setQuery, .setScope, .draftEdited:
            break  // The generated reducer assigns each bound field.
        case .search, .searchSuccess, .searchFailure:
            break  // The generated reducer sets `searchStatus` and stores the success payload in `results`.
        case .sendDraft, .sendDraftSuccess, .sendDraftFailure:
            break  // The generated reducer sets `sendDraftStatus`.
        case .emptyTrash, .emptyTrashSuccess, .emptyTrashFailure:
            break  // The generated reducer sets `emptyTrashStatus`.
        case .startPreviews, .stopPreviews, .stopAllPreviews, .previewsFinished:
            break  // The generated reducer keeps `previewsActive`.
        case .previewsReceived(let folder, let element):
            _ = (folder, element)  // TODO: apply an element of `previews` to the state.
        case .startConnection, .stopConnection, .connectionFinished:
            break  // The generated reducer keeps `connectionActive`.
        case .connectionReceived(let element):
            _ = element  // TODO: apply an element of `connection` to the state.
        }
    }
}
