// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn12Pane: every call waits on the board until the test answers it.
struct Drawn12PaneTestService: Drawn12PaneService {
    let board: CallBoard

    func search(ref: Int, ready: Bool) async throws(ModelFailure) -> Int {
        let reply = await board.call("Drawn12Pane", "search", [ref.model, ready.model])
        return try reply.value(Int.self)
    }

    func lookup() async throws -> Item {
        let reply = await board.call("Drawn12Pane", "lookup", [])
        return try reply.value(Item.self)
    }
}

/// How the model test drives Drawn12Pane: the action of each event, the name of each action.
enum Drawn12PaneDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn12PaneAction? {
        switch event {
        case .request("search", let values):
            return .search(ref: Int(model: values[0]))
        case .cancel("search", let key):
            return .cancelSearch(ref: Int(model: key!))
        case .dismiss("search", let key):
            return .dismissSearchError(ref: Int(model: key!))
        case .startPolling("search", let values):
            return .startPollingSearch(ref: Int(model: values[0]))
        case .stopPolling("search", let key):
            return .stopPollingSearch(ref: Int(model: key!))
        case .request("lookup", _):
            return .lookup
        case .cancel("lookup", _):
            return .cancelLookup
        case .dismiss("lookup", _):
            return .dismissLookupError
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
    static func name(of action: Drawn12PaneAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn12PaneState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "searchValue = \(state.searchValue.model)",
            "lookupItems = \(state.lookupItems.model)",
            "searchStatus = \(ObservedStatus.text(of: state.searchStatus))",
            "searchError = \(ObservedStatus.text(of: state.searchError))",
            "lookupStatus = \(ObservedStatus.text(of: state.lookupStatus))",
            "lookupInFlight = \(state.lookupInFlight)",
        ]
        return lines
    }
}
