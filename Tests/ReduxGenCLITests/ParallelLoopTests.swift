import Foundation
import XCTest

@testable import ReduxGenCLI

/// The parallel loop that runs a job's specs: every index once, on more than one thread,
/// and no thread left behind, whether the loop runs or not.
final class ParallelLoopTests: XCTestCase {
    /// Counts calls per index, and the threads they ran on, under a lock.
    private final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var counts: [Int]
        private(set) var threads: Set<UInt> = []

        init(_ count: Int) { counts = Array(repeating: 0, count: count) }

        func record(_ index: Int) {
            lock.lock()
            counts[index] += 1
            threads.insert(UInt(bitPattern: Int(bitPattern: pthread_self())))
            lock.unlock()
        }
    }

    func testEveryIndexRunsExactlyOnce() {
        for (helpers, iterations) in [(0, 10), (1, 1), (1, 1_000), (3, 997), (7, 3)] {
            let calls = Calls(iterations)
            ParallelLoop(helpers: helpers).run(iterations: iterations) { calls.record($0) }
            XCTAssertEqual(calls.counts, Array(repeating: 1, count: iterations), "\(helpers) helpers, \(iterations) iterations")
        }
    }

    func testTheHelpersTakeIterations() {
        // Each iteration waits for a moment, so that the calling thread cannot take them all
        // before a helper starts.
        let calls = Calls(64)
        ParallelLoop(helpers: 1).run(iterations: 64) { index in
            usleep(1_000)
            calls.record(index)
        }
        XCTAssertEqual(calls.threads.count, 2)
    }

    func testAnEmptyLoopReturns() {
        let calls = Calls(0)
        ParallelLoop(helpers: 2).run(iterations: 0) { calls.record($0) }
        XCTAssertEqual(calls.threads, [])
    }

    func testALoopReleasedUnrunEndsItsHelpers() {
        // Its helpers, spinning or asleep, are told to stop and joined: this returns, and a
        // loop made afterwards works.
        for _ in 0..<20 { _ = ParallelLoop(helpers: 2) }
        let calls = Calls(5)
        ParallelLoop(helpers: 2).run(iterations: 5) { calls.record($0) }
        XCTAssertEqual(calls.counts, [1, 1, 1, 1, 1])
    }

    func testAHelperThatStoppedSpinningStillTakesItsShare() {
        // Posted after the helpers' spin limit: they wait asleep, and are woken by the post.
        let loop = ParallelLoop(helpers: 1)
        let (seconds, attoseconds) = ParallelLoop.spinLimit.components
        usleep(UInt32(seconds * 1_000_000 + attoseconds / 1_000_000_000_000) + 30_000)
        let calls = Calls(64)
        loop.run(iterations: 64) { index in
            usleep(1_000)
            calls.record(index)
        }
        XCTAssertEqual(calls.counts, Array(repeating: 1, count: 64))
        XCTAssertEqual(calls.threads.count, 2)
    }
}
