// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn01Pane: every call waits on the board until the test answers it.
struct Drawn01PaneTestService: Drawn01PaneService {
    let board: CallBoard

    func fetch(ref: Int, ready: Bool) async throws -> [Item] {
        let reply = await board.call("Drawn01Pane", "fetch", [ref.model, ready.model])
        return try reply.value([Item].self)
    }

    func lookup(page: Int) async throws -> Item {
        let reply = await board.call("Drawn01Pane", "lookup", [page.model])
        return try reply.value(Item.self)
    }
}

/// How the model test drives Drawn01Pane: the action of each event, the name of each action.
enum Drawn01PaneDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn01PaneAction? {
        switch event {
        case .request("fetch", let values):
            return .fetch(ref: Int(model: values[0]))
        case .force("fetch", let values):
            return .forceFetch(ref: Int(model: values[0]))
        case .cancel("fetch", _):
            return .cancelFetch
        case .request("lookup", _):
            return .lookup
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .set("page", let value):
            return .setPage(Int(model: value))
        case .set("ready", let value):
            return .readyChanged(Bool(model: value))
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
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "fetchValue = \(state.fetchValue.model)",
            "lookupValue = \(state.lookupValue.model)",
            "fetchStatus = \(ObservedStatus.text(of: state.fetchStatus))",
            "lookupStatus = \(ObservedStatus.text(of: state.lookupStatus))",
            "lookupInFlight = \(state.lookupInFlight)",
        ]
        return lines
    }
}
