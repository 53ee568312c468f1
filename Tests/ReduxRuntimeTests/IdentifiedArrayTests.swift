import Foundation
import ReduxRuntime
import XCTest

/// `IdentifiedArray` and `Array.upsert`: replace by id where the element is, append new ids.
final class IdentifiedArrayTests: XCTestCase {
    private struct Item: Identifiable, Equatable, Codable {
        var id: Int
        var text: String
    }

    func testUpsertReplacesByIdInPlaceAndAppendsNewIds() {
        var items: IdentifiedArray<Item> = [Item(id: 1, text: "a"), Item(id: 2, text: "b")]
        items.upsert(Item(id: 1, text: "A"))
        items.upsert(Item(id: 3, text: "c"))
        XCTAssertEqual(items.elements, [Item(id: 1, text: "A"), Item(id: 2, text: "b"), Item(id: 3, text: "c")])
        XCTAssertEqual(items[id: 3]?.text, "c")
        XCTAssertEqual(items.index(id: 2), 1)
        XCTAssertNil(items[id: 4])
    }

    func testIdsStayUniqueWhicheverWayElementsArrive() {
        var items = IdentifiedArray([Item(id: 1, text: "a"), Item(id: 2, text: "b"), Item(id: 1, text: "a again")])
        XCTAssertEqual(items.ids, [1, 2])
        XCTAssertEqual(items[id: 1]?.text, "a again")
        items.append(Item(id: 2, text: "B"))
        items.append(contentsOf: [Item(id: 4, text: "d"), Item(id: 4, text: "D")])
        items.insert(contentsOf: [Item(id: 0, text: "z"), Item(id: 1, text: "A"), Item(id: 0, text: "Z")], at: 0)
        XCTAssertEqual(items.ids, [0, 1, 2, 4])
        XCTAssertEqual(items.map(\.text), ["Z", "A", "B", "D"])
    }

    func testRemovingKeepsTheIndexRight() {
        var items = IdentifiedArray((0..<10).map { Item(id: $0, text: "\($0)") })
        XCTAssertEqual(items.remove(id: 3)?.text, "3")
        items.remove(at: 0)
        items.removeAll { $0.id % 2 == 0 }
        XCTAssertEqual(items.ids, [1, 5, 7, 9])
        for (position, id) in items.ids.enumerated() { XCTAssertEqual(items.index(id: id), position) }
        items[id: 5] = nil
        items[id: 9]?.text = "nine"
        items.sort { $0.id > $1.id }
        XCTAssertEqual(items.ids, [9, 7, 1])
        XCTAssertEqual(items[id: 9]?.text, "nine")
        XCTAssertEqual(items.index(id: 1), 2)
    }

    func testManyUpsertsOfOneElementEachKeepEveryIdOnce() {
        var items = IdentifiedArray<Item>()
        for round in 0..<3 {
            for id in 0..<20_000 { items.upsert(Item(id: id, text: "\(round)")) }
        }
        XCTAssertEqual(items.count, 20_000)
        XCTAssertEqual(items.first, Item(id: 0, text: "2"))
        XCTAssertEqual(items.last, Item(id: 19_999, text: "2"))
    }

    func testEqualityCodingAndPrintingAreThoseOfTheElements() throws {
        let items: IdentifiedArray = [Item(id: 1, text: "a")]
        XCTAssertEqual(items, IdentifiedArray([Item(id: 1, text: "a")]))
        XCTAssertNotEqual(items, [Item(id: 1, text: "b")])
        let data = try JSONEncoder().encode(items)
        XCTAssertEqual(try JSONDecoder().decode([Item].self, from: data), items.elements)
        XCTAssertEqual(try JSONDecoder().decode(IdentifiedArray<Item>.self, from: data), items)
        XCTAssertEqual(items.description, items.elements.description)
    }

    func testArrayUpsertOfManyReplacesAndAppendsInOrder() {
        var items = [Item(id: 1, text: "a"), Item(id: 2, text: "b")]
        items.upsert(contentsOf: [Item(id: 3, text: "c"), Item(id: 1, text: "A"), Item(id: 3, text: "C")])
        XCTAssertEqual(items, [Item(id: 1, text: "A"), Item(id: 2, text: "b"), Item(id: 3, text: "C")])
        items.upsert(Item(id: 2, text: "B"))
        items.upsert(Item(id: 4, text: "d"))
        XCTAssertEqual(items.map(\.text), ["A", "B", "C", "d"])
    }
}
