import XCTest

@testable import ReduxGenCore

/// An app lists feature specs only: a listed app (and so two apps that list each other) is
/// an error at the line that lists it, once the run knows which specs are apps; so is a
/// feature the app cannot hold.
final class AppCompositionTests: XCTestCase {
    private func app(_ yaml: String, path: String) throws -> Feature {
        let output = Generate.output(yaml, path: path)
        XCTAssertEqual(output.diagnostics.map(\.description), [])
        return try XCTUnwrap(output.feature)
    }

    func testAListedAppIsAnErrorAtItsLine() throws {
        let office = try app("app: Office\nfeatures:\n  chat: TeamChat\n  shop: Shop\n  todos: Todo\n", path: "Specs/Office.yaml")
        XCTAssertEqual(AppComposition.errors(of: office, apps: ["Office", "Shop"], spec: { _ in nil }).map(\.description), [
            "Specs/Office.yaml:4:3: error: 'shop: Shop' lists the app spec 'Shop', and an app lists feature specs only; list the features of 'Shop' here instead, or make one app of both",
        ])
        XCTAssertEqual(AppComposition.errors(of: office, apps: ["Office"], spec: { _ in nil }), [])
    }

    func testTwoAppsThatListEachOtherAreBothErrors() throws {
        let a = try app("app: A\nfeatures:\n  b: B\n", path: "A.yaml")
        let b = try app("app: B\nfeatures:\n  cart: Cart\n  a: A\n", path: "B.yaml")
        XCTAssertEqual(AppComposition.errors(of: a, apps: ["A", "B"], spec: { _ in nil }).map { $0.location?.description }, ["A.yaml:3:3"])
        XCTAssertEqual(AppComposition.errors(of: b, apps: ["A", "B"], spec: { _ in nil }).map { $0.location?.description }, ["B.yaml:4:3"])
    }

    /// An app holds its features as a parent its children: each must have an action case, be
    /// seen as far as the app, and be `Equatable` under an `Equatable` app.
    func testAFeatureTheAppCannotHoldIsAnErrorAtItsLine() throws {
        let shop = try app("app: Shop\naccess: public\nfeatures:\n  cart: Cart\n  catalog: Catalog\n  tips: Tips\n", path: "Shop.yaml")
        let specs = try [
            ("Cart", "access: public\nequatable: false\nstate: {}\nactions:\n  add:\n"),
            ("Catalog", "state: {}\nactions:\n  load:\n"),
            ("Tips", "access: public\nstate: {}\n"),
        ].map { try ChildComposition.Spec(app($0.1, path: "\($0.0).yaml")) }
        let byName = Dictionary(uniqueKeysWithValues: specs.map { ($0.name, $0) })
        XCTAssertEqual(AppComposition.errors(of: shop, apps: ["Shop"]) { byName[$0] }.map(\.description), [
            "Shop.yaml:4:3: error: 'cart: Cart' lists the feature 'Cart', whose state is not Equatable ('equatable: false' in Cart.yaml), and this app's Equatable state compares its features; add 'equatable: false' to this spec, or make Cart Equatable",
            "Shop.yaml:5:3: error: 'catalog: Catalog' lists the feature 'Catalog', which is internal, and this app is public: its state and action would show Catalog's types; add 'access: public' to Catalog.yaml, or give this app the access of its features",
            "Shop.yaml:6:3: error: 'tips: Tips' lists the feature 'Tips', whose action has no case (no actions, requests or streams in Tips.yaml), so no action could reach it; give Tips.yaml an action, or leave it out of the app",
        ])
        let internalShop = try app("app: Shop\nequatable: false\nfeatures:\n  cart: Cart\n  catalog: Catalog\n", path: "Shop.yaml")
        XCTAssertEqual(AppComposition.errors(of: internalShop, apps: ["Shop"]) { byName[$0] }, [])
    }

    func testWhetherASpecIsAnAppIsReadAsTheValidatorReadsIt() {
        XCTAssertEqual(AppComposition.isAppSpec(Array("app: Shop\nfeatures: {}\n".utf8), path: "Shop.yaml"), true)
        XCTAssertEqual(AppComposition.isAppSpec(Array("{ features: { a: A }, \"app\": Shop }\n".utf8), path: "Shop.yaml"), true)
        XCTAssertEqual(AppComposition.isAppSpec(Array("state: {}\n# app: Shop\n".utf8), path: "Cart.yaml"), false)
        XCTAssertNil(AppComposition.isAppSpec(Array("state: [\n".utf8), path: "Cart.yaml"))
        XCTAssertNil(AppComposition.isAppSpec(Array("- app\n".utf8), path: "Cart.yaml"))
    }
}
