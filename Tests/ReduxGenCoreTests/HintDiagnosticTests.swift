import XCTest

@testable import ReduxGenCore

/// Mistakes a newcomer makes in YAML get a message that says the fix: an unquoted array type,
/// an empty string default, another tool's YAML file among the specs, an `into:` field of
/// another type.
final class HintDiagnosticTests: XCTestCase {
    func testAnUnquotedArrayTypeIsToldToBeQuoted() {
        XCTAssertEqual(Generate.diagnostics("""
            state:
              results: [Repo]
              byID: [Int: Repo]
              list: [a, b]
            actions:
              show: [Repo]
            requests:
              load: { success: [Repo] }
            """, path: "Search.yaml"), [
            "Search.yaml:2:12: error: the state field 'results' must be a type or { type, default }, not a list; YAML reads [Repo] as a list: quote the type, \"[Repo]\"",
            "Search.yaml:3:9: error: the state field 'byID' must be a type or { type, default }, not a list; YAML reads [Int: Repo] as a list: quote the type, \"[Int: Repo]\"",
            "Search.yaml:4:9: error: the state field 'list' must be a type or { type, default }, not a list",
            "Search.yaml:6:9: error: the payload of the action 'show' must be a type or a mapping of labels to types, like { id: Item.ID }, not a list; YAML reads [Repo] as a list: quote the type, \"[Repo]\"",
            "Search.yaml:8:20: error: the success type of 'load' must be a single value, not a list; YAML reads [Repo] as a list: quote the type, \"[Repo]\"",
        ])
    }

    func testAnEmptyStringDefaultIsToldTheSwiftLiteral() {
        XCTAssertEqual(Generate.diagnostics("state:\n  query: { type: String, default: \"\" }\n", path: "Search.yaml"), [
            "Search.yaml:2:36: error: the default of 'query' is not a single Swift expression: a default value cannot be empty; for an empty string, quote the Swift literal: default: '\"\"'",
        ])
    }

    func testAnotherToolsYAMLFileIsToldToBeExcluded() {
        XCTAssertEqual(Generate.diagnostics("disabled_rules: [trailing_comma]\nline_length: 120\n", path: "Sources/App/.swiftlint-config.yml"), [
            "Sources/App/.swiftlint-config.yml:1:1: error: .swiftlint-config.yml is not a reduxgen spec: it has none of a spec's keys (state, actions, requests, …); every .yaml and .yml file among a target's sources is read as a spec, so if it is another tool's file, exclude it from the target in Package.swift: exclude: [\".swiftlint-config.yml\"]",
        ])
        // A spec with a misspelt key is still a spec, with its errors.
        XCTAssertEqual(Generate.diagnostics("stat: {}\n", path: "Todo.yaml"), [
            "Todo.yaml:1:1: error: unknown key 'stat' in the spec; did you mean 'state'?",
            "Todo.yaml:1:1: error: the spec has no 'state' key; write 'state: {}' for a feature without state",
        ])
    }

    func testIntoAFieldOfAnotherTypeIsAnErrorWhenTheTypesAreSpelledAlike() {
        XCTAssertEqual(Generate.diagnostics("""
            state:
              items: "[Item]"
              count: Int?
              ids: "[Repo.ID]"
              all: Repos
            requests:
              load: { success: "[Repo]", into: items }
              size: { success: Int, into: count }
              loadIDs: { success: "[Int]", into: ids }
              loadAll: { success: "[Repo]", into: all }
            """, path: "Shop.yaml"), [
            // Names that differ by more than a typo: `into:` may name the wrong field, or either
            // type be wrong; the note points at the field's, where a field's type is corrected.
            "Shop.yaml:7:36: error: 'into: items' assigns the success payload to 'items': the success type must be '[Item]', not '[Repo]'\n"
                + "Shop.yaml:2:11: note: 'items' is declared '[Item]' here; if that type is the misspelt one, correct it here",
        ])
    }

    func testAMisspeltFieldTypeIsReportedAtTheFieldWithANoteAtInto() {
        // `messages` spells `Message`, nothing spells `Mesage`: the field's type is the mistake.
        XCTAssertEqual(Generate.diagnostics("""
            state:
              messages: "[Mesage]"
            requests:
              load: { success: "[Message]", into: messages }
            """, path: "Chat.yaml"), [
            "Chat.yaml:2:14: error: the state field 'messages' is '[Mesage]', and 'load' stores its '[Message]' success payload in it (into: messages); did you mean '[Message]'?\n"
                + "Chat.yaml:4:39: note: 'into: messages' stores the success payload of 'load' in 'messages' here",
        ])
        // Another field's type spells it too.
        XCTAssertEqual(Generate.diagnostics("""
            state:
              pinned: Message?
              list: "[Mesage]"
            requests:
              load:
                success: "[Message]"
                into: list
            """, path: "Chat.yaml"), [
            "Chat.yaml:3:10: error: the state field 'list' is '[Mesage]', and 'load' stores its '[Message]' success payload in it (into: list); did you mean '[Message]'?\n"
                + "Chat.yaml:7:11: note: 'into: list' stores the success payload of 'load' in 'list' here",
        ])
    }

    func testAMisspeltSuccessTypeIsReportedAtSuccessWithNotesAtTheFieldAndInto() {
        XCTAssertEqual(Generate.diagnostics("""
            state:
              messages: "[Message]"
            requests:
              load:
                success: "[Mesage]"
                into: messages
            """, path: "Chat.yaml"), [
            "Chat.yaml:5:15: error: the success type of 'load' is '[Mesage]', and 'into: messages' stores it in 'messages', which is '[Message]'; did you mean '[Message]'?\n"
                + "Chat.yaml:2:14: note: 'messages' is declared '[Message]' here\n"
                + "Chat.yaml:6:11: note: 'into: messages' stores the success payload of 'load' in 'messages' here",
        ])
    }

    func testTypesThatTheSpecDoesNotTellApartAreReportedAtInto() {
        // Both names are spelled elsewhere: either may be meant.
        XCTAssertEqual(Generate.diagnostics("""
            state:
              notes: "[Node]"
              root: Node
            requests:
              load: { success: "[Note]", into: notes }
            """, path: "Tree.yaml"), [
            "Tree.yaml:5:36: error: 'into: notes' assigns the success payload to 'notes': the success type must be '[Node]', not '[Note]'\n"
                + "Tree.yaml:2:11: note: 'notes' is declared '[Node]' here; if that type is the misspelt one, correct it here",
        ])
    }
}
