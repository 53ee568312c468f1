import XCTest

@testable import ReduxGenCore

/// Every kind of mistake gets one message at the spot, in the compiler's format.
final class DiagnosticTests: XCTestCase {
    func testUnknownKeysAtEveryLevelSuggestTheClosestKey() {
        XCTAssertEqual(Generate.diagnostics("""
            stat: {}
            state:
              count: { type: Int, defualt: "0" }
            requests:
              load: { sucess: Int }
            """), [
            "Feature.yaml:1:1: error: unknown key 'stat' in the spec; did you mean 'state'?",
            "Feature.yaml:3:23: error: unknown key 'defualt' in the state field 'count'; did you mean 'default'?",
            "Feature.yaml:5:11: error: unknown key 'sucess' in the request 'load'; did you mean 'success'?",
        ])
    }

    func testAnUnrelatedUnknownKeyListsTheValidOnes() {
        XCTAssertEqual(Generate.diagnostics("state: {}\nbanana: 1\n"), [
            "Feature.yaml:2:1: error: unknown key 'banana' in the spec; expected 'feature', 'imports', 'access', 'equatable', 'state', 'persist', 'actions', 'requests', 'streams', 'effects', 'props', 'routes', 'bindings', 'navigation' or 'children'",
        ])
    }

    func testMissingStateAndWrongShapes() {
        XCTAssertEqual(Generate.diagnostics("actions: [a, b]\n"), [
            "Feature.yaml:1:1: error: the spec has no 'state' key; write 'state: {}' for a feature without state",
            "Feature.yaml:1:10: error: 'actions' must be a mapping of action names to payloads, like 'select: Item.ID', not a list",
        ])
        XCTAssertEqual(Generate.diagnostics("state:\n  items: { type: { a: b } }\n"), [
            "Feature.yaml:2:18: error: the type of 'items' must be a single value, not a mapping",
        ])
        XCTAssertEqual(Generate.diagnostics("- a\n- b\n"), [
            "Feature.yaml:1:1: error: a spec must be a mapping with the keys 'state', 'actions' and 'requests', not a list",
        ])
    }

    func testDuplicateKeysAreErrorsWithANoteAtTheFirst() {
        XCTAssertEqual(Generate.diagnostics("state:\n  count: Int\n  count: String\n"), [
            "Feature.yaml:3:3: error: duplicate key 'count'\nFeature.yaml:2:3: note: 'count' is first written here",
        ])
    }

    func testADuplicateKeyDoesNotHideTheSpecsOtherMistakes() {
        let output = Generate.output("state:\n  count: Int\n  count: String\nrequsts: {}\n")
        XCTAssertEqual(output.diagnostics.map(\.description), [
            "Feature.yaml:3:3: error: duplicate key 'count'\nFeature.yaml:2:3: note: 'count' is first written here",
            "Feature.yaml:4:1: error: unknown key 'requsts' in the spec; did you mean 'requests'?",
        ])
        XCTAssertEqual(output.files, [])
    }

    func testNamesMustBeSwiftIdentifiersAndNotKeywords() {
        XCTAssertEqual(Generate.diagnostics("""
            state:
              load-more: Int
              42things: Int
              default: Int
            actions:
              return:
            """), [
            "Feature.yaml:2:3: error: 'load-more' is not a Swift identifier: '-' cannot appear in a name; did you mean 'loadMore'?",
            "Feature.yaml:3:3: error: '42things' is not a Swift identifier: it starts with a digit",
            "Feature.yaml:4:3: error: 'default' cannot name a state field: it is a Swift keyword; choose another name, like 'defaultValue'",
            "Feature.yaml:6:3: error: 'return' cannot name an action: it is a Swift keyword; choose another name, like 'returnValue'",
        ])
    }

    func testTheFeatureKeyMustMatchTheFileName() {
        XCTAssertEqual(Generate.diagnostics("feature: Chat\nstate: {}\n", path: "Specs/TeamChat.yaml"), [
            "Specs/TeamChat.yaml:1:10: error: 'feature: Chat' does not match the file name 'TeamChat'; a spec is named after its feature, so rename the file or the feature",
        ])
        XCTAssertEqual(Generate.diagnostics("state: {}\n", path: "Specs/team-chat.yaml"), [
            "Specs/team-chat.yaml:1:1: error: the spec's file name must be the feature's name: 'team-chat' is not a Swift identifier: '-' cannot appear in a name; did you mean 'teamChat'?",
        ])
    }

    func testTypesThatWouldBreakOutOfTheirSlotAreRejected() {
        XCTAssertEqual(Generate.diagnostics("""
            state:
              evil: "Int) {} ; func evil() {"
              list: "[Int"
              empty: '  '
            """), [
            "Feature.yaml:2:13: error: the type of 'evil' is not a Swift type: unexpected ')' after the type 'Int'",
            "Feature.yaml:3:14: error: the type of 'list' is not a Swift type: expected ']' to close '['",
            "Feature.yaml:4:11: error: the type of 'empty' is not a Swift type: a type cannot be empty",
        ])
    }

    func testATypeThatDoesNotParseIsReportedWhereverItIsWritten() {
        XCTAssertEqual(Generate.diagnostics("""
            state:
              first: "[Int"
            actions:
              pick: { item: "[Int", count: Int }
              drop: "[Int"
            """), [
            "Feature.yaml:2:15: error: the type of 'first' is not a Swift type: expected ']' to close '['",
            "Feature.yaml:4:22: error: the type of 'item' in the action 'pick' is not a Swift type: expected ']' to close '['",
            "Feature.yaml:5:14: error: the payload of the action 'drop' is not a Swift type: expected ']' to close '['",
        ])
    }

    func testDefaultsMustBeOneExpressionInItsSlot() {
        XCTAssertEqual(Generate.diagnostics("""
            state:
              a: { type: Int, default: "1) { evil() }; func x(" }
              b: { type: Int, default: "1, c: Int = 2" }
              c: { type: String, default: '"unterminated' }
              d: { type: Int, default: "{ 1 }()" }
              e: { type: Int, default: "f(x: 1, y: 2)" }
              g: { type: Bool, default: "1 == 2" }
            """), [
            "Feature.yaml:2:30: error: the default of 'a' is not a single Swift expression: unbalanced ')': it closes a bracket that was never opened",
            "Feature.yaml:3:30: error: the default of 'b' is not a single Swift expression: ',' outside brackets would end the default value; wrap the expression in parentheses",
            "Feature.yaml:4:32: error: the default of 'c' is not a single Swift expression: unterminated string literal",
        ])
    }

    func testADefaultWithANewlineAndAStatementIsRejected() {
        XCTAssertEqual(Generate.diagnostics("state:\n  a:\n    type: Int\n    default: |\n      1\n      print(\"hi\")\n"), [
            "Feature.yaml:4:14: error: the default of 'a' is not a single Swift expression: a default value must fit on one line",
        ])
    }

    func testIntoAndPolicy() {
        XCTAssertEqual(Generate.diagnostics("""
            state:
              messages: "[Message]"
            requests:
              load: { success: "[Message]", into: mesages, policy: lastest }
              save: { into: messages }
            """), [
            "Feature.yaml:4:56: error: unknown policy 'lastest'; did you mean 'latest'?",
            "Feature.yaml:4:39: error: 'into: mesages' names no state field; did you mean 'messages'?",
            "Feature.yaml:5:17: error: 'into: messages' stores the success payload in 'messages', and 'save' has no success type; add one, like success: \"[Message]\"",
        ])
    }

    func testGeneratedNamesMustNotCollide() {
        XCTAssertEqual(Generate.diagnostics("""
            state:
              loadStatus: Int
            actions:
              loadSuccess:
            requests:
              load: { success: Int }
            """), [
            "Feature.yaml:6:3: error: the success action of the request 'load' generates the action case 'loadSuccess', which the action 'loadSuccess' already declares\nFeature.yaml:4:3: note: the action 'loadSuccess' is here",
            "Feature.yaml:6:3: error: the status field of the request 'load' generates the state property 'loadStatus', which the state field 'loadStatus' already declares\nFeature.yaml:2:3: note: the state field 'loadStatus' is here",
        ])
    }

    func testYAMLThatDoesNotParse() {
        XCTAssertEqual(Generate.diagnostics("state:\n  a: \"unclosed\n"), [
            "Feature.yaml:3:1: error: invalid YAML: found unexpected end of stream while scanning a quoted scalar\nFeature.yaml:2:6: note: scanning a quoted scalar starts here",
        ])
        XCTAssertEqual(Generate.diagnostics("state:\n\ta: Int\n"), [
            "Feature.yaml:2:1: error: invalid YAML: a tab cannot indent YAML; use spaces",
        ])
        XCTAssertEqual(Generate.diagnostics("state:\n  a: Int\n b: Int\n"), [
            "Feature.yaml:3:2: error: invalid YAML: did not find expected key while parsing a block mapping; check the indentation of this line\nFeature.yaml:1:1: note: parsing a block mapping starts here",
        ])
        XCTAssertEqual(Generate.diagnostics("state:\n  a: Int\n    b: Int\n"), [
            "Feature.yaml:3:6: error: invalid YAML: mapping values are not allowed in this context; check the indentation of this line",
        ])
        XCTAssertEqual(Generate.diagnostics(""), [
            "Feature.yaml:1:1: error: the spec is empty: expected a mapping with at least a 'state' key",
        ])
        XCTAssertEqual(Generate.diagnostics("state: {}\n---\nstate: {}\n"), [
            "Feature.yaml:2:1: error: a spec holds one YAML document; remove this '---' and what follows, or move it to its own file",
        ])
    }

    /// YAML reads no key longer than 1024 characters; LibYAML words the ':' after one as an
    /// indentation mistake.
    func testAKeyLongerThanYAMLAllowsIsNamedAsSuch() {
        let long = String(repeating: "a", count: 1100)
        let message = "error: invalid YAML: a key can be at most 1024 characters long, and this one is 1100; shorten it"
        XCTAssertEqual(Generate.diagnostics("state:\n  \(long): Int\n"), ["Feature.yaml:2:3: \(message)"])
        XCTAssertEqual(Generate.diagnostics("\(long): 1\nstate: {}\n"), ["Feature.yaml:1:1: \(message)"])
        XCTAssertEqual(Generate.diagnostics("state: {}\nrequests:\n  load: { policy: first, \(long): 1 }\n"), ["Feature.yaml:3:26: \(message)"])
        XCTAssertEqual(Generate.diagnostics("state: {}\nimports:\n  - \(long): x\n"), ["Feature.yaml:3:5: \(message)"])
        XCTAssertEqual(
            Generate.diagnostics("state:\n  \"\(long)\": Int\n"),
            ["Feature.yaml:2:3: error: invalid YAML: a key can be at most 1024 characters long, and this one is 1102; shorten it"])
        // A long key YAML reads is a name like any other.
        let readable = String(repeating: "b", count: 1000)
        XCTAssertEqual(Generate.diagnostics("state:\n  \(readable): Int\n"), [])
    }

    func testBytesThatAreNotUTF8() {
        let output = Generate.generator.generate(specAt: "Feature.yaml", bytes: Array("state:\n  a: ".utf8) + [0xFF, 0xFE, 0x41] + Array("\n".utf8))
        XCTAssertEqual(output.diagnostics.map(\.description), [
            "Feature.yaml:2:6: error: the spec is not valid UTF-8 (invalid leading UTF-8 octet)",
        ])
    }

    func testAliasesAreRejectedSoNoAliasBombCanExpand() {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1..<30 {
            let previous = "*a\(level - 1)"
            yaml += "a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]\n"
        }
        yaml += "state: {}\n"
        let diagnostics = Generate.diagnostics(yaml)
        XCTAssertEqual(diagnostics.first, "Feature.yaml:2:10: error: aliases ('*name') are not supported in specs; write the value out")
        XCTAssertEqual(diagnostics.filter { $0.contains("aliases ('*name') are not supported") }.count, 290)
        XCTAssertEqual(diagnostics.filter { $0.contains("unknown key 'a") }.count, 30)
    }

    func testNoSpecCanNameAFileOutsideTheOutputFolder() {
        XCTAssertEqual(Generate.diagnostics("feature: ../../Evil\nstate: {}\n", path: "Evil.yaml"), [
            "Evil.yaml:1:10: error: 'feature: ../../Evil' does not match the file name 'Evil'; a spec is named after its feature, so rename the file or the feature",
        ])
        XCTAssertEqual(Generate.diagnostics("state: {}\n", path: "Specs/..yaml"), [
            "Specs/..yaml:1:1: error: the spec's file name must be the feature's name: '.' is not a Swift identifier: '.' cannot appear in a name",
        ])
        // The only names written are <identifier><Part>.swift, so they stay in the output folder.
        let names = Generate.output("state: {}\n", path: "../../Up.yaml").files.map(\.name)
        XCTAssertEqual(names, ["UpState.swift", "UpAction.swift", "UpReducer.swift", "UpReducerLogic.swift", "UpLoader.swift", "UpViewModel.swift"])
    }

    func testAllErrorsOfASpecAreReportedAndNoFilesAreProduced() {
        let output = Generate.output("state:\n  a: \"[Int\"\n  b: 9x\nactions:\n  c-d:\n")
        XCTAssertEqual(output.diagnostics.count, 3)
        XCTAssertEqual(output.files, [])
        XCTAssertNil(output.feature)
    }
}
