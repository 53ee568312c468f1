// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn14Row: every call waits on the board until the test answers it.
struct Drawn14RowTestService: Drawn14RowService {
    let board: CallBoard

    func lookup(id: Int) async throws -> [Item] {
        let reply = await board.call("Drawn14Row", "lookup", [id.model])
        return try reply.value([Item].self)
    }
}

/// How the model test drives Drawn14Row: the action of each event, the name of each action.
enum Drawn14RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn14RowAction? {
        switch event {
        case .request("lookup", _):
            return .lookup
        case .force("lookup", _):
            return .forceLookup
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
    static func name(of action: Drawn14RowAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn14RowState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "lookupItems = \(state.lookupItems.model)",
            "lookupStatus = \(ObservedStatus.text(of: state.lookupStatus))",
            "lookupFailed = \(state.lookupPredictions.failed.model)",
        ]
        return lines
    }
}
