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
