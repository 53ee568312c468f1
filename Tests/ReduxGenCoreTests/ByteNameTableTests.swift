import XCTest

@testable import ReduxGenCore

final class ByteNameTableTests: XCTestCase {
    private func withBytes<Result>(_ name: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        Array(name.utf8).withUnsafeBufferPointer(body)
    }

    func testNamesAreAddedOnceAndFoundByTheirBytes() {
        let names = (0..<500).map { "Feature\($0)" } + ["", "a", "ab"]
        var table = ByteNameTable(capacity: names.count)
        for name in names { XCTAssertTrue(withBytes(name) { table.insert($0) }, name) }
        for name in names {
            XCTAssertFalse(withBytes(name) { table.insert($0) }, name)
            XCTAssertTrue(withBytes(name) { table.contains($0) }, name)
        }
        for missing in ["Feature500", "feature1", "Feature", "b", "abc"] {
            XCTAssertFalse(withBytes(missing) { table.contains($0) }, missing)
        }
    }

    func testASCIIIsEveryByteBelow128() {
        XCTAssertTrue(withBytes("Todo_2") { ByteNameTable.isASCII($0) })
        XCTAssertFalse(withBytes("Caf\u{E9}") { ByteNameTable.isASCII($0) })
    }
}
