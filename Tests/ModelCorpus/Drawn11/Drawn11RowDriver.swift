// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn11Row: every call waits on the board until the test answers it.
struct Drawn11RowTestService: Drawn11RowService {
    let board: CallBoard

    func save(text: String, id: Int, ready: Bool) async throws -> Item {
        let reply = await board.call("Drawn11Row", "save", [text.model, id.model, ready.model])
        return try reply.value(Item.self)
    }

    func upload(id: Int) async throws {
        let reply = await board.call("Drawn11Row", "upload", [id.model])
        return try reply.void()
    }
}

/// How the model test drives Drawn11Row: the action of each event, the name of each action.
enum Drawn11RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn11RowAction? {
        switch event {
        case .request("save", let values):
            return .save(text: String(model: values[0]))
        case .request("upload", _):
            return .upload
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .set("query", let value):
            return .setQuery(String(model: value))
        case .set("ready", let value):
            return .readyChanged(Bool(model: value))
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn11RowAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn11RowState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "saveItems = \(state.saveItems.model)",
            "saveStatus = \(ObservedStatus.text(of: state.saveStatus))",
            "saveFailed = \(state.savePredictions.failed.model)",
            "uploadStatus = \(ObservedStatus.text(of: state.uploadStatus))",
        ]
        return lines
    }
}
