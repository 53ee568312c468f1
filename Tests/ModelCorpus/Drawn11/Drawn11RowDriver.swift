// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn11Row: every call waits on the board until the test answers it.
struct Drawn11RowTestService: Drawn11RowService {
    let board: CallBoard

    func fetch(count: Int, id: Int) async throws -> [Item] {
        let reply = await board.call("Drawn11Row", "fetch", [count.model, id.model])
        return try reply.value([Item].self)
    }
}

/// How the model test drives Drawn11Row: the action of each event, the name of each action.
enum Drawn11RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn11RowAction? {
        switch event {
        case .request("fetch", let values):
            return .fetch(count: Int(model: values[0]))
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
    static func name(of action: Drawn11RowAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn11RowState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "fetchValue = \(state.fetchValue.model)",
            "fetchStatus = \(ObservedStatus.text(of: state.fetchStatus))",
            "fetchInFlight = \(state.fetchInFlight)",
        ]
        return lines
    }
}
