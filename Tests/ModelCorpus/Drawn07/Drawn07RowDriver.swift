// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn07Row: every call waits on the board until the test answers it.
struct Drawn07RowTestService: Drawn07RowService {
    let board: CallBoard

    func save(text: String, count: Int, id: Int, ready: Bool, query: String) async throws(ModelFailure) -> Int {
        let reply = await board.call("Drawn07Row", "save", [text.model, count.model, id.model, ready.model, query.model])
        return try reply.value(Int.self)
    }

    func upload(_ value: String, id: Int) async throws -> Item {
        let reply = await board.call("Drawn07Row", "upload", [value.model, id.model])
        return try reply.value(Item.self)
    }
}

/// How the model test drives Drawn07Row: the action of each event, the name of each action.
enum Drawn07RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn07RowAction? {
        switch event {
        case .request("save", let values):
            return .save(text: String(model: values[0]), count: Int(model: values[1]))
        case .force("save", let values):
            return .forceSave(text: String(model: values[0]), count: Int(model: values[1]))
        case .dismiss("save", let key):
            return .dismissSaveError(text: String(model: key!))
        case .request("upload", let values):
            return .upload(String(model: values[0]))
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
            "uploadItems = \(state.uploadItems.model)",
            "saveStatus = \(ObservedStatus.text(of: state.saveStatus))",
            "saveError = \(ObservedStatus.text(of: state.saveError))",
            "uploadStatus = \(ObservedStatus.text(of: state.uploadStatus))",
            "uploadInFlight = \(state.uploadInFlight)",
        ]
        return lines
    }
}
