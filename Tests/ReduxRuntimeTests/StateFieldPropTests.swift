import ReduxRuntime
import XCTest

/// A view model's prop that shows a state field: kept only while it is not the field itself.
final class StateFieldPropTests: XCTestCase {
    func testAPropThatIsTheFieldIsNotKeptAndChangesWithTheFieldsWrites() {
        let field = [1, 2, 3]
        var prop = StateFieldProp(field, field: field)
        XCTAssertTrue(prop.showsField)
        XCTAssertEqual(prop.value(field: [1, 2, 3, 4]), [1, 2, 3, 4], "the prop reads the field as it is now")
        let longer = field + [4]
        XCTAssertFalse(prop.update(longer, field: longer), "the field's writes tell its changes")
        XCTAssertTrue(prop.showsField)
    }

    func testAPropMadeOtherwiseIsKeptAndComparedWithTheNextOne() {
        let field = [1, 2, 3]
        var prop = StateFieldProp(field.filter { $0 > 1 }, field: field)
        XCTAssertFalse(prop.showsField)
        XCTAssertEqual(prop.value(field: field), [2, 3])
        XCTAssertFalse(prop.update([2, 3], field: field + [0]), "an equal prop is no change")
        XCTAssertTrue(prop.update([2, 3, 4], field: field + [4]))
        XCTAssertTrue(prop.update(field, field: field), "the field itself after a filtered list is a change")
        XCTAssertTrue(prop.showsField)
        XCTAssertTrue(prop.update([9], field: field), "a list made otherwise after the field is a change")
    }

    func testEveryByteOfAValueCountsInTellingTheFieldItself() {
        struct NineBytes: Equatable {
            var word: UInt64
            var byte: UInt8
        }
        let field = NineBytes(word: 1, byte: 2)
        XCTAssertTrue(StateFieldProp(field, field: field).showsField)
        XCTAssertFalse(StateFieldProp(NineBytes(word: 1, byte: 3), field: field).showsField, "a value that differs in its ninth byte is not the field")
        XCTAssertFalse(StateFieldProp(NineBytes(word: 2, byte: 2), field: field).showsField, "nor one that differs in its first word")
        XCTAssertTrue(StateFieldProp(UInt8(7), field: 7).showsField, "a value shorter than a word is compared byte by byte")
        XCTAssertFalse(StateFieldProp(UInt8(7), field: 8).showsField)
    }
}
