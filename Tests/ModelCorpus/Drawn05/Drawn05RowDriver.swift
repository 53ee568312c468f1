// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn05Row: every call waits on the board until the test answers it.
struct Drawn05RowTestService: Drawn05RowService {
    let board: CallBoard

    func lookup(_ value: String, id: Int) async throws(ModelFailure) {
        let reply = await board.call("Drawn05Row", "lookup", [value.model, id.model])
        return try reply.void()
    }

    func search(count: Int, text: String, id: Int) async throws(ModelFailure) {
        let reply = await board.call("Drawn05Row", "search", [count.model, text.model, id.model])
        return try reply.void()
    }
}

/// How the model test drives Drawn05Row: the action of each event, the name of each action.
enum Drawn05RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn05RowAction? {
        switch event {
        case .request("lookup", let values):
            return .lookup(String(model: values[0]))
        case .request("search", let values):
            return .search(count: Int(model: values[0]), text: String(model: values[1]))
        case .cancel("search", _):
            return .cancelSearch
        case .dismiss("search", _):
            return .dismissSearchError
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
    static func name(of action: Drawn05RowAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn05RowState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "lookupStatus = \(ObservedStatus.text(of: state.lookupStatus))",
            "lookupInFlight = \(state.lookupInFlight)",
            "searchStatus = \(ObservedStatus.text(of: state.searchStatus))",
        ]
        return lines
    }
}
