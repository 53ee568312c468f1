// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn09Row: every call waits on the board until the test answers it.
struct Drawn09RowTestService: Drawn09RowService {
    let board: CallBoard

    func post(id: Int, page: Int) async throws(ModelFailure) -> [Item] {
        let reply = await board.call("Drawn09Row", "post", [id.model, page.model])
        return try reply.value([Item].self)
    }

    func lookup(id: Int) async throws(ModelFailure) -> [Item] {
        let reply = await board.call("Drawn09Row", "lookup", [id.model])
        return try reply.value([Item].self)
    }
}

/// How the model test drives Drawn09Row: the action of each event, the name of each action.
enum Drawn09RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn09RowAction? {
        switch event {
        case .request("post", _):
            return .post
        case .startPolling("post", _):
            return .startPollingPost
        case .stopPolling("post", _):
            return .stopPollingPost
        case .request("lookup", _):
            return .lookup
        case .dismiss("lookup", _):
            return .dismissLookupError
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
    static func name(of action: Drawn09RowAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn09RowState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "postItems = \(state.postItems.model)",
            "lookupItems = \(state.lookupItems.model)",
            "postStatus = \(ObservedStatus.text(of: state.postStatus))",
            "lookupStatus = \(ObservedStatus.text(of: state.lookupStatus))",
            "lookupInFlight = \(state.lookupInFlight)",
        ]
        return lines
    }
}
