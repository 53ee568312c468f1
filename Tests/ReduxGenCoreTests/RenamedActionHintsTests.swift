import XCTest

@testable import ReduxGenCore

/// What `RenamedActionHints` reads of the action enums and of the skeleton.
final class RenamedActionHintsTests: XCTestCase {
    func testTheCasesOfAnActionEnumAreItsCaseLines() {
        let enumText = """
            /// The actions.
            enum ChatAction: Equatable, Sendable {
                /// Selects a message.
                case select(Int)
                case clear
                case search(query: String)
            }
            """
        XCTAssertEqual(RenamedActionHints.caseNames(declaredIn: enumText), ["select", "clear", "search"])
    }

    func testOnlyMembersOfTheContextsTypeAreUses() {
        let uses = RenamedActionHints.memberUses(in: "case .select(let id), .clear: state.select = id; x?.clear; f().clear; .é")
        XCTAssertEqual(uses.map(\.name), ["select", "clear", "é"])
        XCTAssertEqual(uses.map(\.column), [7, 24, 72])
    }

    func testAWarningPerUseOfACaseThatWent() {
        let warnings = RenamedActionHints.warnings(
            previousActions: "enum A {\n    case select(Int)\n    case clear\n}",
            actions: "enum A {\n    case choose(Int)\n    case clear\n}",
            skeleton: "switch action {\ncase .select(let id): _ = id\ncase .clear: break\n}\n// .select again\n",
            skeletonPath: "ChatReducerLogic.swift", specFileName: "Chat.yaml")
        XCTAssertEqual(warnings.map(\.description), [
            "ChatReducerLogic.swift:2:7: warning: 'select' is no action of Chat.yaml any more; did the spec rename it to 'choose'? Then rename the case here too.",
            "ChatReducerLogic.swift:5:5: warning: 'select' is no action of Chat.yaml any more; did the spec rename it to 'choose'? Then rename the case here too.",
        ])
    }
}

/// What `RenamedActionHints` says of a pattern of a case whose values changed.
final class ChangedValuesHintsTests: XCTestCase {
    private func warnings(previous: String, current: String, skeleton: String) -> [String] {
        RenamedActionHints.warnings(
            previousActions: "enum A {\n\(previous)\n    case clear\n}", actions: "enum A {\n\(current)\n    case clear\n}",
            skeleton: skeleton, skeletonPath: "SearchReducerLogic.swift", specFileName: "Search.yaml"
        ).map(\.description)
    }

    /// A success that now carries its call's arguments before its payload: a pattern that
    /// binds its values gets the fix at its line; a pattern without values, none.
    func testASuccessThatNowCarriesItsArgumentsSaysWhatToWrite() {
        XCTAssertEqual(warnings(
            previous: "    case searchSuccess(SearchSuccess)", current: "    case searchSuccess(query: String, SearchSuccess)",
            skeleton: "switch action {\ncase .searchSuccess(let found): state.repos = found\ncase .search, .searchSuccess: break\n}\n"), [
            "SearchReducerLogic.swift:2:7: warning: 'searchSuccess' now carries query: String before its other values, the arguments of the call it answers: write '_, ' at the start of this pattern, or bind it",
        ])
        XCTAssertEqual(warnings(
            previous: "    case loadFailure(ChatError)", current: "    case loadFailure(page: Int, filter: [String: Int], ChatError)",
            skeleton: "        case .loadFailure(let error):"), [
            "SearchReducerLogic.swift:1:15: warning: 'loadFailure' now carries page: Int, filter: [String: Int] before its other values, the arguments of the call it answers: write '_, _, ' at the start of this pattern, or bind them",
        ])
    }

    func testOtherChangedValuesAskForThePatternToMatch() {
        XCTAssertEqual(warnings(
            previous: "    case select(Int)", current: "    case select(id: Message.ID)", skeleton: "case .select(let id): _ = id"), [
            "SearchReducerLogic.swift:1:7: warning: the values of 'select' are now (id: Message.ID), not (Int): change this pattern to match",
        ])
        XCTAssertEqual(warnings(previous: "    case select(Int)", current: "    case select(Int)", skeleton: "case .select(let id): _ = id"), [])
    }
}
