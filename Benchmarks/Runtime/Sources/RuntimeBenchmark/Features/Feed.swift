import ReduxRuntime

// MARK: - `subscribe` on a list that changes

/// `count` posts with short texts, with room for one more (so that no append of the
/// measured ones grows the array).
func makePosts(_ count: Int) -> [Post] {
    var posts = (0..<count).map { Post(id: $0, text: "post \($0 % 100)") }
    posts.reserveCapacity(count + 1)
    return posts
}

/// The action of the `index`th dispatch: appends and removals in turn.
func feedAction(_ index: Int) -> FeedAction {
    index.isMultiple(of: 2) ? .append(Post(id: index, text: "new")) : .removeLast
}

/// Seconds per dispatch on a store of the generated Feed feature holding `posts` posts,
/// observed by one `subscribe(_:)` closure (its state is `Equatable`).
@MainActor
func storeSubscribe(posts: Int, dispatches: Int) -> Double {
    let store = Store(initialState: FeedState(posts: makePosts(posts)), reducer: FeedReducer.reduce)
    let sink = ObserverSink()
    let subscription = store.subscribe { sink.total &+= $0.posts.count }
    let time = seconds {
        for index in 0..<dispatches { store.dispatch(feedAction(index)) }
    }
    precondition(store.state.posts.count == posts && sink.total > 0)
    subscription.cancel()
    return time / Double(dispatches)
}

/// The floor of ``storeSubscribe(posts:dispatches:)``: the reducer on a local variable in
/// place, and the closure called with the state after each action.
@MainActor
func floorSubscribe(posts: Int, dispatches: Int) -> Double {
    var state = FeedState(posts: makePosts(posts))
    let sink = ObserverSink()
    let observer: (FeedState) -> Void = { sink.total &+= $0.posts.count }
    let time = seconds {
        for index in 0..<dispatches {
            FeedReducer.reduce(&state, feedAction(index))
            observer(state)
        }
    }
    precondition(state.posts.count == posts && sink.total > 0)
    return time / Double(dispatches)
}
