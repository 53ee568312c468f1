// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn10Row: every call waits on the board until the test answers it.
struct Drawn10RowTestService: Drawn10RowService {
    let board: CallBoard

    func save(id: Int, query: String) async throws {
        let reply = await board.call("Drawn10Row", "save", [id.model, query.model])
        return try reply.void()
    }

    func upload(count: Int, id: Int) async throws -> Int {
        let reply = await board.call("Drawn10Row", "upload", [count.model, id.model])
        return try reply.value(Int.self)
    }
}

/// How the model test drives Drawn10Row: the action of each event, the name of each action.
enum Drawn10RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn10RowAction? {
        switch event {
        case .request("save", _):
            return .save
        case .dismiss("save", _):
            return .dismissSaveError
        case .request("upload", let values):
            return .upload(count: Int(model: values[0]))
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
    static func name(of action: Drawn10RowAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn10RowState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "uploadValue = \(state.uploadValue.model)",
            "saveStatus = \(ObservedStatus.text(of: state.saveStatus))",
            "uploadStatus = \(ObservedStatus.text(of: state.uploadStatus))",
        ]
        return lines
    }
}
