import XCTest

@testable import ReduxGenCore

/// Bad `props:` and `routes:`: located errors, and no file.
final class ViewLayerDiagnosticTests: XCTestCase {
    private func diagnostics(_ yaml: String) -> [String] {
        let output = Generate.output(yaml)
        XCTAssertTrue(output.files.isEmpty, "a spec with errors must produce no file")
        return output.diagnostics.map(\.description)
    }

    func testAPropWhoseFirstValueCannotBeDerivedNeedsADefault() {
        XCTAssertEqual(diagnostics("state:\n  count: Int\nprops:\n  count: Double\n  total: Int\n"), [
            "Feature.yaml:4:10: error: the prop 'count' needs a 'default:' (like { type: Double, default: ... }): it is not a state field of the same type, an optional, a Bool, a String or a collection, whose first value reduxgen knows",
            "Feature.yaml:5:10: error: the prop 'total' needs a 'default:' (like { type: Int, default: ... }): it is not a state field of the same type, an optional, a Bool, a String or a collection, whose first value reduxgen knows",
        ])
    }

    func testARouteCannotBeNamedLikeAnAction() {
        XCTAssertEqual(diagnostics("state: {}\nactions:\n  close:\nroutes:\n  close:\n"), [
            "Feature.yaml:5:3: error: the route 'close' has the name of the action 'close'; a route says where to go after an action, so name it after the destination, like 'showClose'\nFeature.yaml:3:3: note: the action 'close' is here",
        ])
    }

    func testAPropCannotTakeTheNameOfAViewModelProperty() {
        XCTAssertEqual(diagnostics("state: {}\nprops:\n  title: String\n  props: Bool\n  routes: Bool\n  store: Bool\n  routeChannel: Bool\n"), [
            "Feature.yaml:4:3: error: the prop 'props' would be a property of the view model, which has a property 'props' of its own; rename the prop",
            "Feature.yaml:5:3: error: the prop 'routes' would be a property of the view model, which has a property 'routes' of its own; rename the prop",
            "Feature.yaml:6:3: error: the prop 'store' would be a property of the view model, which has a property 'store' of its own; rename the prop",
            "Feature.yaml:7:3: error: the prop 'routeChannel' would be a property of the view model, which has a property 'routeChannel' of its own; rename the prop",
        ])
    }

    func testTheViewModelDeclaresThePropertiesThatPropsMayNotBeNamedAfter() {
        let viewModel = Generate.file(.viewModel, from: "state: {}\nprops:\n  title: String\nroutes:\n  close:\n")
        for name in FeaturePlan.viewModelProperties {
            XCTAssertNotNil(viewModel.range(of: "(var|let) \(name):", options: .regularExpression), "the view model declares no '\(name)'")
        }
        XCTAssertContains(viewModel, "    var title: String {\n        access(keyPath: \\.title)\n        return unsafe _$title.read()\n    }\n")
    }

    func testSectionsOfTheWrongShape() {
        XCTAssertEqual(diagnostics("state: {}\nprops: [title]\nroutes: close\n"), [
            "Feature.yaml:2:8: error: 'props' must be a mapping of prop names to types, like 'title: String', not a list",
            "Feature.yaml:3:9: error: 'routes' must be a mapping of route names to payloads, like 'openThread: { id: Message.ID }', not a scalar",
        ])
        XCTAssertEqual(diagnostics("state: {}\nprops:\n  title:\n  rows: { tipe: Int }\n  ok: [Int]\n"), [
            "Feature.yaml:3:9: error: the prop 'title' needs a type: write 'title: Type'",
            "Feature.yaml:4:11: error: unknown key 'tipe' in the prop 'rows'; did you mean 'type'?",
            "Feature.yaml:4:9: error: the prop 'rows' needs a 'type'",
            "Feature.yaml:5:7: error: the prop 'ok' must be a type or { type, default }, not a list; YAML reads [Int] as a list: quote the type, \"[Int]\"",
        ])
    }

    func testPropsAreDerivedFromTheStateOrTheirTypesEmptyValue() {
        let viewModel = Generate.file(.viewModel, from: """
            state:
              items: "[Int]"
              count: Int
            props:
              items: "[Int]"
              count: { type: Int, default: state.count * 2 }
              title: String
              isOn: Bool
              selected: Int?
              tags: Set<String>

            """)
        XCTAssertContains(viewModel, """
                static func derived(from state: FeatureState) -> FeatureProps {
                    let items: [Int] = state.items
                    let count: Int = state.count * 2
                    let title: String = ""
                    let isOn: Bool = false
                    let selected: Int? = nil
                    let tags: Set<String> = []
                    return FeatureProps(items: items, count: count, title: title, isOn: isOn, selected: selected, tags: tags)
                }
            """)
        // The skeleton starts from them.
        XCTAssertContains(Generate.file(.propsLogic, from: "state: {}\nactions:\n  a:\nprops:\n  title: String\n"), """
                static func make(from state: FeatureState) -> FeatureProps {
                    // The props as the spec derives them (`derived(from:)`, in FeatureViewModel.swift). To make
                    // one otherwise: `var props = …`, change it, then `return props`.
                    FeatureProps.derived(from: state)
                }
            """)
    }
}
