import XCTest

@testable import ReduxGenCore

/// Every bad value of `optimistic`, `poll`, `cache` and `persist` gets a located error naming
/// the key and what it needs, with a suggestion where one is obvious, and the spec produces
/// no file.
final class FreshDataDiagnosticTests: XCTestCase {
    private let state = """
        state:
          items: "[Item]"
          draft: String
          favorites: "Set<Item.ID>"
          ratings: "[Item.ID: Int]"

        """

    private func diagnostics(_ rest: String) -> [String] {
        let output = Generate.output(state + rest)
        XCTAssertTrue(output.files.isEmpty, "a spec with errors must produce no file")
        return output.diagnostics.map(\.description)
    }

    func testPollAndCacheAreSecondsInTheirRanges() {
        XCTAssertEqual(diagnostics("requests:\n  load: { poll: 0 }\n"), [
            "Feature.yaml:7:17: error: 'poll' must be from 1 to 86400 seconds (a day), not '0': polling more often makes a call after call; for updates as they happen, use a stream (streams:)",
        ])
        XCTAssertEqual(diagnostics("requests:\n  load: { cache: -5 }\n"), [
            "Feature.yaml:7:18: error: 'cache' must be from 0.1 to 31536000 seconds (365 days), not '-5': no user asks again sooner, so nothing would be skipped: leave out 'cache'",
        ])
        XCTAssertEqual(diagnostics("requests:\n  load: { poll: soon, cache: 1m }\n"), [
            "Feature.yaml:7:17: error: 'poll' must be a number from 1 to 86400 seconds (a day), written like 30, 0.5, 1_000 or 1e3, not 'soon'",
            "Feature.yaml:7:30: error: 'cache' must be a number from 0.1 to 31536000 seconds (365 days), written like 30, 0.5, 1_000 or 1e3, not '1m'",
        ])
    }

    func testCacheIsForRequestsThatRead() {
        XCTAssertEqual(diagnostics("requests:\n  post: { params: { text: String }, policy: queue, cache: 60 }\n"), [
            "Feature.yaml:7:59: error: 'cache' gives a fresh answer again instead of a call, and policy queue makes every call; use policy latest or first, or leave out 'cache'",
        ])
    }

    func testOptimisticNeedsIntoAndNoDebounce() {
        XCTAssertEqual(diagnostics("requests:\n  send: { params: { text: String }, success: Item, optimistic: true }\n"), [
            "Feature.yaml:7:64: error: 'optimistic' shows the predicted success payload in the field that 'into' names, and 'send' has none; add 'into' (the success type is 'Item'), like into: { field: messages, mode: append }",
        ])
        XCTAssertEqual(diagnostics("requests:\n  send:\n    optimistic: true\n"), [
            "Feature.yaml:8:17: error: 'optimistic' shows the predicted success payload in the field that 'into' names, and 'send' has none; add 'into', with a 'success' type, like into: { field: messages, mode: append }",
        ])
        XCTAssertEqual(diagnostics("requests:\n  find:\n    success: \"[Item]\"\n    into: items\n    debounce: 0.3\n    optimistic: true\n"), [
            "Feature.yaml:10:5: error: 'optimistic' shows a prediction at once, and 'debounce' can drop the call it belongs to; leave out one of them",
        ])
        XCTAssertEqual(diagnostics("requests:\n  send: { success: Item, into: { field: items, mode: append }, optimistic: yes }\n"), [
            "Feature.yaml:7:76: error: 'optimistic' must be true or false, not 'yes'; or { onFailure: keep } to keep a failed call's prediction shown, marked failed",
        ])
    }

    /// `optimistic: { onFailure: keep }`: a value that is not one of onFailure's, a value of
    /// onFailure written where only true or false goes, a mapping without onFailure, and a
    /// kept prediction in a field that holds no rows.
    func testOnFailureIsRollBackOrKeepAndKeepNeedsRows() {
        let send = "requests:\n  send:\n    params: { text: String }\n    success: Item\n    into: { field: items, mode: append }\n"
        XCTAssertEqual(diagnostics(send + "    optimistic: { onFailure: kep }\n"), [
            "Feature.yaml:11:30: error: unknown onFailure 'kep'; did you mean 'keep'?",
        ])
        XCTAssertEqual(diagnostics(send + "    optimistic: { onFailure: retry }\n"), [
            "Feature.yaml:11:30: error: unknown onFailure 'retry'; expected 'rollBack' or 'keep'",
        ])
        XCTAssertEqual(diagnostics(send + "    optimistic: keep\n"), [
            "Feature.yaml:11:17: error: 'optimistic' is true, false or a mapping, not 'keep'; to say what a failed call does, write optimistic: { onFailure: keep }",
        ])
        XCTAssertEqual(diagnostics(send + "    optimistic: rollback\n"), [
            "Feature.yaml:11:17: error: 'optimistic' is true, false or a mapping, not 'rollback'; to say what a failed call does, write optimistic: { onFailure: rollBack }",
        ])
        XCTAssertEqual(diagnostics(send + "    optimistic: { onFailur: keep }\n"), [
            "Feature.yaml:11:19: error: unknown key 'onFailur' in 'optimistic'; did you mean 'onFailure'?",
            "Feature.yaml:11:17: error: 'optimistic' written as a mapping needs 'onFailure', like { onFailure: keep }; or write optimistic: true to undo a failed call's prediction",
        ])
        XCTAssertEqual(diagnostics("requests:\n  rename:\n    params: { title: String }\n    success: String\n    into: draft\n    optimistic: { onFailure: keep }\n"), [
            "Feature.yaml:11:30: error: 'onFailure: keep' leaves a failed call's prediction in the list as a row marked failed, and 'into' with mode assign holds no rows; use mode append, prepend or upsert, or onFailure: rollBack",
        ])
        XCTAssertEqual(diagnostics("requests:\n  rate:\n    params: { id: Item.ID }\n    key: id\n    success: Int\n    into: { field: ratings, mode: keyed }\n    optimistic: { onFailure: keep }\n"), [
            "Feature.yaml:12:30: error: 'onFailure: keep' leaves a failed call's prediction in the list as a row marked failed, and 'into' with mode keyed holds no rows; use mode append, prepend or upsert, or onFailure: rollBack",
        ])
    }

    /// `optimistic: true`, `{ onFailure: rollBack }` and `{ onFailure: keep }` generate the
    /// same code but for the failure, which keeps the prediction marked failed.
    func testOnFailureRollBackIsOptimisticTrueAndKeepMarksTheFailedPrediction() {
        let send = "requests:\n  send:\n    params: { text: String }\n    success: Item\n    into: { field: items, mode: append }\n"
        func files(_ optimistic: String) -> [String] {
            let output = Generate.output(state + send + "    optimistic: \(optimistic)\n")
            XCTAssertEqual(output.diagnostics.map(\.description), [])
            return output.files.map(\.contents)
        }
        let asTrue = files("true"), rollBack = files("{ onFailure: rollBack }"), keep = files("{ onFailure: keep }")
        XCTAssertEqual(rollBack, asTrue)
        XCTAssertFalse(asTrue.isEmpty)
        let reducer = Generate.file(.reducer, from: state + send + "    optimistic: { onFailure: keep }\n")
        XCTAssertTrue(reducer.contains("predictions.markFailed(in: &state.items)"), reducer)
        XCTAssertFalse(reducer.contains("predictions.rollBack(in: &state.items)\n            state.sendPredictions"), reducer)
        XCTAssertNotEqual(keep, asTrue)
    }

    func testPersistNamesStateFieldsOnce() {
        XCTAssertEqual(diagnostics("persist: [draft, favorits]\n"), [
            "Feature.yaml:6:18: error: 'persist' names 'favorits', which is no state field; did you mean 'favorites'?",
        ])
        XCTAssertEqual(diagnostics("persist: [draft, draft]\n"), [
            "Feature.yaml:6:18: error: 'persist' names 'draft' twice",
        ])
        XCTAssertEqual(diagnostics("persist: { draft: true }\n"), [
            "Feature.yaml:6:10: error: 'persist' must be a list of state fields, like [draft, favorites], not a mapping",
        ])
    }

    func testPersistDoesNotSaveARequestsOrAStreamsState() {
        let requests = """
            requests:
              load: { success: "[Item]", into: items }
              post: { params: { text: String }, policy: queue }
            streams:
              updates: { element: Item }

            """
        XCTAssertEqual(diagnostics(requests + "persist: [loadStatus, postInFlight, updatesActive]\n"), [
            "Feature.yaml:11:11: error: 'persist' names 'loadStatus', the status of the request 'load', which is not saved: a call or a subscription does not survive a restart; persist the state fields it fills",
            "Feature.yaml:11:23: error: 'persist' names 'postInFlight', the count of calls in flight of the request 'post', which is not saved: a call or a subscription does not survive a restart; persist the state fields it fills",
            "Feature.yaml:11:37: error: 'persist' names 'updatesActive', the field that says which 'updates' streams run, which is not saved: a call or a subscription does not survive a restart; persist the state fields it fills",
        ])
    }

    func testPersistDoesNotSaveTheNavigationOrAChild() {
        let screens = """
            routes: { detail: }
            navigation: [stack, sheet]
            children:
              rows: { feature: Row, collection: true }

            """
        XCTAssertEqual(diagnostics(screens + "persist: [path, presented, rows]\n"), [
            "Feature.yaml:10:11: error: 'persist' names 'path', the navigation's path, which is not saved: the screens shown are made again at each launch; persist the state fields they show, and set 'path' from them in your reducer logic",
            "Feature.yaml:10:17: error: 'persist' names 'presented', the presented route, which is not saved: the screens shown are made again at each launch; persist the state fields they show, and set 'presented' from them in your reducer logic",
            "Feature.yaml:10:28: error: 'persist' names 'rows', the child 'rows', which is not saved: a child saves its own fields; add 'persist:' to Row.yaml, which keeps them per child",
        ])
    }

    func testPersistDoesNotSaveAFieldThatShowsPredictions() {
        let requests = "requests:\n  send: { params: { text: String }, success: Item, into: { field: items, mode: append }, optimistic: true }\n"
        XCTAssertEqual(diagnostics(requests + "persist: [items, sendPredictions]\n"), [
            "Feature.yaml:8:11: error: 'items' cannot be persisted: the optimistic request 'send' shows its predictions there, and a prediction saved before a restart would never be undone or replaced; persist another field, or leave out 'optimistic'",
            "Feature.yaml:8:18: error: 'persist' names 'sendPredictions', the predictions of the request 'send', which is not saved: a call or a subscription does not survive a restart; persist the state fields it fills",
        ])
    }

    func testGeneratedNamesThatClashWithTheSpecsAreLocatedErrors() {
        let spec = """
            actions:
              forceLoad:
              restorePersisted:
            requests:
              load: { success: "[Item]", into: items, cache: 60 }
            persist: [draft]

            """
        XCTAssertEqual(diagnostics(spec).map { $0.components(separatedBy: "\n")[0] }, [
            "Feature.yaml:10:3: error: the forcing action of the request 'load' generates the action case 'forceLoad', which the action 'forceLoad' already declares",
            "Feature.yaml:11:11: error: the restore action of 'persist' generates the action case 'restorePersisted', which the action 'restorePersisted' already declares",
        ])
    }
}
