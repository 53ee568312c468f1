import ReduxRuntime
import ReduxTestSupport
import XCTest

/// Calls of one request name under different keys: independent, unless a call supersedes the
/// other keys' (one field shows every key's answer); `cancel(named:except:)` and `skip`.
@MainActor
final class RequestKeysTests: XCTestCase {
    private let harness = RequestHarness()

    private func keyed(_ query: String, policy: RequestPolicy = .latest, supersedesOtherKeys: Bool = false) -> Request<FetchAction> {
        harness.request(query, id: RequestID("fetch", key: query), policy: policy, supersedesOtherKeys: supersedesOtherKeys)
    }

    func testKeysAreIndependentUnlessACallSupersedesTheOtherKeys() async {
        let harness = harness
        let independent = harness.makeStore { [self] in keyed($0) }
        independent.dispatch(.fetch("a"))
        independent.dispatch(.fetch("b"))
        await harness.calls.open(with: .success("answer"))
        await settle(independent)
        XCTAssertEqual(harness.answers, [.answered("answer"), .answered("answer")])
    }

    func testACallForOneKeyDropsTheSlowerAnswerOfAnother() async {
        let harness = harness
        let store = harness.makeStore { [self] in keyed($0, supersedesOtherKeys: true) }
        store.dispatch(.fetch("a"))
        store.dispatch(.fetch("b"))
        XCTAssertEqual(harness.runner?.isRunning(id: RequestID("fetch", key: "a")), false, "a's call still runs")
        await harness.calls.answer(to: "b", with: .success("for b"))
        await harness.calls.answer(to: "a", with: .success("for a"))
        await settle(store)
        XCTAssertEqual(harness.answers, [.answered("for b")], "the superseded key's answer was dispatched")
    }

    func testCancelNamedCancelsEveryKeyButTheOneKept() async {
        let harness = harness
        let store = harness.makeStore { [self] in keyed($0) }
        store.dispatch(.fetch("a"))
        store.dispatch(.fetch("b"))
        store.dispatch(.fetch("c"))
        harness.runner?.cancel(named: "fetch", except: RequestID("fetch", key: "b"))
        await harness.calls.open(with: .success("answer"))
        await settle(store)
        XCTAssertEqual(harness.answers, [.answered("answer")])
        XCTAssertEqual(harness.performed.values.filter { $0.hasSuffix("cancelled: false") }, ["b, cancelled: false"])
    }

    func testASkipUnderLatestCancelsTheCallInFlightAndIsLogged() async {
        let harness = harness
        let store = harness.makeStore { harness.request($0) }
        store.dispatch(.fetch("ab"))
        harness.runner?.skip(harness.request(""), because: "its when: condition is false")
        XCTAssertEqual(harness.log.lines, ["reduxgen: skipped fetch: its when: condition is false"])
        await harness.calls.open(with: .success("for ab"))
        await settle(store)
        XCTAssertEqual(harness.answers, [], "the answer of the call the skip superseded was dispatched")
    }

    func testASkipUnderFirstLetsTheCallInFlightAnswer() async {
        let harness = harness
        let store = harness.makeStore { harness.request($0, policy: .first) }
        store.dispatch(.fetch("ab"))
        harness.runner?.skip(harness.request("", policy: .first), because: "its when: condition is false")
        await harness.calls.open(with: .success("for ab"))
        await settle(store)
        XCTAssertEqual(harness.answers, [.answered("for ab")])
    }

    func testASkipOfACallThatSupersedesOtherKeysCancelsEveryKey() async {
        let harness = harness
        let store = harness.makeStore { [self] in keyed($0, supersedesOtherKeys: true) }
        store.dispatch(.fetch("a"))
        harness.runner?.skip(keyed("b", supersedesOtherKeys: true), because: "its when: condition is false")
        await harness.calls.open(with: .success("for a"))
        await settle(store)
        XCTAssertEqual(harness.answers, [])
    }
}
