import Foundation
import XCTest

@testable import ReduxGenCLI

/// The parallel loop that runs a job's specs: every index once, on more than one thread,
/// and every call done when it returns.
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
            ParallelLoop.run(iterations: iterations, helpers: helpers) { calls.record($0) }
            XCTAssertEqual(calls.counts, Array(repeating: 1, count: iterations), "\(helpers) helpers, \(iterations) iterations")
        }
    }

    func testTheHelpersTakeIterations() {
        // Each iteration waits for a moment, so that the calling thread cannot take them all
        // before a helper starts.
        let calls = Calls(64)
        ParallelLoop.run(iterations: 64, helpers: 1) { index in
            usleep(1_000)
            calls.record(index)
        }
        XCTAssertEqual(calls.threads.count, 2)
    }

    func testAnEmptyLoopReturns() {
        let calls = Calls(0)
        ParallelLoop.run(iterations: 0, helpers: 2) { calls.record($0) }
        XCTAssertEqual(calls.threads, [])
    }

    func testEveryCallHasReturnedWhenTheLoopReturns() {
        // The helpers' last iterations are slow; the loop waits for them.
        let calls = Calls(8)
        ParallelLoop.run(iterations: 8, helpers: 3) { index in
            usleep(20_000)
            calls.record(index)
        }
        XCTAssertEqual(calls.counts, Array(repeating: 1, count: 8))
    }
}
