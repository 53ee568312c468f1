// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn08Pane: every call waits on the board until the test answers it.
struct Drawn08PaneTestService: Drawn08PaneService {
    let board: CallBoard

    func fetch(text: String) async throws -> Int {
        let reply = await board.call("Drawn08Pane", "fetch", [text.model])
        return try reply.value(Int.self)
    }
}

/// How the model test drives Drawn08Pane: the action of each event, the name of each action.
enum Drawn08PaneDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn08PaneAction? {
        switch event {
        case .request("fetch", let values):
            return .fetch(text: String(model: values[0]))
        case .dismiss("fetch", _):
            return .dismissFetchError
        case .startPolling("fetch", let values):
            return .startPollingFetch(text: String(model: values[0]))
        case .stopPolling("fetch", _):
            return .stopPollingFetch
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .set("page", let value):
            return .setPage(Int(model: value))
        case .set("ready", let value):
            return .setReady(Bool(model: value))
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn08PaneAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn08PaneState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "fetchStatus = \(ObservedStatus.text(of: state.fetchStatus))",
            "fetchInFlight = \(state.fetchInFlight)",
        ]
        return lines
    }
}
