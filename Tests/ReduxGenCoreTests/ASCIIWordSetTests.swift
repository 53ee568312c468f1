import XCTest

@testable import ReduxGenCore

/// `ASCIIWordSet` must answer exactly as a `Set<String>` of the same words.
final class ASCIIWordSetTests: XCTestCase {
    func testAgreesWithSetOfStrings() {
        let words = SwiftNames.reserved
        let set = ASCIIWordSet(words)
        var candidates = Set(words)
        for word in words {
            candidates.insert(word.uppercased())
            candidates.insert(word.capitalized)
            candidates.insert(String(word.dropFirst()))
            candidates.insert(String(word.dropLast()))
            candidates.insert(word + "s")
            candidates.insert("_" + word)
            candidates.insert(String(word.reversed()))
        }
        candidates.formUnion(["", "a", "x", "é", "ifé", "throwé", "precedencegroups", "associatedtypeX", "\u{7F}", "Protocols"])
        for candidate in candidates {
            var bytes = candidate
            let contained = bytes.withUTF8 { set.contains($0) }
            XCTAssertEqual(contained, words.contains(candidate), candidate)
        }
    }
}
