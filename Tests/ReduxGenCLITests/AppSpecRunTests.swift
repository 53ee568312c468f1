import Foundation
import XCTest

/// An app spec's features must be specs of the same run, in any order, or named by
/// `--known-features` (the build plugin, which runs one spec at a time).
final class AppSpecRunTests: XCTestCase {
    private let feature = "state: {}\nactions:\n  go:\n"

    func testTheFeaturesOfAnAppMustBeInTheRun() throws {
        let cli = try CLIHarness()
        try cli.write("app: Shop\nfeatures:\n  cart: Cart\n  catalog: Catlog\n  again: Cart\n", to: "Specs/Shop.yaml")
        try cli.write(feature, to: "Specs/Cart.yaml")
        try cli.write(feature, to: "Specs/Catalog.yaml")
        let result = try cli.run(["Specs", "-o", "Out"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains(
            "Specs/Shop.yaml:4:12: error: the feature 'Catlog' is not in this run: no spec Catlog.yaml is generated with this app; did you mean 'Catalog'?"),
            result.stderr)
        XCTAssertTrue(result.stderr.contains("Specs/Shop.yaml:5:10: error: the feature 'Cart' is listed twice, as 'cart' and as 'again'"), result.stderr)
        XCTAssertFalse(cli.list("Out").contains { $0.hasPrefix("Shop") })
    }

    func testAnAppSpecBesideItsFeaturesInAnyOrderGenerates() throws {
        let cli = try CLIHarness()
        // "A…" is listed before the features it composes.
        try cli.write("app: AShop\nfeatures:\n  cart: Cart\n", to: "Specs/AShop.yaml")
        try cli.write(feature, to: "Specs/Cart.yaml")
        XCTAssertEqual(try cli.run(["Specs", "-o", "Out"]).status, 0)
        XCTAssertTrue(cli.read("Out/AShopAction.swift")!.contains("case cart(CartAction)"))
        XCTAssertEqual(try cli.run(["Specs", "-o", "Out", "--check"]).status, 0)
    }

    func testKnownFeaturesStandForSpecsOfOtherRuns() throws {
        let cli = try CLIHarness()
        try cli.write("app: Shop\nfeatures:\n  cart: Cart\n", to: "Shop.yaml")
        XCTAssertEqual(try cli.run(["Shop.yaml", "-o", "Out"]).status, 1)
        let known = try cli.run(["Shop.yaml", "-o", "Out", "--known-features", "Cart,Catalog"])
        XCTAssertEqual(known.status, 0, known.stderr)
    }

    /// Writes `specs` (by feature name) into `Specs/` and runs reduxgen on the folder, which
    /// must fail.
    private func runSpecs(_ specs: [String: String], file: StaticString = #filePath, line: UInt = #line) throws -> (CLIHarness, CLIHarness.Result) {
        let cli = try CLIHarness()
        for (name, text) in specs { try cli.write(text, to: "Specs/\(name).yaml") }
        let result = try cli.run(["Specs", "-o", "Out"])
        XCTAssertEqual(result.status, 1, result.stderr, file: file, line: line)
        return (cli, result)
    }

    /// An app of apps does not compile: a listed app is an error at its line, and the app
    /// writes nothing, while the other specs of the run are written.
    func testAnAppThatListsAnAppIsAnErrorAndWritesNothing() throws {
        let (cli, result) = try runSpecs([
            "Office": "app: Office\nfeatures:\n  shop: Shop\n  cart: Cart\n", "Shop": "app: Shop\nfeatures:\n  cart: Cart\n", "Cart": feature,
        ])
        XCTAssertTrue(result.stderr.contains(
            "Specs/Office.yaml:3:3: error: 'shop: Shop' lists the app spec 'Shop', and an app lists feature specs only; list the features of 'Shop' here instead, or make one app of both"),
            result.stderr)
        XCTAssertFalse(cli.list("Out").contains { $0.hasPrefix("Office") })
        XCTAssertTrue(cli.list("Out").contains("ShopAction.swift"))
        XCTAssertTrue(cli.list("Out").contains("CartAction.swift"))
    }

    func testAFeatureThePublicAppCannotShowIsAnErrorAndWritesNothing() throws {
        let cli = try CLIHarness()
        try cli.write("app: Shop\naccess: public\nfeatures:\n  cart: Cart\n", to: "Specs/Shop.yaml")
        try cli.write(feature, to: "Specs/Cart.yaml")
        let result = try cli.run(["Specs", "-o", "Out"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("Specs/Shop.yaml:4:3: error: 'cart: Cart' lists the feature 'Cart', which is internal, and this app is public"), result.stderr)
        XCTAssertFalse(cli.list("Out").contains { $0.hasPrefix("Shop") })
    }

    func testTwoAppsThatListEachOtherAreBothErrors() throws {
        let (cli, result) = try runSpecs([
            "A": "app: A\nfeatures:\n  b: B\n  cart: Cart\n", "B": "app: B\nfeatures:\n  cart: Cart\n  a: A\n", "Cart": feature,
        ])
        XCTAssertTrue(result.stderr.contains("Specs/A.yaml:3:3: error: 'b: B' lists the app spec 'B'"), result.stderr)
        XCTAssertTrue(result.stderr.contains("Specs/B.yaml:4:3: error: 'a: A' lists the app spec 'A'"), result.stderr)
        XCTAssertEqual(cli.list("Out").filter { !$0.hasPrefix("Cart") && !$0.hasPrefix(".") }, [])
    }

    /// The build plugin runs an app spec alone and names the target's other specs by their
    /// paths: the tool reads them, so a listed app is an error there too. A name alone is
    /// taken for a feature.
    func testKnownFeaturesGivenAsSpecPathsAreReadForWhetherTheyAreApps() throws {
        let cli = try CLIHarness()
        try cli.write("app: Office\nfeatures:\n  shop: Shop\n", to: "Office.yaml")
        try cli.write("{ features: { cart: Cart }, app: Shop }\n", to: "Other/Shop.yaml")
        try cli.write(feature, to: "Other/Cart.yaml")
        let byPath = try cli.run(["Office.yaml", "-o", "Out", "--known-features", "Other/Shop.yaml,Other/Cart.yaml"])
        XCTAssertEqual(byPath.status, 1)
        XCTAssertTrue(byPath.stderr.contains("Office.yaml:3:3: error: 'shop: Shop' lists the app spec 'Shop'"), byPath.stderr)
        XCTAssertFalse(cli.list("Out").contains { $0.hasPrefix("Office") })
        try cli.write("app: Office\nfeatures:\n  cart: Cart\n", to: "Office.yaml")
        let feature = try cli.run(["Office.yaml", "-o", "Out", "--known-features", "Other/Shop.yaml,Other/Cart.yaml"])
        XCTAssertEqual(feature.status, 0, feature.stderr)
        XCTAssertTrue(cli.list("Out").contains("OfficeAction.swift"))
    }

    /// The app's loaders lift each feature's children's loaders too, read from the feature's
    /// spec in the run or given by path (the build plugin's one-spec runs); a feature known by
    /// its name alone lifts none.
    func testTheAppsLoadersLiftTheFeaturesChildrenFromTheirSpecs() throws {
        let cli = try CLIHarness()
        try cli.write("app: Shop\nfeatures:\n  cart: Cart\n", to: "Specs/Shop.yaml")
        try cli.write("state: {}\nchildren:\n  lines: { feature: Line, collection: true }\n", to: "Specs/Cart.yaml")
        try cli.write("state:\n  id: Int\nactions:\n  remove:\n", to: "Specs/Line.yaml")
        let lifted = "cart: [CartLoader(service: cart).middleware] + CartChildren.loaders(lines: cartLines)\n"
        XCTAssertEqual(try cli.run(["Specs", "-o", "Out"]).status, 0)
        XCTAssertTrue(cli.read("Out/ShopLoader.swift")!.contains(lifted))
        XCTAssertEqual(try cli.run(["Specs", "-o", "Out", "--check"]).status, 0, "the app is generated again the same")

        let byPath = try cli.run(["Specs/Shop.yaml", "-o", "Plugin", "--known-features", "Specs/Cart.yaml,Specs/Line.yaml"])
        XCTAssertEqual(byPath.status, 0, byPath.stderr)
        XCTAssertTrue(cli.read("Plugin/ShopLoader.swift")!.contains(lifted))

        let byName = try cli.run(["Specs/Shop.yaml", "-o", "Named", "--known-features", "Cart"])
        XCTAssertEqual(byName.status, 0, byName.stderr)
        XCTAssertTrue(cli.read("Named/ShopLoader.swift")!.contains("cart: [CartLoader(service: cart).middleware]\n"))
    }
}
