import ReduxRuntime
import XCTest

/// A value a view model shows: a change is to be told to Observation only when a view read
/// the value since it was last told.
final class ShownValueTests: XCTestCase {
    func testAChangeIsToBeToldOnlyAfterAReadAndOnlyOnce() {
        var title = ShownValue("Chat")
        XCTAssertTrue(title.update("Inbox"))
        XCTAssertFalse(title.takeRead(), "no view read the title: no one can be observing it")
        XCTAssertEqual(title.read(), "Inbox")
        XCTAssertFalse(title.update("Inbox"), "an equal value is no change")
        XCTAssertTrue(title.update("Sent"))
        XCTAssertTrue(title.takeRead(), "a view read the title before it changed")
        XCTAssertTrue(title.update("Drafts"))
        XCTAssertFalse(title.takeRead(), "the view was told of the last change and has not read it since")
    }

    func testAStateFieldPropIsToBeToldOnlyAfterARead() {
        let field = [1, 2, 3]
        var prop = StateFieldProp(field, field: field)
        XCTAssertFalse(prop.takeRead())
        XCTAssertEqual(prop.read(field: field + [4]), [1, 2, 3, 4], "the prop reads the field as it is now")
        XCTAssertTrue(prop.takeRead())
        XCTAssertFalse(prop.takeRead(), "told once per read")
        XCTAssertEqual(prop.value(field: field), field, "value(field:) is no view's read")
        XCTAssertFalse(prop.takeRead())
    }
}
