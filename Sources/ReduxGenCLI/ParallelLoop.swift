#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CParallelLoopSupport

/// A loop whose iterations run on the calling thread and on helper threads, one per further
/// core.
///
/// Why not Dispatch's `concurrentPerform`: its first loop in a process got its second thread
/// 0 to 4 ms after the first (median ~3 ms over 15 cold runs of 1,000 specs on this 2-core
/// machine), while one core worked alone. Two things delay a thread there: a new thread is
/// queued on its creator's core, and on a busy core it waits for the scheduler's next tick
/// (4 ms) to run or be moved; and a thread woken from a wait was often queued on the waker's
/// busy core the same way. So a helper here is started on another core than its creator's
/// (`reduxgen_thread_start_elsewhere`) and spins, rather than sleeps, until the loop is
/// posted (for `spinLimit` at most, then it sleeps): it takes its first iteration within
/// about 0.1 ms of being made.
///
/// A loop runs once. Its helpers end with it, and are joined before `run` returns; a loop
/// that is never run ends its helpers when it is released.
final class ParallelLoop: @unchecked Sendable {
    /// How long a helper spins for the loop before it sleeps until it is posted. (`run`
    /// usually follows `init` at once; a helper made long before its loop should not burn
    /// its core, or a CPU quota, meanwhile.)
    static let spinLimit: Duration = .milliseconds(5)

    /// `waiting`, then `posted` or `abandoned`: read and written atomically.
    private let phase = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    private static let waiting = 0, posted = 1, abandoned = 2
    /// The next iteration to take: taken with an atomic add.
    private let nextIteration = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    /// Set before `phase` becomes `posted`, read after a helper sees it.
    private var iterations = 0
    private var body: (@Sendable (Int) -> Void)?

    // Guarded by `mutex`: the sleep of a helper that spun for `spinLimit`, and the count of
    // helpers done, which `run` waits for.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let phaseChanged = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private let helperDone = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var helpersDone = 0

    /// The helpers' threads, joined by `run` or when the loop is released.
    private var threads: [ThreadHandle] = []

    /// Starts `helpers` threads (fewer if the system refuses some) that wait for `run`, which
    /// should follow soon.
    init(helpers: Int) {
        phase.initialize(to: Self.waiting)
        nextIteration.initialize(to: 0)
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(phaseChanged, nil)
        pthread_cond_init(helperDone, nil)
        threads.reserveCapacity(helpers)
        for _ in 0..<helpers {
            var thread = ThreadHandle()
            // The helper reads the loop unretained: the loop joins it before it is freed.
            let started = reduxgen_thread_start_elsewhere(&thread, { argument in
                let loop: UnsafeMutableRawPointer? = argument
                Unmanaged<ParallelLoop>.fromOpaque(loop!).takeUnretainedValue().help()
                return nil
            }, Unmanaged.passUnretained(self).toOpaque())
            if started == 0 { threads.append(thread) }
        }
    }

    deinit {
        if !threads.isEmpty {
            changePhase(to: Self.abandoned)
            joinHelpers()
        }
        pthread_cond_destroy(helperDone)
        pthread_cond_destroy(phaseChanged)
        pthread_mutex_destroy(mutex)
        helperDone.deallocate()
        phaseChanged.deallocate()
        mutex.deallocate()
        nextIteration.deallocate()
        phase.deallocate()
    }

    /// The number of cores online: one thread each (what Dispatch's pool sizes itself by).
    static var availableCores: Int {
        max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }

    /// Calls `body` once for each index below `iterations`, on this thread and the helpers,
    /// and returns when every call has returned. Call it once.
    func run(iterations: Int, _ body: @escaping @Sendable (Int) -> Void) {
        precondition(reduxgen_atomic_load_acquire(phase) == Self.waiting, "a ParallelLoop runs once")
        self.iterations = iterations
        self.body = body
        changePhase(to: Self.posted)
        runIterations(body)
        joinHelpers()
        self.body = nil
    }

    /// Publishes `newPhase` to spinning helpers and wakes the sleeping ones.
    private func changePhase(to newPhase: Int) {
        pthread_mutex_lock(mutex)
        reduxgen_atomic_store_release(phase, newPhase)
        pthread_cond_broadcast(phaseChanged)
        pthread_mutex_unlock(mutex)
    }

    /// A helper thread: waits for the loop, runs iterations until none are left, and says so.
    private func help() {
        reduxgen_thread_allow_every_core()
        if waitForPhaseChange() == Self.posted, let body {
            runIterations(body)
        }
        pthread_mutex_lock(mutex)
        helpersDone += 1
        pthread_cond_signal(helperDone)
        pthread_mutex_unlock(mutex)
    }

    /// Spins until the loop is posted or abandoned, or sleeps for it after `spinLimit`;
    /// returns the new phase.
    private func waitForPhaseChange() -> Int {
        let clock = ContinuousClock()
        let deadline = clock.now + Self.spinLimit
        var spins = 0
        while true {
            let current = reduxgen_atomic_load_acquire(phase)
            if current != Self.waiting { return current }
            reduxgen_spin_pause()
            spins += 1
            // The clock is read every few thousand spins (a few microseconds).
            if spins & 0xFFF == 0 && clock.now >= deadline { break }
        }
        pthread_mutex_lock(mutex)
        while reduxgen_atomic_load_acquire(phase) == Self.waiting { pthread_cond_wait(phaseChanged, mutex) }
        pthread_mutex_unlock(mutex)
        return reduxgen_atomic_load_acquire(phase)
    }

    /// Takes iterations one at a time until none are left.
    private func runIterations(_ body: @Sendable (Int) -> Void) {
        while true {
            let index = reduxgen_atomic_fetch_add(nextIteration, 1)
            guard index < iterations else { return }
            body(index)
        }
    }

    /// Waits for every helper to finish and joins its thread.
    private func joinHelpers() {
        pthread_mutex_lock(mutex)
        while helpersDone < threads.count { pthread_cond_wait(helperDone, mutex) }
        pthread_mutex_unlock(mutex)
        for thread in threads { Self.join(thread) }
        threads.removeAll()
    }

    #if canImport(Darwin)
    private typealias ThreadHandle = pthread_t?
    private static func join(_ thread: ThreadHandle) { if let thread { pthread_join(thread, nil) } }
    #else
    private typealias ThreadHandle = pthread_t
    private static func join(_ thread: ThreadHandle) { pthread_join(thread, nil) }
    #endif
}
