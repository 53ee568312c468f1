import ReduxRuntime
import ReduxTestSupport
import ReduxTesting
import XCTest

/// Work that would hold a test forever (a debounce on a test clock nobody advances, a call
/// nobody answers) ends the wait within its limit, with a failure that names the work, where
/// it was made, and how long it still sleeps on the store's clock.
@MainActor
final class TestStoreTimeLimitTests: XCTestCase {
    private let failures = FailureLog()
    private let clock = TestClock()
    private let service = MessageCalls()

    /// `loadMessages` debounced by 0.5 seconds, as a spec's `debounce: 0.5` is.
    private var loader: Middleware<ChatState, ChatAction> { ChatFeature.loader(service: service, debounce: .milliseconds(500)) }

    private var requestLine: UInt { ChatFeature.requestLine }

    private func makeStore() -> TestStore<ChatState, ChatAction> {
        TestStore(
            initialState: ChatState(), reducer: ChatFeature.reduce, middlewares: [loader],
            environment: StoreEnvironment(clock: clock), failureReporter: failures.reporter
        )
    }

    /// A plain store of the debounced loader, whose log is `log`.
    private func makePlainStore(log: TestLog) -> Store<ChatState, ChatAction> {
        Store(initialState: ChatState(), reducer: ChatFeature.reduce, middlewares: [loader], environment: StoreEnvironment(clock: clock, logger: log))
    }

    func testAReceiveWaitingOnADebounceTheClockNeverReachesFailsNamingTheSleeper() async {
        let store = makeStore()
        store.timeout = .milliseconds(100)
        await store.send(.loadMessages(page: 1)) { $0.loadMessagesStatus = .loading }
        await clock.waitForSleepers(1)
        // The test was written for a debounce of 0.3 seconds.
        await clock.advance(by: .milliseconds(300))
        let started = ContinuousClock.now
        await store.receive(.loadMessagesSuccess([]))

        XCTAssertLessThan(started.duration(to: .now), .seconds(30), "the wait outlived its limit")
        XCTAssertEqual(failures.messages, [
            """
            Expected to receive .loadMessagesSuccess([]), but nothing arrived within 0.1 seconds while work was still running:
              - the request loadMessages (ReduxTestingTests/ChatFeature.swift:\(requestLine)), waiting out its debounce, \
            asleep on the store's clock for 0.2 seconds more
            Advance the test clock past its sleepers (TestClock.advance(by:) or run()), or answer or cancel the rest.
            """,
        ])
        XCTAssertEqual(store.log.messages, [], "the test store's own wait logged its give-up as a fault")

        await clock.advance(by: .milliseconds(200))
        await service.answer(0, with: .success([]))
        await store.receive(.loadMessagesSuccess([])) { $0.loadMessagesStatus = .succeeded }
        await store.finish()
        XCTAssertEqual(failures.failures.count, 1)
    }

    func testFinishWaitingOnAnUnansweredCallFailsWithinItsLimitNamingTheCall() async {
        let store = makeStore()
        await store.send(.loadMessages(page: 1)) { $0.loadMessagesStatus = .loading }
        await clock.waitForSleepers(1)
        await clock.advance(by: .milliseconds(500))
        await service.waitForCalls(1)
        await store.finish(timeout: .milliseconds(50))

        XCTAssertEqual(failures.messages, [
            """
            Work that the middlewares started is still running 0.05 seconds after finish() began waiting:
              - the request loadMessages (ReduxTestingTests/ChatFeature.swift:\(requestLine))
            Answer or cancel it (an unanswered call, an endless stream?), or stop it before the test ends.
            """,
        ])
        await service.answer(0, with: .success([]))
    }

    func testAStoresSettleGivesUpWithinItsLimitAndLogsAFaultNamingTheWork() async {
        let log = TestLog(failsOnFaults: false)
        let store = makePlainStore(log: log)
        store.dispatch(.loadMessages(page: 1))
        await clock.waitForSleepers(1)
        let unsettled = await store.settle(timeout: .milliseconds(50))

        let running = "the request loadMessages (ReduxTestingTests/ChatFeature.swift:\(requestLine)), "
            + "waiting out its debounce, asleep on the store's clock for 0.5 seconds more"
        XCTAssertEqual(unsettled?.running, [running])
        XCTAssertEqual(log.entries, [
            TestLog.Entry(.fault, """
                Store<ChatState, ChatAction>: work is still running 0.05 seconds after settle() began waiting:
                  - \(running)
                Advance the test clock past its sleepers (TestClock.advance(by:) or run()), or answer or cancel the rest.
                """),
        ])

        await clock.advance(by: .milliseconds(500))
        await service.answer(0, with: .success([]))
        let settled = await store.settle()
        XCTAssertNil(settled)
        XCTAssertEqual(store.state.loadMessagesStatus, .succeeded)
    }

    func testACancelledSettleReturnsAtOnceAndLogsNothing() async {
        let log = TestLog(failsOnFaults: false)
        let store = makePlainStore(log: log)
        store.dispatch(.loadMessages(page: 1))
        let settling = Task { await store.settle(timeout: .seconds(600)) }
        await clock.waitForSleepers(1)
        settling.cancel()
        let unsettled = await settling.value
        XCTAssertEqual(unsettled?.running.count, 1)
        XCTAssertEqual(log.entries, [])
        await clock.advance(by: .milliseconds(500))
        await service.answer(0, with: .success([]))
        await store.settle()
    }

    func testAThunkThatNeverEndsIsNamedByTheLineThatDispatchedIt() async {
        let log = TestLog(failsOnFaults: false)
        let store = Store(initialState: ChatState(), reducer: ChatFeature.reduce, environment: StoreEnvironment(clock: clock, logger: log))
        let line = #line + 1
        store.dispatch(thunk: { context in try? await context.environment.clock.sleep(for: .seconds(2)) })
        await clock.waitForSleepers(1)
        let unsettled = await store.settle(timeout: .milliseconds(20))
        XCTAssertEqual(unsettled?.running, [
            "a thunk dispatched at ReduxTestingTests/TestStoreTimeLimitTests.swift:\(line), asleep on the store's clock for 2.0 seconds more",
        ])
        await clock.advance(by: .seconds(2))
        await store.settle()
    }
}
