import XCTest

@testable import ReduxGenCore

/// The plan of a feature: every name its generated code declares, with the spec
/// declaration it comes from.
final class FeaturePlanTests: XCTestCase {
    private func plan(_ yaml: String) throws -> FeaturePlan {
        let output = Generate.output(yaml)
        XCTAssertEqual(output.diagnostics.map(\.description), [])
        return FeaturePlan(try XCTUnwrap(output.feature))
    }

    func testActionCasesPropertiesAndMethodsFollowTheDeclarations() throws {
        let plan = try plan("""
            state:
              items: "[Int]"
            actions:
              reset:
            requests:
              load: { params: { id: Int }, success: "[Int]", cancel: true, policy: queue }
            streams:
              updates: { element: Int }

            """)
        XCTAssertEqual(plan.actionCases.map(\.name), [
            "reset", "load", "loadSuccess", "loadFailure", "cancelLoad",
            "startUpdates", "stopUpdates", "updatesReceived", "updatesFinished",
        ])
        XCTAssertEqual(plan.actionCases.map(\.origin), [
            .action("reset"), .request("load", .start), .request("load", .success), .request("load", .failure),
            .request("load", .cancel), .stream("updates", .start), .stream("updates", .stop),
            .stream("updates", .received), .stream("updates", .finished),
        ])
        XCTAssertEqual(plan.actionCases.filter(\.isReducedByReduxgen).map(\.name).first, "load")
        XCTAssertEqual(plan.actionCases[2].values.map(\.label), ["id", nil], "a queued request's answers carry its params")
        XCTAssertEqual(plan.stateProperties.map(\.name), ["items", "loadStatus", "loadInFlight", "updatesActive"])
        XCTAssertEqual(plan.stateProperties.map(\.defaultValue), ["[]", ".idle", "0", "false"])
        XCTAssertEqual(plan.serviceMethods.map(\.origin), [.request("load", .serviceMethod), .stream("updates", .serviceMethod)])
        XCTAssertEqual(plan.initLayout.padding.count, plan.stateProperties.count)
    }

    func testOriginsKeepWhereTheirKeysAreWritten() throws {
        let plan = try plan("state: {}\nactions:\n  reset:\nrequests:\n  load:\n    success: Int\n")
        XCTAssertEqual(plan.actionCases.map(\.declared.line), [3, 5, 5, 5])
        XCTAssertEqual(plan.stateProperties.map(\.declared), [SourcePosition(line: 5, column: 3)])
    }

    func testEachRequestsStatePropertiesAreTheNamesItReserves() throws {
        // The state's aliases are named unlike the state's properties before those are made.
        let plan = try plan("""
            state:
              notes: "[Int]"
            requests:
              load: { success: "[Int]", failure: LoadErr }
              send: { params: { id: Int }, success: Int, policy: queue, optimistic: true, into: { field: notes, mode: append } }
              find: { params: { id: Int }, key: id, failure: LoadErr }
              sync: { params: { id: Int }, policy: concurrent }

            """)
        for request in plan.requests {
            XCTAssertEqual(request.stateProperties.map(\.name), request.request.stateFieldNames, request.name)
        }
        XCTAssertEqual(plan.stateProperties.map(\.name), [
            "notes", "loadStatus", "sendStatus", "sendInFlight", "sendPredictions", "findStatus", "syncStatus", "syncInFlight",
        ])
        XCTAssertEqual(plan.stateProperties.map(\.type)[1], "LoadStatus", "the status names its alias from the start")
    }

    func testEachRequestsAndStreamsCasesAreTheNamesItReserves() throws {
        // The action's aliases are named unlike its cases before those are made.
        let plan = try plan("""
            state: {}
            requests:
              load: { success: Int }
              find: { params: { id: Int }, key: id, cancel: true, dismiss: true, cache: 60, poll: 30 }
            streams:
              updates: { params: { id: Int }, element: Int, stopAll: true }
              ticks: { element: Int }

            """)
        for request in plan.requests {
            let cases = plan.actionCases.filter { if case .request(request.name, _) = $0.origin { true } else { false } }
            XCTAssertEqual(cases.map(\.name), request.request.actionCaseNames, request.name)
        }
        for stream in plan.streams {
            let cases = plan.actionCases.filter { if case .stream(stream.name, _) = $0.origin { true } else { false } }
            XCTAssertEqual(cases.map(\.name), stream.stream.actionCaseNames, stream.name)
        }
    }
}
