// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn14Pane: every call waits on the board until the test answers it.
struct Drawn14PaneTestService: Drawn14PaneService {
    let board: CallBoard

    func archive() async throws {
        let reply = await board.call("Drawn14Pane", "archive", [])
        return try reply.void()
    }
}

/// How the model test drives Drawn14Pane: the action of each event, the name of each action.
enum Drawn14PaneDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn14PaneAction? {
        switch event {
        case .request("archive", _):
            return .archive
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
    static func name(of action: Drawn14PaneAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn14PaneState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "archiveStatus = \(ObservedStatus.text(of: state.archiveStatus))",
            "archiveInFlight = \(state.archiveInFlight)",
            "archiveError = \(ObservedStatus.text(of: state.archiveError))",
        ]
        return lines
    }
}
