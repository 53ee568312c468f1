#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CParallelLoopSupport

/// A loop whose iterations run on the calling thread and on helper threads, one per further
/// core, which take the iterations one at a time until none are left.
///
/// Why not Dispatch's `concurrentPerform`: its first loop in a process got its second thread
/// 0 to 4 ms after the first (median ~3 ms over 15 cold runs of 1,000 specs on this 2-core
/// machine), while one core worked alone. Two things delay a thread there: a new thread is
/// queued on its creator's core, and on a busy core it waits for the scheduler's next tick
/// (4 ms) to run or be moved; and a thread woken from a wait was often queued on the waker's
/// busy core the same way. So a helper here is created with its work already given, on
/// another core than its creator's (`reduxgen_thread_start_elsewhere`), and never waits for
/// anything: it takes its first iteration within about 0.1 ms.
enum ParallelLoop {
    /// The number of cores online: one thread each (what Dispatch's pool sizes itself by).
    static var availableCores: Int {
        max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }

    /// Calls `body` once for each index below `iterations`, on this thread and `helpers`
    /// more (fewer if the system refuses some), and returns when every call has returned.
    static func run(iterations: Int, helpers: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let work = Work(iterations: iterations, body: body)
        var threads: [ThreadHandle] = []
        threads.reserveCapacity(helpers)
        for _ in 0..<helpers {
            var thread = ThreadHandle()
            // The helper reads the work unretained: it is joined before the work is freed.
            let started = reduxgen_thread_start_elsewhere(&thread, { argument in
                reduxgen_thread_allow_every_core()
                let work: UnsafeMutableRawPointer? = argument
                Unmanaged<Work>.fromOpaque(work!).takeUnretainedValue().runIterations()
                return nil
            }, Unmanaged.passUnretained(work).toOpaque())
            if started == 0 { threads.append(thread) }
        }
        work.runIterations()
        for thread in threads { join(thread) }
        withExtendedLifetime(work) {}
    }

    /// The loop's body and its next iteration, shared by its threads.
    private final class Work: @unchecked Sendable {
        let iterations: Int
        let body: @Sendable (Int) -> Void
        /// The next iteration to take: taken with an atomic add.
        private let nextIteration = UnsafeMutablePointer<Int>.allocate(capacity: 1)

        init(iterations: Int, body: @escaping @Sendable (Int) -> Void) {
            self.iterations = iterations
            self.body = body
            nextIteration.initialize(to: 0)
        }

        deinit {
            nextIteration.deallocate()
        }

        /// Takes iterations one at a time until none are left.
        func runIterations() {
            while true {
                let index = reduxgen_atomic_fetch_add(nextIteration, 1)
                guard index < iterations else { return }
                body(index)
            }
        }
    }

    #if canImport(Darwin)
    private typealias ThreadHandle = pthread_t?
    private static func join(_ thread: ThreadHandle) { if let thread { pthread_join(thread, nil) } }
    #else
    private typealias ThreadHandle = pthread_t
    private static func join(_ thread: ThreadHandle) { pthread_join(thread, nil) }
    #endif
}
