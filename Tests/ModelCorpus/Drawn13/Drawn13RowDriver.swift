// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn13Row: every call waits on the board until the test answers it.
struct Drawn13RowTestService: Drawn13RowService {
    let board: CallBoard

    func load(id: Int) async throws -> Item {
        let reply = await board.call("Drawn13Row", "load", [id.model])
        return try reply.value(Item.self)
    }

    func archive(id: Int) async throws(ModelFailure) {
        let reply = await board.call("Drawn13Row", "archive", [id.model])
        return try reply.void()
    }
}

/// How the model test drives Drawn13Row: the action of each event, the name of each action.
enum Drawn13RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn13RowAction? {
        switch event {
        case .request("load", _):
            return .load
        case .startPolling("load", _):
            return .startPollingLoad
        case .stopPolling("load", _):
            return .stopPollingLoad
        case .request("archive", _):
            return .archive
        case .startPolling("archive", _):
            return .startPollingArchive
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
    static func name(of action: Drawn13RowAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn13RowState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "loadValue = \(state.loadValue.model)",
            "loadStatus = \(ObservedStatus.text(of: state.loadStatus))",
            "archiveStatus = \(ObservedStatus.text(of: state.archiveStatus))",
            "archiveError = \(ObservedStatus.text(of: state.archiveError))",
        ]
        return lines
    }
}
