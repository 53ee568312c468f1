// TimelineReducerLogic.swift
// Written once by reduxgen from Timeline.yaml; from now on this file is yours to edit.
// reduxgen does not overwrite it (unless run with --force-skeletons): when the spec gains
// an action, the compiler's "switch must be exhaustive" error points here.

import Foundation
import ReduxRuntime

extension TimelineReducer {
    /// Applies `action` to `state`. `reduce(_:_:)` calls it for every action, after the
    /// request lifecycle of TimelineReducer.swift; a success or failure action arrives here for
    /// every call that answers, with the call's arguments (a superseded or cancelled call
    /// answers nothing; under policy `queue` or `concurrent`, an answer
    /// arrives while a call is in flight).
    static func reduceLogic(_ state: inout TimelineState, _ action: TimelineAction) {
        switch action {
        case .setQuery(let payload):
            _ = payload  // TODO: apply `setQuery` to the state.
        case .loadMore, .loadMoreSuccess, .loadMoreFailure, .cancelLoadMore, .dismissLoadMoreError:
            break  // The generated reducer sets `loadMoreStatus` and stores the success payload in `tweets`.
        case .refresh, .refreshSuccess, .refreshFailure:
            break  // The generated reducer sets `refreshStatus` and stores the success payload in `tweets`.
        case .post, .postSuccess, .postFailure, .dismissPostError:
            break  // The generated reducer sets `postStatus` and stores the success payload in `tweets`.
        case .loadLikes, .loadLikesSuccess, .loadLikesFailure, .cancelLoadLikes, .dismissLoadLikesError:
            break  // The generated reducer sets `loadLikesStatus` and stores the success payload in `likes`.
        case .suggest, .suggestSuccess, .suggestFailure, .suggestSkipped:
            break  // The generated reducer sets `suggestStatus` and stores the success payload in `suggestions`.
        case .markRead, .markReadSuccess, .markReadFailure:
            break  // The generated reducer sets `markReadStatus`.
        case .startUpdates, .stopUpdates, .updatesFinished:
            break  // The generated reducer keeps `updatesActive`.
        case .updatesReceived(let topic, let element):
            _ = (topic, element)  // TODO: apply an element of `updates` to the state.
        case .startConnection, .stopConnection, .connectionFinished:
            break  // The generated reducer keeps `connectionActive`.
        case .connectionReceived(let element):
            _ = element  // TODO: apply an element of `connection` to the state.
        }
    }
}
