// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn02Pane: every call waits on the board until the test answers it.
struct Drawn02PaneTestService: Drawn02PaneService {
    let board: CallBoard

    func archive(text: String) async throws -> Int {
        let reply = await board.call("Drawn02Pane", "archive", [text.model])
        return try reply.value(Int.self)
    }
}

/// How the model test drives Drawn02Pane: the action of each event, the name of each action.
enum Drawn02PaneDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn02PaneAction? {
        switch event {
        case .request("archive", let values):
            return .archive(text: String(model: values[0]))
        case .startPolling("archive", let values):
            return .startPollingArchive(text: String(model: values[0]))
        case .stopPolling("archive", _):
            return .stopPollingArchive
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .set("query", let value):
            return .setQuery(String(model: value))
        case .set("ready", let value):
            return .setReady(Bool(model: value))
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn02PaneAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn02PaneState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "archiveItems = \(state.archiveItems.model)",
            "archiveStatus = \(ObservedStatus.text(of: state.archiveStatus))",
        ]
        return lines
    }
}
