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
/// - A route published while no one listens is kept, and the next stream made receives the
///   kept routes first, in order; so a route published before a view's `.task` starts
///   listening (an action sent at launch, say) is not lost. Later streams do not get them
///   again. Routes are kept without limit until someone listens.
@MainActor
public final class RouteChannel<Route: Sendable> {
    /// The listening streams, in the order they were made; each finishes its stream when the
    /// channel lets it go.
    private var listeners: [(id: UInt64, stream: StreamFinisher<Route>)] = []
    private var lastListenerID: UInt64 = 0
    private var unheard: [Route] = []

    /// Creates a channel with no listener and no kept route.
    public init() {}

    /// A new stream of the routes published from now on, preceded by the routes published
    /// while no one listened; see "Delivery" above.
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

    /// Delivers `route` to every listener, or keeps it for the next one if there is none.
    public func publish(_ route: Route) {
        var heard = false
        for listener in listeners {
            if case .terminated = listener.stream.continuation.yield(route) {
                removeListener(listener.id)
            } else {
                heard = true
            }
        }
        if !heard { unheard.append(route) }
    }

    private func removeListener(_ id: UInt64) {
        listeners.removeAll { $0.id == id }
    }
}
