/// The transition tests of `navigation:` (`--tests`): one test method per valid transition
/// of the path (push, pop, pop on the root, pop to the root, set) and of the presented
/// route (present, dismiss, dismiss with nothing presented), written with `TestStore` and a
/// sample route.
struct NavigationTestCode {
    let plan: NavigationPlan
    /// The feature's routes, the first one without a payload (or the first) is the sample.
    let routes: [ActionCase]

    private func name(_ part: NameOrigin.NavigationPart) -> String { NavigationPlan.name(of: part) }

    /// The route the tests send: the first without a payload, or the first.
    private static func sampleRoute(among routes: [ActionCase]) -> ActionCase {
        routes.first { $0.values.isEmpty } ?? routes[0]
    }

    /// The types whose samples the navigation's tests of `plan` need: those of the sample
    /// route's payload.
    static func sampledTypes(of plan: FeaturePlan) -> [String] {
        guard plan.navigation != nil, !plan.routes.isEmpty else { return [] }
        return sampleRoute(among: plan.routes).values.map(\.type)
    }

    /// `TasksRoute.settings` or `TasksRoute.taskDetail(id: TaskItem.ID.testSample)`: a route
    /// spelt with its type, with sample values of its payload.
    private var sampleRoute: String {
        let route = Self.sampleRoute(among: routes)
        return plan.routeType + "." + route.name + parenthesized(route.values.map { value in
            (value.label.map { "\($0): " } ?? "") + TransitionTestCode.sample(value.type)
        })
    }

    /// One test method, on a store of `makeStore()`, with the sample `route` when its steps
    /// send one: its name (after `test`) and its code.
    private func test(_ title: String, sendsRoute: Bool = true, _ steps: [[String]]) -> (name: String, code: String) {
        let lines = ["let (store, _, _) = makeStore()"] + (sendsRoute ? ["let route = \(sampleRoute)"] : []) + steps.flatMap { $0 }
            + ["await store.finish()"]
        return (title, "    func test\(title)() async {\n" + lines.map { "        " + $0 }.joined(separator: "\n") + "\n    }")
    }

    /// `await store.send(action) { … }`, with `changes` in its closure.
    private func send(_ action: String, _ changes: [String] = []) -> [String] {
        guard !changes.isEmpty else { return ["await store.send(\(action))"] }
        return ["await store.send(\(action)) {"] + changes.map { "    " + $0 } + ["}"]
    }

    /// The name (after `test`) of each test method, in order: how a tests folder shows it
    /// has the navigation's tests.
    static func testNames(of plan: FeaturePlan) -> [String] {
        guard let navigation = plan.navigation, !plan.routes.isEmpty else { return [] }
        return NavigationTestCode(plan: navigation, routes: plan.routes).tests.map(\.name)
    }

    /// The mark that heads the navigation's tests.
    static let mark = "// MARK: navigation"

    /// `Navigation`: what names the file and the class of the navigation's tests when the
    /// navigation was added after the transition tests were written.
    static let addedTestsName = "Navigation"

    /// The test methods, separated by blank lines.
    var methods: String {
        tests.map(\.code).joined(separator: "\n\n")
    }

    /// The test methods, each with its name.
    private var tests: [(name: String, code: String)] {
        var tests: [(name: String, code: String)] = []
        if plan.navigation.hasStack {
            let path = "$0." + name(.path)
            let push = send(".\(name(.push))(route)", ["\(path) = [route]"])
            tests.append(test("PushAppendsARouteToThePath", [push]))
            tests.append(test("PopRemovesTheLastRoute", [push, send(".\(name(.pop))", ["\(path) = []"])]))
            tests.append(test("PopOnTheRootChangesNothing", sendsRoute: false, [send(".\(name(.pop))")]))
            let twice = send(".\(name(.setPath))([route, route])", ["\(path) = [route, route]"])
            tests.append(test("SetPathReplacesThePath", [push, twice]))
            tests.append(test("PopToRootEmptiesThePath", [twice, send(".\(name(.popToRoot))", ["\(path) = []"])]))
        }
        if plan.navigation.hasSheet {
            let presented = "$0." + name(.presented)
            let present = send(".\(name(.present))(route)", ["\(presented) = route"])
            tests.append(test("PresentShowsTheRoute", [present]))
            tests.append(test("DismissPresentedRemovesIt", [present, send(".\(name(.dismissPresented))", ["\(presented) = nil"])]))
            tests.append(test("DismissWithNothingPresentedChangesNothing", sendsRoute: false, [send(".\(name(.dismissPresented))")]))
        }
        return tests
    }
}
