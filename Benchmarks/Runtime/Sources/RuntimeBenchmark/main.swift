// The runtime's benchmark: the store against a hand-written in-place floor, in one run.
// See Benchmarks/README.md ("The runtime"). Usage: RuntimeBenchmark [--rounds N]
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ReduxRuntime

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
let childCounts = [1_000, 10_000]
let childDispatchesPerRound = 2_000
let subscribeSizes = [1_000, 10_000, 100_000]
let subscribeDispatchesPerRound = 2_000
let childValueCounts = [10, 1_000, 100_000]
let childActionsPerRound = 2_000
let screenSizes = [100, 1_000, 10_000]
let screenDispatchesPerRound = 18_000
/// The children's configurations: whether each row ran a request, and what it became.
let childWorks: [(name: String, work: RowWork?)] = [("none", nil), ("live", .live), ("finished", .finished)]

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
    if seconds < 1e-6 { return String(format: seconds * 1e9) + " ns" }
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
func main() async {
    print("Runtime benchmark, release build, \(rounds) rounds (medians of the CPU time of its thread); load average at start: \(loadAverage())")

    // Every round measures every configuration of a figure in turn, the store and its floor
    // side by side, so that a change in the machine's load falls on all of them.
    var store: [String: [Double]] = [:]
    var floor: [String: [Double]] = [:]
    func record(_ key: String, _ storeValue: Double, _ floorValue: Double) {
        store[key, default: []].append(storeValue)
        floor[key, default: []].append(floorValue)
    }

    // The stores with children are made once: making a row's middleware is a dispatch of its
    // own, and the rounds measure dispatches, not that.
    var listStores: [String: Store<ListState, ListAction>] = [:]
    for rows in childCounts {
        for (name, work) in childWorks {
            listStores["\(rows) \(name)"] = await makeListStore(rows: rows, work: work)
        }
    }

    for _ in 0..<rounds {
        for rows in childCounts {
            for (name, _) in childWorks {
                let store = listStores["\(rows) \(name)"]!
                let kinds: [(String, ParentDispatch)] = name == "live"
                    ? [("toggle", .toggle), ("add", .add), ("remove last", .removeLast), ("remove first", .removeFirst)] : [("toggle", .toggle)]
                for (kindName, kind) in kinds {
                    record(
                        "children \(kindName) \(rows) \(name)",
                        storeParentDispatch(store, rows: rows, kind: kind, dispatches: childDispatchesPerRound),
                        floorParentDispatch(rows: rows, kind: kind, dispatches: childDispatchesPerRound)
                    )
                }
            }
        }
        for posts in subscribeSizes {
            record(
                "subscribe dispatch \(posts)",
                storeSubscribe(posts: posts, dispatches: subscribeDispatchesPerRound),
                floorSubscribe(posts: posts, dispatches: subscribeDispatchesPerRound)
            )
        }
        for values in childValueCounts {
            record(
                "child action \(values)",
                storeChildAction(values: values, dispatches: childActionsPerRound),
                floorChildAction(values: values, dispatches: childActionsPerRound)
            )
        }
        for items in screenSizes {
            record(
                "screen \(items)",
                storeScreen(items: items, dispatches: screenDispatchesPerRound),
                floorScreen(items: items, dispatches: screenDispatchesPerRound)
            )
        }
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
    for posts in subscribeSizes {
        figureRow("dispatch (append), 1 `subscribe` of an `Equatable` generated state", "\(posts.formatted) elements", "subscribe dispatch \(posts)")
    }
    for values in childValueCounts {
        figureRow("a child's action (generated parent, 10 children)", "\(values.formatted) values in the child", "child action \(values)")
    }
    for items in screenSizes {
        figureRow("realistic screen (loader, effect performer, 5 view models)", "\(items.formatted) items", "screen \(items)")
    }
    for count in subscriptionCounts { figureRow("subscribe", count.formatted, "subscribe \(count)") }
    for count in subscriptionCounts { figureRow("cancel (shuffled)", count.formatted, "cancel \(count)") }
    for count in burstSizes { figureRow("burst from a middleware", "\(count.formatted) actions", "burst \(count)") }
    let childWorkNames = ["none": "no row's middleware made", "live": "each row's request live", "finished": "each row's request finished"]
    for (name, _) in childWorks {
        for rows in childCounts {
            figureRow("parent action (toggle a row), \(childWorkNames[name]!)", "\(rows.formatted) rows", "children toggle \(rows) \(name)")
        }
    }
    for (kindName, figure) in [("add", "add a row"), ("remove last", "remove the last row"), ("remove first", "remove the first row")] {
        for rows in childCounts {
            figureRow("parent action (\(figure)), \(childWorkNames["live"]!)", "\(rows.formatted) rows", "children \(kindName) \(rows) live")
        }
    }

    print()
    // The floor's own growth is printed beside each growth target: both pay the machine's
    // memory hierarchy, which holds 1,000 subscriptions in a nearer cache than 10,000.
    row("target", "store", "limit", "floor")
    row("---", "---", "---", "---")
    /// The target that the store's figure `key` is at most `limit` (a whole number) times its
    /// figure `base`.
    func ratioRow(_ name: String, _ key: String, over base: String, atMost limit: Double) {
        row(
            name,
            verdict(storeMedian[key]! / storeMedian[base]!, atMost: limit),
            "≤ \(Int(limit))×",
            String(format: floorMedian[key]! / floorMedian[base]!) + "×"
        )
    }
    /// The target that the store's figure `key` takes at most 25 µs per dispatch.
    func perDispatchRow(_ name: String, _ key: String) {
        row(
            name,
            verdict(storeMedian[key]! * 1e6, atMost: 25, unit: " µs"),
            "≤ 25 µs",
            String(format: floorMedian[key]! * 1e6) + " µs"
        )
    }
    ratioRow("`subscribe`: 100,000 elements / 1,000", "subscribe dispatch 100000", over: "subscribe dispatch 1000", atMost: 2)
    ratioRow("a child's action: 100,000 values in the child / 10", "child action 100000", over: "child action 10", atMost: 2)
    for items in screenSizes {
        row(
            "realistic screen at \(items.formatted) items: store / floor",
            verdict(storeMedian["screen \(items)"]! / floorMedian["screen \(items)"]!, atMost: 5),
            "≤ 5×",
            duration(floorMedian["screen \(items)"]!)
        )
    }
    ratioRow("realistic screen: 10,000 items / 100", "screen 10000", over: "screen 100", atMost: 2)
    for observers in observerCounts {
        let large = "dispatch 100000 \(observers)", small = "dispatch 1000 \(observers)"
        ratioRow("dispatch, \(observers) observer(s): 100,000 elements / 1,000", large, over: small, atMost: 2)
        perDispatchRow("dispatch, \(observers) observer(s): per dispatch at 100,000", large)
    }
    for (figure, large, small) in [("subscribe", 10_000, 1_000), ("cancel", 10_000, 1_000), ("burst", 100_000, 10_000)] {
        ratioRow(
            "\(figure): \(large.formatted) / \(small.formatted)", "\(figure) \(large)", over: "\(figure) \(small)",
            atMost: 15
        )
    }
    for (name, _) in childWorks {
        ratioRow(
            "toggle a row, \(childWorkNames[name]!): 10,000 rows / 1,000",
            "children toggle 10000 \(name)", over: "children toggle 1000 \(name)", atMost: 2
        )
    }
    for name in ["live", "finished"] {
        ratioRow(
            "toggle a row at 10,000 rows: \(childWorkNames[name]!) / no row's middleware made",
            "children toggle 10000 \(name)", over: "children toggle 10000 none", atMost: 2
        )
    }
    for (kindName, figure, limit) in [("add", "add a row", 2.0), ("remove last", "remove the last row", 15.0)] {
        ratioRow(
            "\(figure), \(childWorkNames["live"]!): 10,000 rows / 1,000",
            "children \(kindName) 10000 live", over: "children \(kindName) 1000 live", atMost: limit
        )
    }
    perDispatchRow("toggle a row, \(childWorkNames["live"]!): per dispatch at 10,000 rows", "children toggle 10000 live")

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

await main()
