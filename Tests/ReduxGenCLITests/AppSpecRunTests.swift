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
}
