import XCTest

import ReduxGenCore

/// The features of a run: which specs would write the same files, and the names an app spec
/// may list.
final class FeaturesInRunTests: XCTestCase {
    private func duplicates(_ paths: [String]) -> [String] {
        FeaturesInRun.duplicates(amongSpecsAt: paths).map(\.description)
    }

    func testTwoSpecsOfOneFeatureInARun() {
        XCTAssertEqual(duplicates(["a/Chat.yaml", "b/Chat.yml", "c/Todo.yaml"]), [
            "b/Chat.yml:1:1: error: the feature 'Chat' is also generated from a/Chat.yaml; each feature needs one spec in a run\na/Chat.yaml:1:1: note: the other spec of 'Chat'",
        ])
        let many = (0..<300).map { "Specs/Feature\($0).yaml" }
        XCTAssertEqual(duplicates(many), [])
        XCTAssertEqual(duplicates(many + ["More/Feature7.yml", "Other/Feature7.yaml"]).count, 2)
        // Canonically equivalent names, é composed and decomposed, are one feature.
        XCTAssertEqual(duplicates(["a/Caf\u{E9}.yaml", "b/Cafe\u{301}.yaml"]).count, 1)
    }

    func testFeaturesWhoseNamesDifferOnlyInCaseWriteTheSameFilesOnACaseInsensitiveFileSystem() {
        XCTAssertEqual(duplicates(["Specs/Todo.yaml", "Specs/TODO.yaml"]), [
            "Specs/TODO.yaml:1:1: error: the feature 'TODO' writes the files of 'Todo' (Specs/Todo.yaml) on a case-insensitive file system such as macOS's: their names differ only in case; rename one of the specs\nSpecs/Todo.yaml:1:1: note: the other spec of 'Todo'",
        ])
        XCTAssertEqual(duplicates(["A/Caf\u{E9}.yaml", "B/CAF\u{C9}.yml"]).count, 1)
        XCTAssertEqual(duplicates(["Todo.yaml", "Todos.yaml", "ToDoList.yaml"]), [])
    }

    func testTheRunsFeaturesAreItsSpecsAndTheOthersNamed() {
        let features = FeaturesInRun(specPaths: ["Specs/Cart.yaml", "Catalog.yml"], others: ["Profile"])
        XCTAssertEqual(features.names, ["Cart", "Catalog", "Profile"])
        XCTAssertTrue(features.contains("Catalog"))
        XCTAssertFalse(features.contains("cart"))
        XCTAssertFalse(features.contains("Catalog.yml"))
    }
}
