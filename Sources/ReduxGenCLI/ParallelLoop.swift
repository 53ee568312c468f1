import Dispatch

/// A loop whose iterations run on the calling thread and Dispatch's worker threads, one per
/// core: `DispatchQueue.concurrentPerform`.
///
/// A hand-made loop (helper threads started on another core than the caller's, through a C
/// target) got the second core working 0–4 ms sooner; at 1,000 specs the cold run's ratio
/// to the floor was within the same target either way (Benchmarks/README.md, "Hand-made
/// parts against libraries"), so the library's loop is used.
enum ParallelLoop {
    /// Calls `body` once for each index below `iterations`, on as many threads as there are
    /// cores, and returns when every call has returned.
    static func run(iterations: Int, _ body: @Sendable (Int) -> Void) {
        DispatchQueue.concurrentPerform(iterations: iterations, execute: body)
    }
}
