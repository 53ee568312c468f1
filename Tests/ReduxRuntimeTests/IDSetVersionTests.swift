@testable import ReduxRuntime
import XCTest

/// `IdentifiedArray`'s version of its set of ids, which tells a middleware lifted onto each
/// element whether an action removed an id: a version that includes another must hold every id
/// of it, an array no one shares changes its ids without a new version, and an array shared
/// with a copy gets a new one.
final class IDSetVersionTests: XCTestCase {
    private struct Item: Identifiable, Equatable {
        var id: Int
        var text = ""
    }

    private func version(_ array: IdentifiedArray<Item>, file: StaticString = #filePath, line: UInt = #line) -> IDSetVersion {
        guard let version = array.idSetVersion else {
            XCTFail("a non-empty array has a version", file: file, line: line)
            return IDSetVersion(from: nil, removing: nil)
        }
        return version
    }

    func testOnlyAnEmptyArrayHasNoVersion() {
        var items = IdentifiedArray<Item>()
        XCTAssertNil(items.idSetVersion)
        items.append(Item(id: 1))
        XCTAssertNotNil(items.idSetVersion)
        items = [Item(id: 1), Item(id: 2)]
        XCTAssertNotNil(items.idSetVersion)
        items.removeAll()
        XCTAssertNil(items.idSetVersion)
        XCTAssertNotNil(IdentifiedArray([Item(id: 3)]).idSetVersion)
    }

    func testAnArrayEmptiedByRemovalsIncludesNoneOfItsEarlierIds() {
        let original: IdentifiedArray<Item> = [Item(id: 1)]
        var emptied = original
        emptied.remove(id: 1)
        XCTAssertFalse(emptied.idSetVersion?.includesAll(of: version(original)) ?? false)
        emptied.append(Item(id: 2))
        XCTAssertFalse(version(emptied).includesAll(of: version(original)))
    }

    func testAnArrayNoOneSharesChangesItsIdsInPlace() {
        var items: IdentifiedArray<Item> = [Item(id: 1), Item(id: 2)]
        // Weak: a strong reference would share the version.
        weak var first: IDSetVersion?
        first = items.idSetVersion
        let generation = first?.generation
        items.append(Item(id: 3))
        items.insert(Item(id: 0), at: 0)
        items.remove(id: 2)
        items.removeAll { $0.id == 3 }
        XCTAssertEqual(items.ids, [0, 1])
        XCTAssertTrue(version(items) === first, "no new version while no one shares it")
        XCTAssertEqual(first?.generation, generation.map { $0 + 4 }, "a generation for each change")
    }

    func testChangesThatKeepTheIdsKeepTheVersionAndItsGeneration() {
        var items: IdentifiedArray<Item> = [Item(id: 1), Item(id: 2)]
        let kept = version(items)
        let generation = kept.generation
        items[id: 1]?.text = "one"
        items.upsert(Item(id: 2, text: "two"))
        items[0].text = "ONE"
        items.sort { $0.id > $1.id }
        items.removeAll { $0.id == 5 }
        items.insert(contentsOf: [Item(id: 1, text: "1")], at: 0)
        XCTAssertTrue(version(items) === kept)
        XCTAssertEqual(kept.generation, generation)
        XCTAssertTrue(version(items).includesAll(of: kept))
    }

    func testACopyThatGainsIdsGetsAVersionThatIncludesTheOriginal() {
        let original: IdentifiedArray<Item> = [Item(id: 1), Item(id: 2)]
        var copy = original
        XCTAssertTrue(version(copy) === version(original), "copies share the version")
        copy.append(Item(id: 3))
        copy.insert(contentsOf: [Item(id: 4), Item(id: 5)], at: 0)
        XCTAssertFalse(version(copy) === version(original))
        XCTAssertTrue(version(copy).includesAll(of: version(original)))
        XCTAssertFalse(version(original).includesAll(of: version(copy)))
        XCTAssertEqual(original.ids, [1, 2])
    }

    func testACopyThatLosesAnIdGetsAVersionThatDoesNotIncludeTheOriginal() {
        let original: IdentifiedArray<Item> = [Item(id: 1), Item(id: 2)]
        var removedOne = original
        removedOne.remove(id: 1)
        XCTAssertFalse(version(removedOne).includesAll(of: version(original)))

        var grownThenShrunk = original
        grownThenShrunk.append(Item(id: 3))
        XCTAssertTrue(version(grownThenShrunk).includesAll(of: version(original)))
        grownThenShrunk.remove(id: 1)
        XCTAssertFalse(version(grownThenShrunk).includesAll(of: version(original)), "a removal in place ends the inclusion")
    }

    func testAVersionGrownFromAnotherNoLongerIncludesItOnceThatOneChangedInPlace() {
        var original: IdentifiedArray<Item> = [Item(id: 1), Item(id: 2)]
        var grown = original
        grown.append(Item(id: 3))
        weak var grownFrom: IDSetVersion?
        grownFrom = original.idSetVersion
        // `original` is the only array holding its version again: it changes it in place.
        original.append(Item(id: 9))
        XCTAssertTrue(version(original) === grownFrom)
        XCTAssertFalse(version(grown).includesAll(of: version(original)), "grown lacks 9")
    }

    func testAVersionGrownFromAnotherIncludesNothingOnceThatOneIsGone() {
        var grown: IdentifiedArray<Item> = [Item(id: 1)]
        weak var gone: IDSetVersion?
        do {
            let original = grown
            gone = original.idSetVersion
            grown.append(Item(id: 2))
        }
        XCTAssertNil(gone, "the version grown from it does not keep it")
        XCTAssertNil(version(grown).base)
    }

    func testAVersionMadeFromAKeptOneListsTheIdsRemovedSince() {
        let original: IdentifiedArray<Item> = [Item(id: 1), Item(id: 2), Item(id: 3)]
        var changed = original
        changed.remove(id: 2)
        changed.append(Item(id: 4))
        changed[id: 3] = nil
        XCTAssertEqual(version(changed).removedIDs(since: version(original)), [2, 3])
        XCTAssertEqual(version(original).removedIDs(since: version(original)), [])
        XCTAssertNil(version(original).removedIDs(since: version(changed)), "not made from it")
    }

    func testAVersionStopsListingRemovalsPastItsLimitAndAfterARemovalByPredicate() {
        let original = IdentifiedArray((1...40).map { Item(id: $0) })
        var many = original
        for id in 1...IDSetVersion.removalsListed { many.remove(id: id) }
        XCTAssertEqual(version(many).removedIDs(since: version(original))?.count, IDSetVersion.removalsListed)
        many.remove(id: 40)
        XCTAssertNil(version(many).removedIDs(since: version(original)), "one more than it lists")

        var filtered = original
        filtered.removeAll { $0.id.isMultiple(of: 2) }
        XCTAssertNil(version(filtered).removedIDs(since: version(original)))
    }
}
