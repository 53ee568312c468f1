#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ReduxRuntime

/// The CPU seconds `body` takes on this thread. On a machine shared with other work, the
/// time this thread waits for a core would count in wall time and not here.
func seconds(_ body: () -> Void) -> Double {
    let start = threadCPUTime()
    body()
    return threadCPUTime() - start
}

private func threadCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

// MARK: - Dispatching with a list in the state

/// Seconds per dispatch on a store whose state holds `elements` messages, with `observers`
/// derived observations of the list's count (what a view model's prop is).
@MainActor
func storeDispatch(elements: Int, observers: Int, dispatches: Int) -> Double {
    let store = Store(initialState: ChatState(messages: makeMessages(elements)), reducer: ChatReducer.reduce)
    let sink = ObserverSink()
    let subscriptions = (0..<observers).map { _ in
        store.observe({ $0.messages.count }, owner: sink) { sink, count in sink.total &+= count }
    }
    let time = seconds {
        for index in 0..<dispatches { store.dispatch(alternatingAction(index)) }
    }
    precondition(store.state.messages.count == elements && sink.total > 0)
    withExtendedLifetime(subscriptions) {}
    return time / Double(dispatches)
}

/// The floor of ``storeDispatch(elements:observers:dispatches:)``: the same reducer on a
/// local variable in place, and the same observers as plain closures, each deriving the count
/// and comparing it with the last one it kept.
@MainActor
func floorDispatch(elements: Int, observers: Int, dispatches: Int) -> Double {
    var state = ChatState(messages: makeMessages(elements))
    let sink = ObserverSink()
    let observerClosures: [(ChatState) -> Void] = (0..<observers).map { _ in
        var last = elements
        return { state in
            let count = state.messages.count
            guard count != last else { return }
            last = count
            sink.total &+= count
        }
    }
    let time = seconds {
        for index in 0..<dispatches {
            ChatReducer.reduce(&state, alternatingAction(index))
            for observer in observerClosures { observer(state) }
        }
    }
    precondition(state.messages.count == elements && sink.total > 0)
    return time / Double(dispatches)
}

// MARK: - Subscribing and cancelling

/// Seconds to subscribe `count` observers of the state with `subscribe(_:)`, and to cancel
/// them all in a shuffled order.
@MainActor
func storeSubscriptions(count: Int, cancelOrder: [Int]) -> (subscribe: Double, cancel: Double) {
    let store = Store(initialState: ChatState(messages: makeMessages(100)), reducer: ChatReducer.reduce)
    let sink = ObserverSink()
    var subscriptions: [StoreSubscription] = []
    subscriptions.reserveCapacity(count)
    let subscribe = seconds {
        for _ in 0..<count { subscriptions.append(store.subscribe { sink.total &+= $0.messages.count }) }
    }
    let cancel = seconds {
        for index in cancelOrder { subscriptions[index].cancel() }
    }
    store.dispatch(.removeLast)
    precondition(sink.total == 100 * count, "a cancelled subscriber was notified")
    return (subscribe, cancel)
}

/// The floor of ``storeSubscriptions(count:cancelOrder:)``: the observers as closures in a
/// dictionary by number, each called with the current state when added, removed by number.
@MainActor
func floorSubscriptions(count: Int, cancelOrder: [Int]) -> (subscribe: Double, cancel: Double) {
    let state = ChatState(messages: makeMessages(100))
    let sink = ObserverSink()
    var observers: [Int: (ChatState) -> Void] = [:]
    let subscribe = seconds {
        for index in 0..<count {
            let observer: (ChatState) -> Void = { sink.total &+= $0.messages.count }
            observers[index] = observer
            observer(state)
        }
    }
    let cancel = seconds {
        for index in cancelOrder { observers[index] = nil }
    }
    precondition(observers.isEmpty && sink.total == 100 * count)
    return (subscribe, cancel)
}

// MARK: - A burst dispatched by a middleware

/// Seconds for one action on which a middleware dispatches `count` appends, all reduced
/// (and seen by one derived observation) before `dispatch` returns.
@MainActor
func storeBurst(count: Int) -> Double {
    let burst = Middleware<ChatState, ChatAction>.handler { context, action, next in
        next(action)
        if case .receiveBurst(let count) = action {
            for index in 0..<count { context.dispatch(.append(Message(id: index, text: "new"))) }
        }
    }
    let store = Store(initialState: ChatState(messages: []), reducer: ChatReducer.reduce, middlewares: [burst])
    let sink = ObserverSink()
    let subscription = store.observe({ $0.messages.count }, owner: sink) { sink, count in sink.total &+= count }
    let time = seconds { store.dispatch(.receiveBurst(count)) }
    precondition(store.state.messages.count == count)
    withExtendedLifetime(subscription) {}
    return time
}

/// The floor of ``storeBurst(count:)``: the same appends reduced in place in a loop, each
/// followed by the observer's derive and compare.
@MainActor
func floorBurst(count: Int) -> Double {
    var state = ChatState(messages: [])
    let sink = ObserverSink()
    var last = 0
    let time = seconds {
        for index in 0..<count {
            ChatReducer.reduce(&state, .append(Message(id: index, text: "new")))
            if state.messages.count != last {
                last = state.messages.count
                sink.total &+= last
            }
        }
    }
    precondition(state.messages.count == count)
    return time
}
