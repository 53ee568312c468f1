// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn07Row: every call waits on the board until the test answers it.
struct Drawn07RowTestService: Drawn07RowService {
    let board: CallBoard

    func sync(ref: Int, count: Int, id: Int) async throws -> Item {
        let reply = await board.call("Drawn07Row", "sync", [ref.model, count.model, id.model])
        return try reply.value(Item.self)
    }

    func search(ref: Int, count: Int, id: Int) async throws -> Int {
        let reply = await board.call("Drawn07Row", "search", [ref.model, count.model, id.model])
        return try reply.value(Int.self)
    }
}

/// How the model test drives Drawn07Row: the action of each event, the name of each action.
enum Drawn07RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn07RowAction? {
        switch event {
        case .request("sync", let values):
            return .sync(ref: Int(model: values[0]), count: Int(model: values[1]))
        case .request("search", let values):
            return .search(ref: Int(model: values[0]), count: Int(model: values[1]))
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
    static func name(of action: Drawn07RowAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn07RowState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "syncItems = \(state.syncItems.model)",
            "searchByKey = \(state.searchByKey.model)",
            "syncStatus = \(ObservedStatus.text(of: state.syncStatus))",
            "syncError = \(ObservedStatus.text(of: state.syncError))",
            "syncFailed = \(state.syncPredictions.failed.model)",
            "syncIsLoading = \(state.syncIsLoading)",
            "searchStatus = \(ObservedStatus.text(of: state.searchStatus))",
        ]
        return lines
    }
}
