// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn01Pane: every call waits on the board until the test answers it.
struct Drawn01PaneTestService: Drawn01PaneService {
    let board: CallBoard

    func archive() async throws(ModelFailure) -> [Int] {
        let reply = await board.call("Drawn01Pane", "archive", [])
        return try reply.value([Int].self)
    }
}

/// How the model test drives Drawn01Pane: the action of each event, the name of each action.
enum Drawn01PaneDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn01PaneAction? {
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
    static func name(of action: Drawn01PaneAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn01PaneState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "archiveValue = \(state.archiveValue.model)",
            "archiveStatus = \(ObservedStatus.text(of: state.archiveStatus))",
        ]
        return lines
    }
}
