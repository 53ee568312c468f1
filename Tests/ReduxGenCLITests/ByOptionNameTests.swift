import XCTest

@testable import ReduxGenCLI

/// The option table of a scanned command line: set, read, replace and forget by name.
final class ByOptionNameTests: XCTestCase {
    func testValuesAreFoundByTheirNameAndReplacedInPlace() {
        var values = ByOptionName<String>()
        XCTAssertNil(values["output"])
        values["output"] = "Generated"
        values["templates"] = "Mine"
        values["output"] = "Out"
        XCTAssertEqual(values["output"], "Out")
        XCTAssertEqual(values["templates"], "Mine")
        XCTAssertNil(values["Output"], "names are compared exactly")
        values["output"] = nil
        XCTAssertNil(values["output"])
        XCTAssertEqual(values["templates"], "Mine")
        values["output"] = nil
        XCTAssertEqual(values["templates"], "Mine")
    }
}
