import XCTest

@testable import ReduxGenCore

/// `navigation:`: its mistakes (located errors, no file), the code it generates, which
/// compiles warning-free, and what the routing skeleton returns (a route, or a whole path)
/// applied by the generated reducer.
final class NavigationTests: XCTestCase {
    private let routes = "routes:\n  showItem: { id: Int }\n  settings:\n"

    private func diagnostics(_ yaml: String) -> [String] {
        let output = Generate.output(yaml)
        XCTAssertTrue(output.files.isEmpty, "a spec with errors must produce no file")
        return output.diagnostics.map(\.description)
    }

    // MARK: Mistakes

    func testNavigationNeedsRoutes() {
        XCTAssertEqual(diagnostics("state: {}\nnavigation: stack\n"), [
            "Feature.yaml:2:1: error: 'navigation' keeps routes as state, and the spec has none; add the screens it navigates to under 'routes:', like 'routes: { showDetail: { id: Item.ID } }'",
        ])
    }

    func testAnUnknownStyleIsSpelledOut() {
        XCTAssertEqual(diagnostics("state: {}\n" + routes + "navigation: stak\n"), [
            "Feature.yaml:5:13: error: unknown navigation style 'stak'; did you mean 'stack'?",
        ])
        XCTAssertEqual(diagnostics("state: {}\n" + routes + "navigation: [stack, modal]\n"), [
            "Feature.yaml:5:21: error: unknown navigation style 'modal'; expected 'stack' or 'sheet'",
        ])
    }

    func testAStyleIsListedOnceAndAtLeastOneIsListed() {
        XCTAssertEqual(diagnostics("state: {}\n" + routes + "navigation: [sheet, sheet]\n"), [
            "Feature.yaml:5:21: error: 'sheet' is listed twice in 'navigation'",
        ])
        XCTAssertEqual(diagnostics("state: {}\n" + routes + "navigation: []\n"), [
            "Feature.yaml:5:13: error: 'navigation' lists no style; write 'navigation: stack', 'navigation: sheet' or 'navigation: [stack, sheet]'",
        ])
        XCTAssertEqual(diagnostics("state: {}\n" + routes + "navigation: { stack: true }\n"), [
            "Feature.yaml:5:13: error: 'navigation' must be 'stack' or 'sheet', or a list of both like [stack, sheet], not a mapping",
        ])
    }

    func testTheNamesItGeneratesCollideWithTheSpecsOwn() {
        XCTAssertEqual(diagnostics("state:\n  path: String\nactions:\n  present: Int\n" + routes + "navigation: [stack, sheet]\n"), [
            "Feature.yaml:8:1: error: the 'present' action of 'navigation: sheet' generates the action case 'present', which the action 'present' already declares\nFeature.yaml:4:3: note: the action 'present' is here",
            "Feature.yaml:8:1: error: the path of 'navigation: stack' generates the state property 'path', which the state field 'path' already declares\nFeature.yaml:2:3: note: the state field 'path' is here",
        ])
    }

    func testAPropMayNotTakeTheNameOfTheViewModelsNavigation() {
        XCTAssertEqual(diagnostics("state: {}\nprops:\n  path: \"[Int]\"\n  presentedRoute: String\n" + routes + "navigation: [stack, sheet]\n"), [
            "Feature.yaml:3:3: error: the prop 'path' would be a property of the view model, which has a property 'path' of its own; rename the prop",
            "Feature.yaml:4:3: error: the prop 'presentedRoute' would be a property of the view model, which has a property 'presentedRoute' of its own; rename the prop",
        ])
        XCTAssertEqual(Generate.output("state: {}\nprops:\n  path: \"[Int]\"\n" + routes + "navigation: sheet\n").diagnostics, [], "without a stack, 'path' is free")
    }

    func testABindingMayNotNameThePathOrThePresentedRoute() {
        XCTAssertEqual(diagnostics("state:\n  query: String\n" + routes + "navigation: [stack, sheet]\nbindings: [query, path, presented]\n"), [
            "Feature.yaml:7:19: error: 'bindings' names 'path', the navigation's 'path', which the generated code keeps; remove it: the view model binds it already, as '$viewModel.path'",
            "Feature.yaml:7:25: error: 'bindings' names 'presented', the navigation's 'presented', which the generated code keeps; remove it: the view model binds it already, as '$viewModel.presented'",
        ])
        XCTAssertEqual(diagnostics("state:\n  query: String\n" + routes + "navigation: sheet\nbindings: [path]\n"), [
            "Feature.yaml:7:12: error: 'bindings' names 'path', which is no state field; the fields are 'query'",
        ], "without a stack, 'path' is no name of the navigation's")
    }

    func testNoRouteTakesTheNameOfTheRoutesIdentity() {
        XCTAssertEqual(diagnostics("state: {}\nroutes:\n  id:\n  settings:\nnavigation: sheet\n"), [
            "Feature.yaml:3:3: error: a route kept as state cannot be named 'id': 'navigation' makes every route Identifiable, with the route itself as its 'id' (what '.sheet(item:)' needs); rename the route",
        ])
        XCTAssertEqual(Generate.output("state: {}\nroutes:\n  id:\n").diagnostics, [], "a one-shot route may be named 'id'")
    }

    func testAnAppSpecHasNoNavigation() {
        XCTAssertEqual(Generate.diagnostics("app: Shop\nfeatures: { cart: Cart }\nnavigation: stack\n", path: "Shop.yaml"), [
            "Shop.yaml:3:1: error: 'navigation' belongs in a feature spec, and this is an app spec ('app:'); an app composes the features listed under 'features:', so move 'navigation' to one of them",
        ])
    }

    // MARK: Generated code

    func testTheReducerAppliesWhatTheRoutingSkeletonReturnsAfterTheLogic() {
        let reducer = Generate.file(.reducer, from: "state: {}\nactions:\n  tap:\n" + routes + "navigation: stack\n")
        XCTAssertContains(reducer, """
                    reduceLogic(&state, action)
                    FeatureNavigation(FeatureRouting.route(after: action, state: state)).apply(to: &state.path)
                }
            """)
    }

    func testTheRoutingSkeletonOfAStackReturnsANavigationAndOfASheetARoute() {
        let stack = Generate.file(.routing, from: "state: {}\nactions:\n  tap:\n" + routes + "navigation: [stack, sheet]\n")
        XCTAssertContains(stack, "static func route(after action: FeatureAction, state: FeatureState) -> FeatureNavigation {")
        XCTAssertContains(stack, "`.setPath(routes)` to replace the whole path, or `nil` to stay.")
        XCTAssertContains(stack, "            return nil  // TODO: the route after `tap`, if any.")
        let viewModel = Generate.file(.viewModel, from: "state: {}\nactions:\n  tap:\n" + routes + "navigation: stack\n")
        XCTAssertContains(viewModel, "typealias FeatureNavigation = ReduxRuntime.StackNavigation<FeatureRoute>")
        for spec in ["navigation: sheet\n", ""] {
            let routing = Generate.file(.routing, from: "state: {}\nactions:\n  tap:\n" + routes + spec)
            XCTAssertContains(routing, "static func route(after action: FeatureAction, state: FeatureState) -> FeatureRoute? {")
            XCTAssertFalse(Generate.file(.viewModel, from: "state: {}\nprops:\n  title: String\n" + routes + spec).contains("FeatureNavigation"))
        }
    }

    func testASheetAloneKeepsTheRoutesTriggersAndAddsThePresentedRoute() {
        let yaml = "state: {}\nprops:\n  title: String\n" + routes + "navigation: sheet\n"
        let viewModel = Generate.file(.viewModel, from: yaml)
        XCTAssertContains(viewModel, "static func middleware(publishingTo channel: ReduxRuntime.RouteChannel<FeatureRoute>)")
        XCTAssertContains(viewModel, "var routes: AsyncStream<FeatureRoute> { routeChannel.routes }")
        XCTAssertContains(viewModel, "var presented: FeatureRoute? {")
        XCTAssertFalse(viewModel.contains("var path"))
        let reducer = Generate.file(.reducer, from: yaml)
        XCTAssertFalse(reducer.contains("Routing.route(after:"), "without a stack the routing middleware publishes the routes")
    }

    func testEveryStyleCompilesWarningFreeWithItsTests() throws {
        for style in ["stack", "sheet", "[stack, sheet]"] {
            let result = try TypeCheck.run(["Shop": """
                state:
                  count: Int
                actions:
                  tap:
                requests:
                  load:
                    success: Int
                props:
                  count: Int
                routes:
                  showItem: { id: Int }
                  settings:
                navigation: \(style)

                """], models: "")
            XCTAssertEqual(result.problems, [], style)
        }
    }

    func testARoutePayloadThatIsNotHashableIsReportedAtTheNavigationLine() throws {
        let result = try TypeCheck.run(["Shop": """
            state: {}
            routes:
              showItem: { item: Item }
            navigation: stack

            """], models: "struct Item: Equatable, Sendable {}\n", tests: false, warningsAsErrors: false)
        XCTAssertTrue(
            result.errors.contains { $0.hasPrefix("Specs/Shop.yaml:4:") && $0.contains("'Hashable'") },
            result.errors.joined(separator: "\n"))
    }

    func testARoutePayloadThatIsNotEquatableIsReportedAtItsRoute() throws {
        for navigation in ["", "navigation: stack\n"] {
            let result = try TypeCheck.run(["Shop": "state: {}\nroutes:\n  close:\n  showItem: { item: Item }\n" + navigation],
                models: "struct Item: Sendable {}\n", tests: false, warningsAsErrors: false)
            XCTAssertTrue(
                result.errors.contains { $0.hasPrefix("Specs/Shop.yaml:4:") && $0.contains("'=='") && $0.contains("'Item'") },
                result.errors.joined(separator: "\n"))
            XCTAssertTrue(result.errors.allSatisfy { $0.hasPrefix("Specs/Shop.yaml:") }, result.errors.joined(separator: "\n"))
        }
    }

    /// A routing skeleton written to return a route to push (`ShopRoute?`) keeps compiling,
    /// and its route is pushed.
    func testTheRoutingSkeletonsRouteIsPushedInTheSameReduction() throws {
        let printed = try TypeCheck.execute(["Shop": """
            state:
              selected: Int?
            actions:
              select: Int
            routes:
              showItem: { id: Int }
            navigation: stack

            """], models: "", skeletons: [
                "ShopReducerLogic.swift": """
                extension ShopReducer {
                    static func reduceLogic(_ state: inout ShopState, _ action: ShopAction) {
                        if case .select(let id) = action { state.selected = id }
                    }
                }

                """,
                "ShopRouting.swift": """
                extension ShopRouting {
                    static func route(after action: ShopAction, state: ShopState) -> ShopRoute? {
                        if case .select = action, let id = state.selected { return .showItem(id: id) }
                        return nil
                    }
                }

                """,
            ], main: """
            import ReduxRuntime

            let store = Store(initialState: ShopState(), reducer: ShopReducer.reduce)
            store.dispatch(.select(7))
            print(store.state.path == [.showItem(id: 7)])
            store.dispatch(.select(8))
            print(store.state.path == [.showItem(id: 7), .showItem(id: 8)])
            store.dispatch(.pop)
            print(store.state.path == [.showItem(id: 7)])

            """)
        XCTAssertEqual(printed, "true\ntrue\ntrue\n")
    }

    /// A routing function that returns a navigation pushes a route or replaces the whole
    /// path (a sign-out back to a screen of its own, whatever was shown), in the reduction
    /// of the action, and `nil` leaves the path.
    func testARoutingThatReturnsAWholePathSetsItInTheSameReduction() throws {
        let printed = try TypeCheck.execute(["Shop": """
            state:
              isSignedIn: { type: Bool, default: "true" }
            actions:
              select: Int
              signOut:
              refresh:
            routes:
              showItem: { id: Int }
              signIn:
            navigation: [stack, sheet]

            """], models: "", skeletons: [
                "ShopReducerLogic.swift": """
                extension ShopReducer {
                    static func reduceLogic(_ state: inout ShopState, _ action: ShopAction) {
                        if case .signOut = action { state.isSignedIn = false }
                    }
                }

                """,
                "ShopRouting.swift": """
                extension ShopRouting {
                    static func route(after action: ShopAction, state: ShopState) -> ShopNavigation {
                        switch action {
                        case .select(let id): .push(.showItem(id: id))
                        case .signOut where !state.isSignedIn: .setPath([.signIn])
                        default: nil
                        }
                    }
                }

                """,
            ], main: """
            import ReduxRuntime

            let store = Store(initialState: ShopState(), reducer: ShopReducer.reduce)
            store.dispatch(.select(7))
            store.dispatch(.select(8))
            store.dispatch(.present(.showItem(id: 9)))
            print(store.state.path == [.showItem(id: 7), .showItem(id: 8)])
            store.dispatch(.refresh)
            print(store.state.path == [.showItem(id: 7), .showItem(id: 8)])
            store.dispatch(.signOut)
            print(store.state.path == [.signIn], store.state.presented == .showItem(id: 9))

            """)
        XCTAssertEqual(printed, "true\ntrue\ntrue true\n")
    }
}
