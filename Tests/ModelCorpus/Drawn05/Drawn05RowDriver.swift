// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn05Row: every call waits on the board until the test answers it.
struct Drawn05RowTestService: Drawn05RowService {
    let board: CallBoard

    func fetch(id: Int, ready: Bool, page: Int) async throws -> Item {
        let reply = await board.call("Drawn05Row", "fetch", [id.model, ready.model, page.model])
        return try reply.value(Item.self)
    }

    func load(ref: Int, count: Int, id: Int, ready: Bool) async throws -> [Item] {
        let reply = await board.call("Drawn05Row", "load", [ref.model, count.model, id.model, ready.model])
        return try reply.value([Item].self)
    }
}

/// How the model test drives Drawn05Row: the action of each event, the name of each action.
enum Drawn05RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn05RowAction? {
        switch event {
        case .request("fetch", _):
            return .fetch
        case .startPolling("fetch", _):
            return .startPollingFetch
        case .stopPolling("fetch", _):
            return .stopPollingFetch
        case .request("load", let values):
            return .load(ref: Int(model: values[0]), count: Int(model: values[1]))
        case .startPolling("load", let values):
            return .startPollingLoad(ref: Int(model: values[0]), count: Int(model: values[1]))
        case .stopPolling("load", _):
            return .stopPollingLoad
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
            "fetchItems = \(state.fetchItems.model)",
            "loadItems = \(state.loadItems.model)",
            "fetchStatus = \(ObservedStatus.text(of: state.fetchStatus))",
            "fetchError = \(ObservedStatus.text(of: state.fetchError))",
            "loadStatus = \(ObservedStatus.text(of: state.loadStatus))",
            "loadInFlight = \(state.loadInFlight)",
            "loadError = \(ObservedStatus.text(of: state.loadError))",
        ]
        return lines
    }
}
