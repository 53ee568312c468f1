// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn06Row: every call waits on the board until the test answers it.
struct Drawn06RowTestService: Drawn06RowService {
    let board: CallBoard

    func upload(_ value: Int, id: Int) async throws -> [Item] {
        let reply = await board.call("Drawn06Row", "upload", [value.model, id.model])
        return try reply.value([Item].self)
    }
}

/// How the model test drives Drawn06Row: the action of each event, the name of each action.
enum Drawn06RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn06RowAction? {
        switch event {
        case .request("upload", let values):
            return .upload(Int(model: values[0]))
        case .force("upload", let values):
            return .forceUpload(Int(model: values[0]))
        case .cancel("upload", _):
            return .cancelUpload
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
    static func name(of action: Drawn06RowAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn06RowState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "uploadValue = \(state.uploadValue.model)",
            "uploadStatus = \(ObservedStatus.text(of: state.uploadStatus))",
        ]
        return lines
    }
}
