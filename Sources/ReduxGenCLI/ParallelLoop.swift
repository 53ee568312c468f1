import Dispatch

/// Work spread over every core, with Dispatch's `concurrentPerform`.
enum ParallelLoop {
    /// Calls `body` once for each index below `iterations`, on as many threads as there are
    /// cores, and returns when every call has returned.
    static func run(iterations: Int, _ body: @Sendable (Int) -> Void) {
        DispatchQueue.concurrentPerform(iterations: iterations, execute: body)
    }

    /// Starts the threads the loops will run on, ahead of the first loop. A new thread can
    /// wait milliseconds for a core while the loop has started on the current one; a thread
    /// already started wakes at once.
    static func startWorkers() {
        DispatchQueue.global().async {}
    }

    /// `elements.map(transform)`, with the calls of `transform` spread over every core; the
    /// results are in the order of `elements`.
    static func map<Element: Sendable, Result: Sendable>(_ elements: [Element], _ transform: @Sendable (Element) -> Result) -> [Result] {
        let results = Results<Result>(count: elements.count)
        run(iterations: elements.count) { index in results[index] = transform(elements[index]) }
        return results.all
    }

    /// The results of `map`, each set once from any thread, under a lock.
    private final class Results<Value>: @unchecked Sendable {
        private let lock = DispatchQueue(label: "reduxgen.ParallelLoop.results")
        private var values: [Value?]

        init(count: Int) { values = Array(repeating: nil, count: count) }

        subscript(index: Int) -> Value? {
            get { lock.sync { values[index] } }
            set { lock.sync { values[index] = newValue } }
        }

        /// Every result, once each has been set.
        var all: [Value] { lock.sync { values.map { $0! } } }
    }
}
