// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn03Row: every call waits on the board until the test answers it.
struct Drawn03RowTestService: Drawn03RowService {
    let board: CallBoard

    func save(_ value: Int, id: Int) async throws -> Int {
        let reply = await board.call("Drawn03Row", "save", [value.model, id.model])
        return try reply.value(Int.self)
    }

    func post(id: Int, query: String) async throws -> Item {
        let reply = await board.call("Drawn03Row", "post", [id.model, query.model])
        return try reply.value(Item.self)
    }
}

/// How the model test drives Drawn03Row: the action of each event, the name of each action.
enum Drawn03RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn03RowAction? {
        switch event {
        case .request("save", let values):
            return .save(Int(model: values[0]))
        case .cancel("save", _):
            return .cancelSave
        case .dismiss("save", _):
            return .dismissSaveError
        case .request("post", _):
            return .post
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
            "saveItems = \(state.saveItems.model)",
            "postItems = \(state.postItems.model)",
            "saveStatus = \(ObservedStatus.text(of: state.saveStatus))",
            "saveInFlight = \(state.saveInFlight)",
            "postStatus = \(ObservedStatus.text(of: state.postStatus))",
            "postInFlight = \(state.postInFlight)",
        ]
        return lines
    }
}
