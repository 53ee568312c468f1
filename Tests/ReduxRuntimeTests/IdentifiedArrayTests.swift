import Foundation
@testable import ReduxRuntime
import ReduxTestSupport
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

    /// A row whose list counts the copies that its mutations make.
    private struct CountedRow: Identifiable, Equatable {
        var id: Int
        var list: CountedList
    }

    private func countedRows(_ count: Int, counts: ListCounts) -> IdentifiedArray<CountedRow> {
        IdentifiedArray((0..<count).map { CountedRow(id: $0, list: CountedList([$0], counts: counts)) })
    }

    func testAnElementChangesInPlaceThroughItsPositionAndItsID() {
        let counts = ListCounts()
        var rows = countedRows(3, counts: counts)
        let version = rows.idSetVersion
        for index in rows.indices { rows[index].list.append(10) }
        rows[id: 1]?.list.append(11)
        rows[id: 2]!.list.append(12)
        func appendInPlace(_ row: inout CountedRow) { row.list.append(13) }
        appendInPlace(&rows[0])
        XCTAssertEqual(counts.copies, 0, "changing an element through its position or its id copied it")
        XCTAssertEqual(rows.map(\.list.items), [[0, 10, 13], [1, 10, 11], [2, 10, 12]])
        XCTAssertEqual(rows.ids, [0, 1, 2], "an element changed by id went back to its place")
        for (position, id) in rows.ids.enumerated() { XCTAssertEqual(rows.index(id: id), position) }
        XCTAssertTrue(rows.idSetVersion === version, "changing elements in place changed the version of the ids")
    }

    func testChangingByIDToNilRemovesAndFromNilAdds() {
        var items = IdentifiedArray((0..<5).map { Item(id: $0, text: "\($0)") })
        func clear(_ item: inout Item?) { item = nil }
        clear(&items[id: 1])
        XCTAssertEqual(items.ids, [0, 2, 3, 4], "the elements after a removed one kept their order")
        clear(&items[id: 4])
        XCTAssertEqual(items.ids, [0, 2, 3])
        func fill(_ item: inout Item?) { item = Item(id: 7, text: "seven") }
        fill(&items[id: 7])
        clear(&items[id: 9])
        XCTAssertEqual(items.ids, [0, 2, 3, 7])
        XCTAssertEqual(items[id: 7]?.text, "seven")
        for (position, id) in items.ids.enumerated() { XCTAssertEqual(items.index(id: id), position) }
    }

    func testSwappingReversingAndShufflingKeepTheIndexRight() {
        var items = IdentifiedArray((0..<50).map { Item(id: $0, text: "\($0)") })
        items.swapAt(0, 49)
        XCTAssertEqual(items.first?.id, 49)
        items.reverse()
        var generator = SplitMix64(seed: 7)
        items.shuffle(using: &generator)
        _ = items.partition { $0.id.isMultiple(of: 3) }
        XCTAssertEqual(Set(items.ids), Set(0..<50))
        for (position, id) in items.ids.enumerated() { XCTAssertEqual(items.index(id: id), position) }
    }

    func testMovingOffsetsMatchesMovingThemInAnArray() {
        var generator = SplitMix64(seed: 3)
        for _ in 0..<300 {
            let count = Int.random(in: 1...12, using: &generator)
            let offsets = IndexSet((0..<count).filter { _ in Bool.random(using: &generator) })
            let destination = Int.random(in: 0...count, using: &generator)
            var items = IdentifiedArray((0..<count).map { Item(id: $0, text: "\($0)") })
            // The reference: the moved elements, in order, before the element at `destination`.
            let ids = Array(0..<count)
            let moved = ids.filter(offsets.contains)
            var expected = ids.enumerated().filter { !offsets.contains($0.offset) }.map(\.element)
            expected.insert(contentsOf: moved, at: destination - offsets.count(in: 0..<destination))
            items.move(fromOffsets: offsets, toOffset: destination)
            XCTAssertEqual(items.ids, expected, "moving \(Array(offsets)) to \(destination) of \(count)")
            for (position, id) in items.ids.enumerated() { XCTAssertEqual(items.index(id: id), position) }
        }
    }
}
