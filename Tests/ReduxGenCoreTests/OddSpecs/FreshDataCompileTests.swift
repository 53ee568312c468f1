import XCTest

@testable import ReduxGenCore

/// Specs using `optimistic`, `poll`, `cache` and `persist` in every combination compile
/// warning-free, names like the generated code's locals included; what only the compiler
/// can check (a persisted field that is not `Codable`) is reported at the spec's line.
final class FreshDataCompileTests: XCTestCase {
    private let models = """
        import ReduxRuntime
        import ReduxTesting
        struct Item: Identifiable, Equatable, Sendable, Codable { var id: Int }
        struct Photo: Equatable, Sendable { var pixels: [UInt8] }
        extension Item: TestSample { static var testSample: Item { Item(id: 1) } }

        """

    func testEveryIntoModeAndPolicyOfAnOptimisticRequestWithPollCacheAndPersistCompiles() throws {
        let spec = """
            state:
              items: "[Item]"
              title: String
              ratings: "[Int: Int]"
              draft: { type: String, default: '""' }
              count: Int
            persist: [draft, count]
            requests:
              add: { params: { item: Item }, success: Item, into: { field: items, mode: append }, policy: queue, optimistic: true, cancel: true }
              addFirst: { params: Item, success: "[Item]", into: { field: items, mode: prepend }, policy: concurrent, optimistic: true, cancel: true }
              edit: { params: { id: Int, text: String }, success: Item, into: { field: items, mode: upsert }, policy: concurrent, optimistic: true, dismiss: true }
              rename: { params: { title: String }, success: String, into: title, optimistic: true, cancel: true, cache: 5 }
              rate: { params: { id: Int, stars: Int }, success: Int, into: { field: ratings, mode: keyed }, key: id, policy: first, optimistic: true, cancel: true, poll: 2 }
              load: { reads: [draft], success: "[Item]", into: items, poll: 30, cache: 60, timeout: 5, retry: { attempts: 1 } }
              ping: { poll: 1 }

            """
        XCTAssertEqual(try TypeCheck.run(["Shop": spec], models: models).problems, [])
    }

    func testAChildsOptimisticRequestAndWhatFollowsACachedRequestCompileWithTheirTests() throws {
        // With `--tests`: the child's transition tests spell its predictions as its reducer
        // makes them, and the parent's cache test receives what follows the answer given again
        // (a request with `when:` among it).
        let result = try TypeCheck.run([
            "Shop": """
                state:
                  items: "[Item]"
                actions:
                  refresh:
                requests:
                  load: { success: "[Item]", into: items, cache: 60, then: [refresh, sync] }
                  sync: { when: '!state.items.isEmpty' }
                children:
                  rows: { feature: Row, collection: true }

                """,
            "Row": """
                state:
                  id: Int
                  title: String
                requests:
                  rename: { params: { title: String }, success: String, into: title, optimistic: true, cancel: true }

                """,
        ], models: models)
        XCTAssertEqual(result.problems, [])
        let rowTests = try XCTUnwrap(result.files["RowTransitionTests.swift"])
        XCTAssertTrue(rowTests.contains("var predictions = $0.renamePredictions.take()"), rowTests)
        let shopTests = try XCTUnwrap(result.files["ShopTransitionTests.swift"])
        XCTAssertTrue(shopTests.contains("await store.receive(.refresh)"), shopTests)
    }

    func testAPredictionIntoAnOptionalFieldShowsUntilItsCallAnswers() throws {
        // The field is the success's optional: the prediction and the answer are its values,
        // and a failure puts back the `nil` the prediction replaced.
        let spec = """
            state:
              sent: Item?
            requests:
              send: { success: Item, into: sent, optimistic: true }

            """
        XCTAssertEqual(try TypeCheck.run(["Shop": spec], models: models).problems, [])
        let printed = try TypeCheck.execute(
            ["Shop": spec], models: "import ReduxRuntime\nstruct Item: Equatable, Sendable { var id: Int }\n",
            skeletons: ["ShopPredictions.swift": """
                import ReduxRuntime

                extension ShopReducer: ShopPredicting {
                    static func predictSend(in state: ShopState) -> ShopAction.SendSuccess? { Item(id: 0) }
                }

                """],
            main: """
                import ReduxRuntime

                var state = ShopState()
                ShopReducer.reduce(&state, .send)
                print("predicted:", state.sent.map { String($0.id) } ?? "nil")
                ShopReducer.reduce(&state, .sendFailure(RequestError(CancellationError())))
                print("after a failure:", state.sent.map { String($0.id) } ?? "nil")
                ShopReducer.reduce(&state, .send)
                ShopReducer.reduce(&state, .sendSuccess(Item(id: 7)))
                print("after a success:", state.sent.map { String($0.id) } ?? "nil")

                """)
        XCTAssertEqual(printed, "predicted: 0\nafter a failure: nil\nafter a success: 7\n")
    }

    func testNamesLikeTheGeneratedLocalsCompile() throws {
        let spec = """
            state:
              saved: "[Int]"
              fields: Int
              state: { type: String, default: '""' }
            persist: [state, fields]
            requests:
              put: { params: { prediction: Int, polls: Int, cache: Int, cachedCall: Int }, success: Int, into: { field: saved, mode: append }, policy: concurrent, optimistic: true }
              get: { params: { polls: Int, cache: Int }, key: cache, success: "[Int]", into: saved, poll: 1, cache: 1, cancel: true }

            """
        XCTAssertEqual(try TypeCheck.run(["Shop": spec], models: models).problems, [])
    }

    func testAPersistedFieldThatIsNotCodableIsReportedAtItsLineOfPersist() throws {
        let errors = try TypeCheck.run(["Shop": """
            state:
              photo: Photo?
              draft: String
            persist:
              - draft
              - photo

            """], models: models, tests: false, warningsAsErrors: false).errors
        XCTAssertFalse(errors.isEmpty)
        XCTAssertTrue(errors.allSatisfy { $0.hasPrefix("Specs/Shop.yaml:6:") }, "\(errors)")
        XCTAssertTrue(errors.contains { $0.contains("'Photo' conform to 'Decodable'") || $0.contains("'Photo' conform to 'Encodable'") }, "\(errors)")
    }

    func testAFeatureThatIsNotEquatablePersistsItsFields() throws {
        let spec = """
            equatable: false
            state:
              photo: Photo?
              draft: String
            persist: [draft]
            requests:
              send: { params: { text: String }, success: "[Item]", into: { field: items, mode: append }, policy: queue, optimistic: true }

            """.replacingOccurrences(of: "draft: String\n", with: "draft: String\n  items: \"[Item]\"\n")
        XCTAssertEqual(try TypeCheck.run(["Shop": spec], models: models).problems, [])
    }
}
