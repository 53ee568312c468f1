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
        for iterations in [1, 3, 10, 997, 1_000] {
            let calls = Calls(iterations)
            ParallelLoop.run(iterations: iterations) { calls.record($0) }
            XCTAssertEqual(calls.counts, Array(repeating: 1, count: iterations), "\(iterations) iterations")
        }
    }

    func testEveryCoreTakesIterations() {
        // Each iteration waits for a moment, so that the calling thread cannot take them all
        // before another one starts.
        let calls = Calls(64)
        ParallelLoop.run(iterations: 64) { index in
            usleep(1_000)
            calls.record(index)
        }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        XCTAssertEqual(calls.threads.count > 1, cores > 1, "\(calls.threads.count) threads on \(cores) cores")
    }

    func testAnEmptyLoopReturns() {
        let calls = Calls(0)
        ParallelLoop.run(iterations: 0) { calls.record($0) }
        XCTAssertEqual(calls.threads, [])
    }

    func testEveryCallHasReturnedWhenTheLoopReturns() {
        // The last iterations are slow; the loop waits for them.
        let calls = Calls(8)
        ParallelLoop.run(iterations: 8) { index in
            usleep(20_000)
            calls.record(index)
        }
        XCTAssertEqual(calls.counts, Array(repeating: 1, count: 8))
    }
}
