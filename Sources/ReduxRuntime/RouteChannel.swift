/// Carries routes (where a feature sends the user) from a routing middleware to whoever shows
/// them, usually a view model's `routes` stream: routing triggers.
///
/// ```swift
/// let channel = RouteChannel<TeamChatRoute>()
/// let store = Store(initialState: TeamChatState(), reducer: TeamChatReducer.reduce,
///                   middlewares: [.routing(channel, route: TeamChatRouting.route(after:state:))])
/// Task { for await route in channel.routes { navigator.show(route) } }
/// ```
///
/// ## Delivery
/// - Each access to ``routes`` makes a new stream, a listener until its iteration ends (the
///   loop breaks or its task is cancelled, as a SwiftUI `.task` is when its view disappears)
///   or the channel is deallocated (then the stream finishes).
/// - A published route goes to every listener, in publishing order.
/// - A route published while no one listens is kept for the next stream made, which receives
///   it first; so a route published before a view's `.task` starts listening (an action sent
///   at launch, say) is not lost. Later streams do not get it again.
/// - At most ``unheardLimit`` such routes are kept, the newest (one by default: where the
///   feature last wanted to go); older ones are dropped. A channel whose routes nobody follows
///   (a view model in a test, a screen without navigation) thus holds at most that many.
@MainActor
public final class RouteChannel<Route: Sendable> {
    /// How many routes published while no one listens are kept for the next listener, the
    /// newest ones.
    public let unheardLimit: Int
    /// The listening streams, in the order they were made; each finishes its stream when the
    /// channel lets it go.
    private var listeners: [(id: UInt64, stream: StreamFinisher<Route>)] = []
    private var lastListenerID: UInt64 = 0
    private var unheard: [Route] = []

    /// Creates a channel with no listener and no kept route.
    ///
    /// ```swift
    /// let routes = RouteChannel<TeamChatRoute>()                    // keeps the last unheard route
    /// let replayAll = RouteChannel<TeamChatRoute>(unheardLimit: 16)
    /// let noReplay = RouteChannel<TeamChatRoute>(unheardLimit: 0)  // drops unheard routes
    /// ```
    /// - Parameter unheardLimit: How many routes published while no one listens are kept for
    ///   the next listener (0 or more); the newest are kept.
    public init(unheardLimit: Int = 1) {
        precondition(unheardLimit >= 0, "RouteChannel: unheardLimit must not be negative, got \(unheardLimit)")
        self.unheardLimit = unheardLimit
    }

    /// A new stream of the routes published from now on, preceded by the routes kept while no
    /// one listened; see "Delivery" above.
    ///
    /// ```swift
    /// .task { for await route in viewModel.routes { path.append(route) } }
    /// ```
    public var routes: AsyncStream<Route> {
        let (stream, continuation) = AsyncStream.makeStream(of: Route.self, bufferingPolicy: .unbounded)
        for route in unheard { continuation.yield(route) }
        unheard.removeAll()
        lastListenerID &+= 1
        let id = lastListenerID
        listeners.append((id, StreamFinisher(continuation)))
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.removeListener(id) }
        }
        return stream
    }

    /// Whether a stream made by ``routes`` is still listening.
    public var hasListeners: Bool { !listeners.isEmpty }

    /// Delivers `route` to every listener, or keeps it for the next one if there is none
    /// (dropping the oldest kept route beyond ``unheardLimit``).
    public func publish(_ route: Route) {
        var heard = false
        for listener in listeners {
            if case .terminated = listener.stream.continuation.yield(route) {
                removeListener(listener.id)
            } else {
                heard = true
            }
        }
        guard !heard, unheardLimit > 0 else { return }
        if unheard.count == unheardLimit { unheard.removeFirst() }
        unheard.append(route)
    }

    private func removeListener(_ id: UInt64) {
        listeners.removeAll { $0.id == id }
    }
}
