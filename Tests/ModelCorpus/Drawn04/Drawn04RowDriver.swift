// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn04Row: every call waits on the board until the test answers it.
struct Drawn04RowTestService: Drawn04RowService {
    let board: CallBoard

    func send(id: Int, page: Int) async throws -> String {
        let reply = await board.call("Drawn04Row", "send", [id.model, page.model])
        return try reply.value(String.self)
    }
}

/// How the model test drives Drawn04Row: the action of each event, the name of each action.
enum Drawn04RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn04RowAction? {
        switch event {
        case .request("send", _):
            return .send
        case .dismiss("send", _):
            return .dismissSendError
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
    static func name(of action: Drawn04RowAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn04RowState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "sendValue = \(state.sendValue.model)",
            "sendStatus = \(ObservedStatus.text(of: state.sendStatus))",
        ]
        return lines
    }
}
