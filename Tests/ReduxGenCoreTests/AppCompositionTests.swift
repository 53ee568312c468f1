import XCTest

@testable import ReduxGenCore

/// An app lists feature specs only: a listed app (and so two apps that list each other) is
/// an error at the line that lists it, once the run knows which specs are apps.
final class AppCompositionTests: XCTestCase {
    private func app(_ yaml: String, path: String) throws -> Feature {
        let output = Generate.output(yaml, path: path)
        XCTAssertEqual(output.diagnostics.map(\.description), [])
        return try XCTUnwrap(output.feature)
    }

    func testAListedAppIsAnErrorAtItsLine() throws {
        let office = try app("app: Office\nfeatures:\n  chat: TeamChat\n  shop: Shop\n  todos: Todo\n", path: "Specs/Office.yaml")
        XCTAssertEqual(AppComposition.errors(of: office, apps: ["Office", "Shop"]).map(\.description), [
            "Specs/Office.yaml:4:3: error: 'shop: Shop' lists the app spec 'Shop', and an app lists feature specs only; list the features of 'Shop' here instead, or make one app of both",
        ])
        XCTAssertEqual(AppComposition.errors(of: office, apps: ["Office"]), [])
    }

    func testTwoAppsThatListEachOtherAreBothErrors() throws {
        let a = try app("app: A\nfeatures:\n  b: B\n", path: "A.yaml")
        let b = try app("app: B\nfeatures:\n  cart: Cart\n  a: A\n", path: "B.yaml")
        XCTAssertEqual(AppComposition.errors(of: a, apps: ["A", "B"]).map { $0.location?.description }, ["A.yaml:3:3"])
        XCTAssertEqual(AppComposition.errors(of: b, apps: ["A", "B"]).map { $0.location?.description }, ["B.yaml:4:3"])
    }

    func testWhetherASpecIsAnAppIsReadAsTheValidatorReadsIt() {
        XCTAssertEqual(AppComposition.isAppSpec(Array("app: Shop\nfeatures: {}\n".utf8), path: "Shop.yaml"), true)
        XCTAssertEqual(AppComposition.isAppSpec(Array("{ features: { a: A }, \"app\": Shop }\n".utf8), path: "Shop.yaml"), true)
        XCTAssertEqual(AppComposition.isAppSpec(Array("state: {}\n# app: Shop\n".utf8), path: "Cart.yaml"), false)
        XCTAssertNil(AppComposition.isAppSpec(Array("state: [\n".utf8), path: "Cart.yaml"))
        XCTAssertNil(AppComposition.isAppSpec(Array("- app\n".utf8), path: "Cart.yaml"))
    }
}
