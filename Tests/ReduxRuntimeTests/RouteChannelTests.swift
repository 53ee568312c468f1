import ReduxRuntime
import XCTest
import ReduxTestSupport

@MainActor
final class RouteChannelTests: XCTestCase {
    func testRoutesArriveInPublishingOrder() async {
        let channel = RouteChannel<Int>()
        var routes = channel.routes.makeAsyncIterator()
        for route in 1...5 { channel.publish(route) }
        var received: [Int] = []
        for _ in 1...5 { if let route = await routes.next() { received.append(route) } }
        XCTAssertEqual(received, [1, 2, 3, 4, 5])
    }

    func testEveryListenerGetsEveryRoute() async {
        let channel = RouteChannel<String>()
        var first = channel.routes.makeAsyncIterator()
        var second = channel.routes.makeAsyncIterator()
        channel.publish("a")
        channel.publish("b")
        let firstRoutes = [await first.next(), await first.next()]
        let secondRoutes = [await second.next(), await second.next()]
        XCTAssertEqual(firstRoutes, ["a", "b"])
        XCTAssertEqual(secondRoutes, ["a", "b"])
    }

    func testTheLastRoutePublishedWhileNoOneListensGoesToTheNextListenerOnly() async {
        let channel = RouteChannel<String>()
        XCTAssertFalse(channel.hasListeners)
        channel.publish("early")
        channel.publish("earlier than the view")
        var first = channel.routes.makeAsyncIterator()
        var second = channel.routes.makeAsyncIterator()
        channel.publish("late")
        let firstRoutes = [await first.next(), await first.next()]
        XCTAssertEqual(firstRoutes, ["earlier than the view", "late"])
        let secondRoute = await second.next()
        XCTAssertEqual(secondRoute, "late")
    }

    func testUnheardRoutesAreBoundedToTheNewest() async {
        let channel = RouteChannel<Int>(unheardLimit: 3)
        for route in 1...10_000 { channel.publish(route) }
        var routes = channel.routes.makeAsyncIterator()
        channel.publish(0)
        var received: [Int?] = []
        for _ in 1...4 { received.append(await routes.next()) }
        XCTAssertEqual(received, [9_998, 9_999, 10_000, 0])
    }

    func testAChannelWithoutRoomForUnheardRoutesDropsThem() async {
        let channel = RouteChannel<Int>(unheardLimit: 0)
        channel.publish(1)
        var routes = channel.routes.makeAsyncIterator()
        channel.publish(2)
        let route = await routes.next()
        XCTAssertEqual(route, 2)
    }

    func testAListenerWhoseTaskWasCancelledStopsListeningAndLaterRoutesAreKept() async {
        let channel = RouteChannel<String>()
        let heard = Recorder<String>()
        let routes = channel.routes
        let listening = Task { @MainActor in
            for await route in routes { heard.record(route) }
        }
        channel.publish("shown")
        await heard.waitForCount(1)
        listening.cancel()
        await listening.value
        channel.publish("while away")
        XCTAssertFalse(channel.hasListeners)
        var next = channel.routes.makeAsyncIterator()
        channel.publish("back")
        let later = [await next.next(), await next.next()]
        XCTAssertEqual(heard.values, ["shown"])
        XCTAssertEqual(later, ["while away", "back"])
    }

    func testADroppedStreamStopsListening() async {
        let channel = RouteChannel<Int>()
        _ = channel.routes
        await awaitCompletion(of: "the dropped stream is removed") {
            while await channel.hasListeners { await Task.yield() }
        }
        channel.publish(1)
        var routes = channel.routes.makeAsyncIterator()
        let route = await routes.next()
        XCTAssertEqual(route, 1)
    }

    func testStreamsFinishWhenTheChannelIsDeallocated() async {
        var channel: RouteChannel<Int>? = RouteChannel()
        let routes = channel!.routes
        channel!.publish(1)
        channel = nil
        let heard = Recorder<Int>()
        await awaitCompletion(of: "the stream finishes") {
            for await route in routes { await heard.record(route) }
        }
        XCTAssertEqual(heard.values, [1])
    }

    // MARK: routing middleware

    func testRoutingMiddlewareAsksAfterEachActionWithTheNewState() async {
        let channel = RouteChannel<String>()
        let asked = Recorder<String>()
        let store = Store(
            initialState: Counter(),
            reducer: CounterReducer.reduce,
            middlewares: [.routing(channel) { action, state in
                asked.record("\(action) \(state.value)")
                if case .add = action, state.value >= 2 { return "big \(state.value)" }
                return nil
            }]
        )
        var routes = channel.routes.makeAsyncIterator()
        store.dispatch(.add(1))
        store.dispatch(.add(1))
        store.dispatch(.noop)
        store.dispatch(.add(3))
        XCTAssertEqual(asked.values, ["add(1) 1", "add(1) 2", "noop 2", "add(3) 5"])
        let received = [await routes.next(), await routes.next()]
        XCTAssertEqual(received, ["big 2", "big 5"])
    }
}
