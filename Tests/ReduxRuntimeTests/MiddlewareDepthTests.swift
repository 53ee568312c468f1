@testable import ReduxRuntime
import XCTest

/// Each middleware calls the next one on the call stack, so a store takes a bounded number of
/// them: the most it takes must fit the main thread's stack with room to spare, and more must
/// be refused with a message that says what to do, not overflow the stack on a dispatch.
@MainActor
final class MiddlewareDepthTests: XCTestCase {
    /// The main thread's stack on iOS, the smallest a store runs on (the store is on the main
    /// actor).
    private let smallestMainThreadStack = 1024 * 1024

    func testTheMostMiddlewaresAStoreTakesTakeLessThanHalfTheMainThreadsStack() async {
        let perMiddleware = (depth(withMiddlewares: 100) - depth(withMiddlewares: 0)) / 100
        XCTAssertGreaterThan(perMiddleware, 0, "a middleware took no stack: the measure is wrong")
        XCTAssertLessThan(
            perMiddleware * Store<Int, Int>.maximumMiddlewareCount,
            smallestMainThreadStack / 2,
            "\(Store<Int, Int>.maximumMiddlewareCount) middlewares of \(perMiddleware) bytes each take more than half the main thread's stack"
        )
    }

    func testFiftyThousandMiddlewaresAreRefusedWithAMessageThatSaysWhatToDo() {
        XCTAssertEqual(
            Store<Int, Int>.problem(withMiddlewareCount: 50_000),
            "Store: 50000 middlewares are more than the 256 a store takes (each one calls the next on the stack); "
                + "combine several into one middleware"
        )
        XCTAssertNil(Store<Int, Int>.problem(withMiddlewareCount: Store<Int, Int>.maximumMiddlewareCount))
        XCTAssertNil(Store<Int, Int>.problem(withMiddlewareCount: 0))
    }

    /// The distance in bytes between the stack of `dispatch`'s caller and the reducer's, with
    /// `count` middlewares that each pass the action on.
    private func depth(withMiddlewares count: Int) -> Int {
        var reducerFrame = 0
        let callerFrame = withUnsafePointer(to: count) { Int(bitPattern: $0) }
        let middlewares = (0..<count).map { _ in
            Middleware<Int, Int>.handler { _, action, next in next(action) }
        }
        let store = Store(
            initialState: 0,
            reducer: { (state: inout Int, action: Int) in
                var local = 0
                reducerFrame = withUnsafeMutablePointer(to: &local) { Int(bitPattern: $0) }
                state += action
            },
            middlewares: middlewares
        )
        store.dispatch(1)
        XCTAssertEqual(store.state, 1)
        return abs(callerFrame - reducerFrame)
    }
}
