// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn03Row: every call waits on the board until the test answers it.
struct Drawn03RowTestService: Drawn03RowService {
    let board: CallBoard

    func archive(count: Int, text: String, id: Int) async throws(ModelFailure) -> String {
        let reply = await board.call("Drawn03Row", "archive", [count.model, text.model, id.model])
        return try reply.value(String.self)
    }

    func lookup(id: Int, ready: Bool, query: String) async throws -> [Item] {
        let reply = await board.call("Drawn03Row", "lookup", [id.model, ready.model, query.model])
        return try reply.value([Item].self)
    }
}

/// How the model test drives Drawn03Row: the action of each event, the name of each action.
enum Drawn03RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn03RowAction? {
        switch event {
        case .request("archive", let values):
            return .archive(count: Int(model: values[0]), text: String(model: values[1]))
        case .cancel("archive", let key):
            return .cancelArchive(count: Int(model: key!))
        case .dismiss("archive", let key):
            return .dismissArchiveError(count: Int(model: key!))
        case .request("lookup", _):
            return .lookup
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
    static func name(of action: Drawn03RowAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn03RowState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "archiveByKey = \(state.archiveByKey.model)",
            "lookupItems = \(state.lookupItems.model)",
            "archiveStatus = \(ObservedStatus.text(of: state.archiveStatus))",
            "lookupStatus = \(ObservedStatus.text(of: state.lookupStatus))",
            "lookupInFlight = \(state.lookupInFlight)",
        ]
        return lines
    }
}
