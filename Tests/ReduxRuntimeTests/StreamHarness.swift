import Foundation
import ReduxRuntime
import ReduxTestSupport

struct FeedState: Equatable, Sendable {}

enum FeedAction: Hashable, Sendable {
    case start(room: Int)
    case stop(room: Int)
    case received(room: Int, String)
    case finished(room: Int, error: String?)
}

struct FeedBroke: Error {}

/// The fake push service: each subscription gets a new `AsyncThrowingStream` that the test
/// feeds, and every stream made and ended is written to ``events``.
final class Feeds: @unchecked Sendable {
    /// "made 1" when a stream for room 1 is made, "ended 1: finished" or "ended 1: cancelled"
    /// when it terminates.
    let events = LogCapture()
    // Guarded by `lock`.
    private let lock = NSLock()
    private var continuations: [Int: AsyncThrowingStream<String, any Error>.Continuation] = [:]

    /// Makes the stream of `room`'s updates.
    func updates(room: Int) -> AsyncThrowingStream<String, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: String.self)
        continuation.onTermination = { [events] termination in
            switch termination {
            case .finished: events.append("ended \(room): finished")
            case .cancelled: events.append("ended \(room): cancelled")
            @unknown default: events.append("ended \(room): ?")
            }
        }
        lock.withLock { continuations[room] = continuation }
        events.append("made \(room)")
        return stream
    }

    /// The continuation of the last stream made for `room`.
    func feed(_ room: Int) -> AsyncThrowingStream<String, any Error>.Continuation {
        lock.withLock { continuations[room]! }
    }
}

/// A store whose `start(room:)` and `stop(room:)` start and stop a subscription to the room's
/// feed, keyed by room.
@MainActor
final class StreamHarness {
    let feeds = Feeds()
    let reduced = Recorder<FeedAction>()
    weak var runner: StreamRunner<FeedState, FeedAction>?

    static func id(_ room: Int) -> RequestID { RequestID("roomUpdates", key: room) }

    func subscription(room: Int) -> StreamSubscription<FeedAction> {
        let feeds = feeds
        return StreamSubscription(id: Self.id(room)) {
            feeds.updates(room: room)
        } element: {
            .received(room: room, $0)
        } finished: {
            .finished(room: room, error: $0.map { String(describing: $0) })
        }
    }

    /// A store with the streaming middleware, then `extraMiddlewares`.
    func makeStore(extraMiddlewares: [Middleware<FeedState, FeedAction>] = []) -> Store<FeedState, FeedAction> {
        let reduced = reduced
        let streaming = Middleware<FeedState, FeedAction> { [weak self] context in
            let runner = StreamRunner(context: context)
            self?.runner = runner
            let subscription = self?.subscription
            return { action, next in
                next(action)
                switch action {
                case .start(let room): if let subscription { runner.start(subscription(room)) }
                case .stop(let room): runner.stop(id: Self.id(room))
                case .received, .finished: break
                }
            }
        }
        return Store(
            initialState: FeedState(),
            reducer: { state, action in
                reduced.record(action)
                return state
            },
            middlewares: [streaming] + extraMiddlewares
        )
    }

    /// The actions the streams dispatched, in order.
    var delivered: [FeedAction] {
        reduced.values.filter {
            switch $0 {
            case .received, .finished: true
            case .start, .stop: false
            }
        }
    }
}
