import XCTest

@testable import ReduxGenCore

/// `on:` of a request with params: a mapping of actions to the params each gives, as Swift
/// expressions over the state and the action's payload labels. Each way it can be wrong is
/// a located error with a fix (the list form's refusal is a row of the interaction table); a
/// mistake inside an expression is the compiler's, at the expression's spec line; and the
/// generated loader is immune to the spec's names.
final class TriggerParamsTests: XCTestCase {
    private let head = """
        state:
          texts: "[String]"
          page: Int
        actions:
          resend: { index: Int }
          refresh:

        """

    private func diagnostics(_ requests: String) -> [String] {
        let output = Generate.output(head + requests)
        XCTAssertTrue(output.files.isEmpty, "a spec with errors must produce no file")
        return output.diagnostics.map(\.description)
    }

    func testEveryParamIsGivenOnceAndOnlyTheRequestsParams() {
        XCTAssertEqual(diagnostics("requests:\n  send:\n    params: { text: String, page: Int }\n    on: { resend: { text: 'state.texts[index]' } }\n"), [
            "Feature.yaml:10:19: error: 'on' of 'send' gives no value to its param 'page' after 'resend'; give each param of 'send' a Swift expression, like resend: { text: 'state.text', page: 'state.page' }",
        ])
        XCTAssertEqual(diagnostics("requests:\n  send:\n    params: { text: String, page: Int }\n    on: { refresh: }\n"), [
            "Feature.yaml:10:11: error: 'on' of 'send' gives no value to its params 'text' and 'page' after 'refresh'; give each param of 'send' a Swift expression, like refresh: { text: 'state.text', page: 'state.page' }",
        ])
        XCTAssertEqual(diagnostics("requests:\n  send:\n    params: { text: String }\n    on: { resend: { txet: 'state.texts[index]' } }\n"), [
            "Feature.yaml:10:21: error: 'on' of 'send' gives 'txet' after 'resend', which is no param of 'send'; did you mean 'text'?",
        ])
    }

    func testAnUnlabelledParamTakesOneExpressionAndARequestWithoutParamsNone() {
        XCTAssertEqual(diagnostics("requests:\n  load:\n    params: Int\n    on: { refresh: { page: state.page } }\n"), [
            "Feature.yaml:10:20: error: 'on' of 'load' must give its one unlabelled param a Swift expression after 'refresh', like refresh: 'state.value', not a mapping",
        ])
        XCTAssertEqual(diagnostics("requests:\n  load:\n    on: { refresh: state.page }\n"), [
            "Feature.yaml:9:20: error: 'on' of 'load' gives 'refresh' values, and 'load' has no params; list the action alone, like on: [refresh]",
        ])
        XCTAssertEqual(Generate.output(head + "requests:\n  load:\n    params: Int\n    on: { refresh: state.page }\n").diagnostics.map(\.description), [])
        XCTAssertEqual(Generate.output(head + "requests:\n  load:\n    on: { refresh: }\n").diagnostics.map(\.description), [])
    }

    func testAnActionThatIsNotDeclaredIsSuggested() {
        XCTAssertEqual(diagnostics("requests:\n  send:\n    params: { text: String }\n    on: { resnd: { text: '\"\"' } }\n"), [
            "Feature.yaml:10:11: error: 'on' of 'send' names 'resnd', which is no action of the spec nor a binding's setter; did you mean 'resend'?",
        ])
    }

    func testAnExpressionIsOneSwiftExpression() {
        XCTAssertEqual(diagnostics("requests:\n  send:\n    params: { text: String }\n    on: { resend: { text: 'state.texts[index' } }\n"), [
            "Feature.yaml:10:39: error: the value of 'text' that 'on' of 'send' gives after 'resend' is not a single Swift expression: '[' is never closed",
        ])
    }

    func testAPayloadLabelledStateWouldHideTheState() {
        let output = Generate.output("state: { page: Int }\nactions:\n  jump: { state: Int }\nrequests:\n  load:\n    params: { page: Int }\n    on: { jump: { page: state } }\n")
        XCTAssertEqual(output.diagnostics.map(\.description), [
            "Feature.yaml:7:11: error: 'on' of 'load' gives params after 'jump', whose value labelled 'state' its expressions would take for the feature's state; rename the label",
        ])
    }

    func testThenCannotNameAnActionAfterWhichOnGivesParams() {
        XCTAssertEqual(diagnostics("requests:\n  sync:\n    then: [refresh]\n  send:\n    params: { text: String }\n    on: { refresh: { text: 'state.texts.first ?? \"\"' } }\n"), [
            "Feature.yaml:9:12: error: 'then' of 'sync' names 'refresh', after which 'on' of 'send' computes its params from the state, which the generated tests of each success of 'sync' cannot expect; start 'send' from an action the view sends, or leave 'refresh' out of 'then'",
        ])
    }

    func testALoopThroughATriggerWithParamsIsRefusedAsAnyLoop() {
        XCTAssertEqual(diagnostics("requests:\n  send:\n    params: { text: String }\n    on: { refresh: { text: '\"\"' } }\n    then: [refresh]\n"), [
            "Feature.yaml:11:12: error: 'then' of 'send' names 'refresh', which leads back to 'send' (send → refresh → send): each success would start the next call, endlessly; leave one of them out of 'then'",
        ])
    }

    /// The loader binds the labels the expressions use by their spec names and gives each
    /// param a local no expression mentions: a param named `state` and a label named
    /// `action` compile, warning-free, with the expression's mistakes at their spec lines.
    func testTheLoaderIsImmuneToTheSpecsNamesAndReportsAnExpressionAtItsLine() throws {
        let spec = """
            state:
              texts: "[String]"
            actions:
              resend: { index: Int, action: String }
              clear:
            requests:
              send:
                params: { text: String, state: Int }
                on:
                  resend: { text: 'state.texts[index] + action', state: 'index' }
                  clear:
                    text: '""'
                    state: 'state.texts.count'

            """
        let result = try TypeCheck.run(["Shop": spec], models: "")
        XCTAssertEqual(result.problems, [])
        let loader = try XCTUnwrap(result.files["ShopLoader.swift"])
        let resend = [
            "        case .resend(let index, let action):",
            "#sourceLocation(file: \"Specs/Shop.yaml\", line: 10)",
            "            let text = state.texts[index] + action",
            "#sourceLocation(file: \"Specs/Shop.yaml\", line: 10)",
            "            let sendState = index",
            "#sourceLocation()",
            "            return [.send(text: text, state: sendState)]",
        ]
        XCTAssertTrue(loader.contains(resend.joined(separator: "\n")), loader)
        let mistaken = spec.replacingOccurrences(of: "state: 'state.texts.count'", with: "state: 'state.txts.count'")
        let errors = try TypeCheck.run(["Shop": mistaken], models: "", tests: false, warningsAsErrors: false).errors
        XCTAssertTrue(errors.contains { $0.hasPrefix("Specs/Shop.yaml:13:") && $0.contains("txts") }, "\(errors)")
        XCTAssertTrue(errors.allSatisfy { $0.hasPrefix("Specs/Shop.yaml:") }, "\(errors)")
    }
}
