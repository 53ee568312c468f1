// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn04Row: every call waits on the board until the test answers it.
struct Drawn04RowTestService: Drawn04RowService {
    let board: CallBoard

    func search(id: Int, ready: Bool) async throws -> Item {
        let reply = await board.call("Drawn04Row", "search", [id.model, ready.model])
        return try reply.value(Item.self)
    }

    func archive(ref: Int, id: Int) async throws -> Item {
        let reply = await board.call("Drawn04Row", "archive", [ref.model, id.model])
        return try reply.value(Item.self)
    }
}

/// How the model test drives Drawn04Row: the action of each event, the name of each action.
enum Drawn04RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn04RowAction? {
        switch event {
        case .request("search", _):
            return .search
        case .dismiss("search", _):
            return .dismissSearchError
        case .startPolling("search", _):
            return .startPollingSearch
        case .stopPolling("search", _):
            return .stopPollingSearch
        case .request("archive", let values):
            return .archive(ref: Int(model: values[0]))
        case .dismiss("archive", _):
            return .dismissArchiveError
        case .startPolling("archive", let values):
            return .startPollingArchive(ref: Int(model: values[0]))
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
    static func name(of action: Drawn04RowAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn04RowState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "searchItems = \(state.searchItems.model)",
            "archiveItems = \(state.archiveItems.model)",
            "searchStatus = \(ObservedStatus.text(of: state.searchStatus))",
            "archiveStatus = \(ObservedStatus.text(of: state.archiveStatus))",
        ]
        return lines
    }
}
