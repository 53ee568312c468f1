// FeedReducerLogic.swift
// Written once by reduxgen from Feed.yaml; from now on this file is yours to edit.
// reduxgen does not overwrite it (unless run with --force-skeletons): when the spec gains
// an action, the compiler's "switch must be exhaustive" error points here.

import ReduxRuntime

extension FeedReducer {
    /// Applies `action` to `state`. `reduce(_:_:)` calls it for every action, after the
    /// request lifecycle of FeedReducer.swift; success and failure actions arrive here only
    /// while their request is loading.
    static func reduceLogic(_ state: inout FeedState, _ action: FeedAction) {
        switch action {
        case .append(let post):
            state.posts.append(post)
        case .removeLast:
            state.posts.removeLast()
        }
    }
}
