import XCTest

@testable import ReduxGenCore

/// Spec names equal to a local of the generated code (`payload`, `state`, `error`,
/// `service`, `requests`, `streams`, `recorded`, …) are bound under other names in the
/// output: labels stay as the user wrote them, and nothing is shadowed or redeclared.
final class GeneratedLocalsTests: XCTestCase {
    private let models = "import ReduxRuntime\nimport ReduxTesting\n"

    func testAnUnlabelledParamAndAReadFieldNamedPayloadBothReachTheService() throws {
        let spec = """
            state:
              payload: String
            requests:
              load:
                params: String
                reads: [payload]

            """
        XCTAssertEqual(try TypeCheck.run(["Shop": spec], models: models).problems, [])
        let printed = try TypeCheck.execute(["Shop": spec], models: models, main: """
            import ReduxRuntime

            struct Service: ShopService {
                func load(_ dispatched: String, payload read: String) async throws {
                    print("dispatched: \\(dispatched), read: \\(read)")
                }
            }

            let store = Store(
                initialState: ShopState(payload: "the state's"), reducer: ShopReducer.reduce,
                middlewares: [ShopLoader(service: Service()).middleware])
            store.dispatch(.load("the action's"))
            await store.settle()

            """)
        XCTAssertEqual(printed, "dispatched: the action's, read: the state's\n")
    }

    func testLabelsKeysAndReadsNamedLikeLocalsCompileWarningFree() throws {
        let result = try TypeCheck.run(["Shop": """
            state:
              state: Int
              action: String
              items: "[Int]"
              byKey: "[Int: Int]"
            actions:
              set: { state: Int, action: String }
              tell: { next: Int, context: String, stateValue: Int }
            requests:
              load:
                params: { service: Int, requests: String, streams: Int, next: Int }
                reads: [state, action]
                success: "[Int]"
                into: items
              save:
                params: { error: String, payload: Int, element: Int }
                policy: queue
                success: Int
                cancel: true
                dismiss: true
              like:
                params: { state: Int }
                key: state
                success: Int
                into: { field: byKey, mode: keyed }
                cancel: true
                dismiss: true
            props:
              title: String
            routes:
              show: { state: Int, action: String }

            """], models: models)
        XCTAssertEqual(result.problems, [])
        let loader = try XCTUnwrap(result.files["ShopLoader.swift"])
        XCTAssertTrue(loader.contains("case .load(let serviceValue, let requestsValue, let streamsValue, let nextValue):"), loader)
        XCTAssertTrue(loader.contains("let stateValue = state.state"), loader)
        XCTAssertTrue(loader.contains("try await service.load(service: serviceValue, requests: requestsValue, streams: streamsValue, next: nextValue, state: stateValue, action: actionValue)"), loader)
        let logic = try XCTUnwrap(result.files["ShopReducerLogic.swift"])
        XCTAssertTrue(logic.contains("case .tell(let nextValue, let contextValue, let stateValue):"), logic)
        XCTAssertTrue(logic.contains("case .set(let stateValue, let actionValue):"), logic)
    }

    func testStreamParamsAndServiceMockMembersNamedLikeLocalsCompileWarningFree() throws {
        let result = try TypeCheck.run(["Shop": """
            state: {}
            requests:
              load:
                params: { recorded: Int, loadAnswers: Int, calls: Int }
              loadAnswers:
              recorded:
              calls:
            streams:
              updates: { params: { element: Int }, element: String }
              feed: { params: { service: Int }, element: Int }
              more: { params: { streams: Int }, element: Int }

            """], models: models)
        XCTAssertEqual(result.problems, [])
        let mock = try XCTUnwrap(result.files["ShopServiceMock.swift"])
        XCTAssertTrue(mock.contains("private let callRecorder = ReduxTesting.MockCalls<ShopAction>()"), mock)
        XCTAssertTrue(mock.contains("var recordedCalls: [ShopAction] { callRecorder.all }"), mock)
        XCTAssertTrue(mock.contains("let loadAnswers2 = "), mock)
    }

    func testBindingsAvoidEachOther() {
        XCTAssertEqual(GeneratedLocals.bindings(for: ["state", "stateValue", "id"], avoiding: []), ["stateValue2", "stateValue", "id"])
        XCTAssertEqual(GeneratedLocals.bindings(for: ["payload", "error"], avoiding: ["payloadValue"]), ["payloadValue2", "errorValue"])
    }
}
