// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn10Row: every call waits on the board until the test answers it.
struct Drawn10RowTestService: Drawn10RowService {
    let board: CallBoard

    func sync(_ value: String, id: Int, page: Int) async throws -> String {
        let reply = await board.call("Drawn10Row", "sync", [value.model, id.model, page.model])
        return try reply.value(String.self)
    }
}

/// How the model test drives Drawn10Row: the action of each event, the name of each action.
enum Drawn10RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn10RowAction? {
        switch event {
        case .request("sync", let values):
            return .sync(String(model: values[0]))
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
    static func name(of action: Drawn10RowAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn10RowState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "syncValue = \(state.syncValue.model)",
            "syncStatus = \(ObservedStatus.text(of: state.syncStatus))",
            "syncError = \(ObservedStatus.text(of: state.syncError))",
        ]
        return lines
    }
}
