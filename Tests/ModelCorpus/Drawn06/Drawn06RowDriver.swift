// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn06Row: every call waits on the board until the test answers it.
struct Drawn06RowTestService: Drawn06RowService {
    let board: CallBoard

    func lookup(id: Int, ready: Bool, page: Int) async throws(ModelFailure) -> Item {
        let reply = await board.call("Drawn06Row", "lookup", [id.model, ready.model, page.model])
        return try reply.value(Item.self)
    }

    func search(text: String, count: Int, id: Int) async throws(ModelFailure) -> Int {
        let reply = await board.call("Drawn06Row", "search", [text.model, count.model, id.model])
        return try reply.value(Int.self)
    }
}

/// How the model test drives Drawn06Row: the action of each event, the name of each action.
enum Drawn06RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn06RowAction? {
        switch event {
        case .request("lookup", _):
            return .lookup
        case .request("search", let values):
            return .search(text: String(model: values[0]), count: Int(model: values[1]))
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
    static func name(of action: Drawn06RowAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn06RowState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "lookupItems = \(state.lookupItems.model)",
            "searchValue = \(state.searchValue.model)",
            "lookupStatus = \(ObservedStatus.text(of: state.lookupStatus))",
            "searchStatus = \(ObservedStatus.text(of: state.searchStatus))",
        ]
        return lines
    }
}
