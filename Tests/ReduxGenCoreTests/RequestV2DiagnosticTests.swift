import XCTest

@testable import ReduxGenCore

/// Every bad value of the v2 request keys and of streams gets a located error naming the
/// key and what is allowed, and the spec produces no file.
final class RequestV2DiagnosticTests: XCTestCase {
    private let state = """
        state:
          items: "[Item]"
          byID: "[Item.ID: Item]"
          query: String
          count: Int

        """

    private func diagnostics(_ requests: String) -> [String] {
        let output = Generate.output(state + requests)
        XCTAssertTrue(output.files.isEmpty, "a spec with errors must produce no file")
        return output.diagnostics.map(\.description)
    }

    func testAnUnknownPolicyOrModeListsWhatIsAllowed() {
        XCTAssertEqual(diagnostics("requests:\n  load: { policy: queu }\n"), [
            "Feature.yaml:7:19: error: unknown policy 'queu'; did you mean 'queue'?",
        ])
        XCTAssertEqual(diagnostics("requests:\n  load: { success: Item, into: { field: items, mode: apend } }\n"), [
            "Feature.yaml:7:54: error: unknown mode 'apend'; did you mean 'append'?",
        ])
    }

    func testKeyMustNameAParam() {
        XCTAssertEqual(diagnostics("requests:\n  load: { params: { id: Item.ID }, key: di }\n"), [
            "Feature.yaml:7:41: error: 'key: di' names no param of 'load'; did you mean 'id'?",
        ])
        XCTAssertEqual(diagnostics("requests:\n  load: { params: Item.ID, key: id }\n"), [
            "Feature.yaml:7:33: error: 'key: id' names a param, and 'load' has no labelled params; label them, like params: { id: Item.ID }",
        ])
    }

    func testIntoMustNameAFieldOfTheRightTypeForItsMode() {
        XCTAssertEqual(diagnostics("requests:\n  load: { success: Item, into: { field: itms, mode: append } }\n"), [
            "Feature.yaml:7:32: error: 'into: itms' names no state field; did you mean 'items'?",
        ])
        XCTAssertEqual(diagnostics("requests:\n  load: { success: Item, into: { field: count, mode: append } }\n"), [
            "Feature.yaml:7:54: error: 'into' with mode append needs an array field, but 'count' is 'Int'",
        ])
        XCTAssertEqual(diagnostics("requests:\n  load: { success: String, into: { field: items, mode: prepend } }\n"), [
            "Feature.yaml:7:56: error: 'into' with mode prepend stores the success payload in 'items': the success type must be '[Item]' or 'Item', not 'String'",
        ])
        XCTAssertEqual(diagnostics("requests:\n  load: { params: { id: Item.ID }, key: id, success: Item, into: { field: items, mode: keyed } }\n"), [
            "Feature.yaml:7:88: error: 'into' with mode keyed needs a dictionary field, but 'items' is '[Item]'",
        ])
        XCTAssertEqual(diagnostics("requests:\n  load: { success: Item, into: { field: byID, mode: keyed } }\n"), [
            "Feature.yaml:7:53: error: 'into' with mode keyed stores the payload at the request's key, and 'load' has none; add 'key: <param>'",
        ])
    }

    func testIntoCannotNameAPropertyTheGeneratedCodeKeeps() {
        let screens = """
            routes: { detail: }
            navigation: [stack, sheet]
            streams:
              updates: { element: Item }
            children:
              rows: { feature: Row, collection: true }
            requests:
              a: { success: "[Item]", into: path }
              b: { success: Item, into: presented }
              c: { success: "[Item]", into: rows }
              d: { success: Bool, into: updatesActive }
              e: { success: Bool, into: updatesActiv }

            """
        XCTAssertEqual(diagnostics(screens), [
            "Feature.yaml:13:33: error: 'into: path' names the navigation's path, which the generated code keeps; store the answer in a state field of your own",
            "Feature.yaml:14:29: error: 'into: presented' names the presented route, which the generated code keeps; store the answer in a state field of your own",
            "Feature.yaml:15:33: error: 'into: rows' names the child 'rows', which the generated code keeps; store the answer in a state field of your own",
            "Feature.yaml:16:29: error: 'into: updatesActive' names the field that says which 'updates' streams run, which the generated code keeps; store the answer in a state field of your own",
            "Feature.yaml:17:29: error: 'into: updatesActiv' names no state field; the fields are 'items', 'byID', 'query' or 'count'",
        ])
    }

    func testReadsMustNameFieldsThatAreNotParams() {
        XCTAssertEqual(diagnostics("requests:\n  load: { params: { query: String }, reads: [qery, query, count, count] }\n"), [
            "Feature.yaml:7:46: error: 'reads' names 'qery', which is no state field; did you mean 'query'?",
            "Feature.yaml:7:52: error: 'reads' names 'query', which is also a param of 'load', so the service would get two 'query' arguments; rename the param, or leave the field out of 'reads'",
            "Feature.yaml:7:66: error: 'reads' names 'count' twice",
        ])
    }

    func testNumbersMustBeInTheirRanges() {
        XCTAssertEqual(diagnostics("""
            requests:
              a: { retry: { attempts: 0, backoff: 1 } }
              b: { retry: { attempts: 2, backoff: -1 } }
              c: { timeout: 0 }
              d: { debounce: soon }
              e: { retry: { backoff: 1 } }
              f: { cancel: yes }

            """), [
            "Feature.yaml:7:27: error: 'attempts' must be from 1 to 10 retries, not '0': leave out 'retry' for a call that is not retried",
            "Feature.yaml:8:39: error: 'backoff' must be from 0.01 to 600 seconds (10 minutes), not '-1': a shorter wait is no wait: leave out 'backoff' to retry at once",
            "Feature.yaml:9:17: error: 'timeout' must be from 0.1 to 86400 seconds (a day), not '0': a call over a network takes longer, so nearly every call would time out",
            "Feature.yaml:10:18: error: 'debounce' must be a number from 0.01 to 600 seconds (10 minutes), written like 30, 0.5, 1_000 or 1e3, not 'soon'",
            "Feature.yaml:11:15: error: 'retry' needs 'attempts', the number of retries of a failed call, like { attempts: 3, backoff: 0.5 }",
            "Feature.yaml:12:16: error: 'cancel' must be true or false, not 'yes'",
        ])
    }

    func testPoliciesThatDropNoCallRefuseDebounceAndKey() {
        XCTAssertEqual(diagnostics("""
            requests:
              a: { policy: queue, debounce: 1 }
              b: { params: { id: Int }, key: id, policy: concurrent }

            """), [
            "Feature.yaml:7:33: error: 'debounce' drops the calls it supersedes, so it cannot go with policy queue, which drops none; use policy latest or first, or leave out 'debounce'",
            "Feature.yaml:8:34: error: 'key' gives each key one call at a time, so it cannot go with policy concurrent; use latest or first, or leave out 'key'",
        ])
    }

    func testAStreamNeedsAnElementAndOneParam() {
        XCTAssertEqual(diagnostics("""
            streams:
              updates: { params: { a: Int, b: Int } }
              ticks: { element: Int, falure: E }

            """), [
            "Feature.yaml:7:22: error: the stream 'updates' runs once per params value, so its params are one value, like { roomID: Room.ID }, not 2",
            "Feature.yaml:7:12: error: the stream 'updates' needs an 'element': the type of the values it delivers",
            "Feature.yaml:8:26: error: unknown key 'falure' in the stream 'ticks'; did you mean 'failure'?",
        ])
    }

    func testDerivedNamesOfV2PartsMustNotCollide() {
        XCTAssertEqual(diagnostics("""
            actions:
              cancelLoad:
            requests:
              load: { cancel: true }
            streams:
              ticks: { element: Int }

            """).first, "Feature.yaml:9:3: error: the cancel action of the request 'load' generates the action case 'cancelLoad', which the action 'cancelLoad' already declares\nFeature.yaml:7:3: note: the action 'cancelLoad' is here")
    }

    func testEquatableIsABoolean() {
        XCTAssertEqual(Generate.diagnostics("state: {}\nequatable: no\n"), [
            "Feature.yaml:2:12: error: 'equatable' must be true or false, not 'no'",
        ])
    }
}
