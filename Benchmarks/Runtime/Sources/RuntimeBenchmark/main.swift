// The runtime's benchmark: the store against a hand-written in-place floor, in one run.
// See Benchmarks/README.md ("The runtime"). Usage: RuntimeBenchmark [--rounds N]
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Rounds of every figure; medians are reported.
let rounds: Int = {
    let arguments = CommandLine.arguments.dropFirst()
    if arguments.isEmpty { return 7 }
    guard arguments.count == 2, arguments.first == "--rounds", let rounds = Int(arguments.last!), rounds > 0 else {
        print("usage: RuntimeBenchmark [--rounds N]")
        exit(64)
    }
    return rounds
}()

let stateSizes = [1_000, 10_000, 100_000]
let observerCounts = [1, 100]
let dispatchesPerRound = 20_000
let subscriptionCounts = [1_000, 10_000]
let burstSizes = [10_000, 100_000]

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

func loadAverage() -> String {
    #if canImport(Glibc)
    var loads = [Double](repeating: 0, count: 3)
    guard getloadavg(&loads, 3) == 3 else { return "unknown" }
    return loads.map { String(format: $0) }.joined(separator: " ")
    #else
    return "unknown"
    #endif
}

func String(format value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

/// `seconds` in the unit that suits it, with two decimals.
func duration(_ seconds: Double) -> String {
    if seconds < 1e-3 { return String(format: seconds * 1e6) + " µs" }
    if seconds < 1 { return String(format: seconds * 1e3) + " ms" }
    return String(format: seconds) + " s"
}

func row(_ cells: String...) {
    print("| " + cells.joined(separator: " | ") + " |")
}

/// A measured ratio against its target, marked when missed.
func verdict(_ value: Double, atMost target: Double, unit: String = "×") -> String {
    let text = String(format: value) + unit
    return value <= target ? text : "**\(text)** (missed)"
}

@MainActor
func main() {
    print("Runtime benchmark, release build, \(rounds) rounds (medians of the CPU time of its thread); load average at start: \(loadAverage())")

    // Every round measures every configuration of a figure in turn, the store and its floor
    // side by side, so that a change in the machine's load falls on all of them.
    var store: [String: [Double]] = [:]
    var floor: [String: [Double]] = [:]
    func record(_ key: String, _ storeValue: Double, _ floorValue: Double) {
        store[key, default: []].append(storeValue)
        floor[key, default: []].append(floorValue)
    }

    for _ in 0..<rounds {
        for observers in observerCounts {
            for elements in stateSizes {
                let key = "dispatch \(elements) \(observers)"
                record(
                    key,
                    storeDispatch(elements: elements, observers: observers, dispatches: dispatchesPerRound),
                    floorDispatch(elements: elements, observers: observers, dispatches: dispatchesPerRound)
                )
            }
        }
        // A smaller count runs as many times as it takes to do the largest count's work, and
        // its time is the average: both sizes then run about as long, which evens out the
        // machine's noise between them.
        for count in subscriptionCounts {
            let repetitions = subscriptionCounts.max()! / count
            var generator = SystemRandomNumberGenerator()
            var measured = (subscribe: 0.0, cancel: 0.0, floorSubscribe: 0.0, floorCancel: 0.0)
            for _ in 0..<repetitions {
                let order = Array(0..<count).shuffled(using: &generator)
                let store = storeSubscriptions(count: count, cancelOrder: order)
                let floor = floorSubscriptions(count: count, cancelOrder: order)
                measured.subscribe += store.subscribe
                measured.cancel += store.cancel
                measured.floorSubscribe += floor.subscribe
                measured.floorCancel += floor.cancel
            }
            let times = Double(repetitions)
            record("subscribe \(count)", measured.subscribe / times, measured.floorSubscribe / times)
            record("cancel \(count)", measured.cancel / times, measured.floorCancel / times)
        }
        for count in burstSizes {
            let repetitions = burstSizes.max()! / count
            var measured = (store: 0.0, floor: 0.0)
            for _ in 0..<repetitions {
                measured.store += storeBurst(count: count)
                measured.floor += floorBurst(count: count)
            }
            record("burst \(count)", measured.store / Double(repetitions), measured.floor / Double(repetitions))
        }
    }
    let storeMedian = store.mapValues(median)
    let floorMedian = floor.mapValues(median)

    print()
    row("figure", "size", "store", "floor", "store / floor")
    row("---", "---", "---", "---", "---")
    func figureRow(_ name: String, _ size: String, _ key: String) {
        let value = storeMedian[key]!, floorValue = floorMedian[key]!
        row(name, size, duration(value), duration(floorValue), String(format: value / floorValue) + "×")
    }
    for observers in observerCounts {
        for elements in stateSizes {
            figureRow(
                "dispatch (append), \(observers) observer\(observers == 1 ? "" : "s")",
                "\(elements.formatted) elements",
                "dispatch \(elements) \(observers)"
            )
        }
    }
    for count in subscriptionCounts { figureRow("subscribe", count.formatted, "subscribe \(count)") }
    for count in subscriptionCounts { figureRow("cancel (shuffled)", count.formatted, "cancel \(count)") }
    for count in burstSizes { figureRow("burst from a middleware", "\(count.formatted) actions", "burst \(count)") }

    print()
    // The floor's own growth is printed beside each growth target: both pay the machine's
    // memory hierarchy, which holds 1,000 subscriptions in a nearer cache than 10,000.
    row("target", "store", "limit", "floor")
    row("---", "---", "---", "---")
    for observers in observerCounts {
        let large = "dispatch 100000 \(observers)", small = "dispatch 1000 \(observers)"
        row(
            "dispatch, \(observers) observer(s): 100,000 elements / 1,000",
            verdict(storeMedian[large]! / storeMedian[small]!, atMost: 2),
            "≤ 2×",
            String(format: floorMedian[large]! / floorMedian[small]!) + "×"
        )
        row(
            "dispatch, \(observers) observer(s): per dispatch at 100,000",
            verdict(storeMedian[large]! * 1e6, atMost: 25, unit: " µs"),
            "≤ 25 µs",
            String(format: floorMedian[large]! * 1e6) + " µs"
        )
    }
    for (figure, large, small) in [("subscribe", 10_000, 1_000), ("cancel", 10_000, 1_000), ("burst", 100_000, 10_000)] {
        row(
            "\(figure): \(large.formatted) / \(small.formatted)",
            verdict(storeMedian["\(figure) \(large)"]! / storeMedian["\(figure) \(small)"]!, atMost: 15),
            "≤ 15×",
            String(format: floorMedian["\(figure) \(large)"]! / floorMedian["\(figure) \(small)"]!) + "×"
        )
    }

    print()
    print("Load average at end: \(loadAverage())")
}

extension Int {
    /// The number with thousands separated by commas.
    var formatted: String {
        let digits = Array(String(self))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}

MainActor.assumeIsolated { main() }
