import ReduxGenCore

/// The transition tests of `navigation:` (`--tests`): one test method per valid transition
/// of the path (push, pop, pop on the root, pop to the root, set) and of the presented
/// route (present, dismiss, dismiss with nothing presented), written with `TestStore` and a
/// sample route. Each kind of navigation (`stack`, `sheet`) is a part of these tests, which
/// their mark lists: a kind added to the spec later gets its tests alone.
struct NavigationTestCode: Sendable {
    let plan: NavigationPlan
    /// The feature's routes, the first one without a payload (or the first) is the sample.
    let routes: [ActionCase]
    /// The kinds tested, in the order of `Navigation.Style`: those of the navigation, or
    /// some of them (those added later).
    let kinds: [Navigation.Style]

    /// The tests of `plan`'s kinds, or of those among `kinds`.
    init(plan: NavigationPlan, routes: [ActionCase], kinds: Set<Navigation.Style>? = nil) {
        self.plan = plan
        self.routes = routes
        self.kinds = Self.kinds(of: plan.navigation).filter { kinds?.contains($0) ?? true }
    }

    /// The kinds `navigation` keeps routes as, `[.stack, .sheet]`.
    static func kinds(of navigation: Navigation) -> [Navigation.Style] {
        Navigation.Style.allCases.filter { $0 == .stack ? navigation.hasStack : navigation.hasSheet }
    }

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
        return plan.routeType + TransitionTestCode.sampleCase(route.name, route.values)
    }

    /// One test method, on a store of `makeStore()`, with the sample `route` when its steps
    /// send one: its name (after `test`) and its code.
    private func test(_ title: String, sendsRoute: Bool = true, _ steps: [[String]]) -> (name: String, code: String) {
        let start: [String] = ["let (store, _, _) = makeStore()"] + (sendsRoute ? ["let route = \(sampleRoute)"] : [])
        let lines: [String] = start + steps.flatMap { $0 } + ["await store.finish()"]
        return (title, TransitionTestCode.method(named: title, lines))
    }

    /// `await store.send(action) { … }`, with `changes` in its closure.
    private func send(_ action: String, _ changes: [String] = []) -> [String] { TransitionTestCode.step("send", action, changes) }

    /// The name (after `test`) of each test method of each kind of `plan`'s navigation:
    /// how a tests folder shows it has tests of that kind.
    static func testNames(of plan: FeaturePlan) -> [(kind: Navigation.Style, names: [String])] {
        guard let navigation = plan.navigation, !plan.routes.isEmpty else { return [] }
        let tests = NavigationTestCode(plan: navigation, routes: plan.routes).tests
        return kinds(of: navigation.navigation).map { kind in (kind, tests.filter { $0.kind == kind }.map(\.name)) }
    }

    /// The mark that heads the navigation's tests, which lists the kinds they test.
    static let mark = TestsMark(title: "navigation")

    /// `// MARK: navigation (stack, sheet)`: the mark over these tests.
    var markLine: String {
        Self.mark.line(listing: kinds.map(\.rawValue))
    }

    /// The test methods, separated by blank lines.
    var methods: String {
        tests.map(\.code).joined(separator: "\n\n")
    }

    /// The test methods, each with its name and the kind it tests.
    private var tests: [(kind: Navigation.Style, name: String, code: String)] {
        var tests: [(kind: Navigation.Style, name: String, code: String)] = []
        func append(_ kind: Navigation.Style, _ test: (name: String, code: String)) { tests.append((kind, test.name, test.code)) }
        if kinds.contains(.stack) {
            let path = "$0." + name(.path)
            let push = send(".\(name(.push))(route)", ["\(path) = [route]"])
            append(.stack, test("PushAppendsARouteToThePath", [push]))
            append(.stack, test("PopRemovesTheLastRoute", [push, send(".\(name(.pop))", ["\(path) = []"])]))
            append(.stack, test("PopOnTheRootChangesNothing", sendsRoute: false, [send(".\(name(.pop))")]))
            let twice = send(".\(name(.setPath))([route, route])", ["\(path) = [route, route]"])
            append(.stack, test("SetPathReplacesThePath", [push, twice]))
            append(.stack, test("PopToRootEmptiesThePath", [twice, send(".\(name(.popToRoot))", ["\(path) = []"])]))
        }
        if kinds.contains(.sheet) {
            let presented = "$0." + name(.presented)
            let present = send(".\(name(.present))(route)", ["\(presented) = route"])
            append(.sheet, test("PresentShowsTheRoute", [present]))
            append(.sheet, test("DismissPresentedRemovesIt", [present, send(".\(name(.dismissPresented))", ["\(presented) = nil"])]))
            append(.sheet, test("DismissWithNothingPresentedChangesNothing", sendsRoute: false, [send(".\(name(.dismissPresented))")]))
        }
        return tests
    }
}
