// ProfileReducerLogic.swift
// Written once by reduxgen from Profile.yaml; from now on this file is yours to edit.
// reduxgen does not overwrite it (unless run with --force-skeletons): when the spec gains
// an action, the compiler's "switch must be exhaustive" error points here.

import Foundation
import ReduxRuntime

extension ProfileReducer {
    /// Applies `action` to `state`. `reduce(_:_:)` calls it for every action, after the
    /// request lifecycle of ProfileReducer.swift; a success or failure action arrives here for
    /// every call that answers, with the call's arguments (a superseded or cancelled call
    /// answers nothing).
    static func reduceLogic(_ state: inout ProfileState, _ action: ProfileAction) {
        switch action {
        case .logout:
            break  // TODO: apply `logout` to the state.
        case .loadUser, .loadUserSuccess, .loadUserFailure:
            break  // The generated reducer sets `loadUserStatus` and stores the success payload in `user`.
        case .loadPosts, .loadPostsSuccess, .loadPostsFailure:
            break  // The generated reducer sets `loadPostsStatus` and stores the success payload in `posts`.
        }
    }
}
