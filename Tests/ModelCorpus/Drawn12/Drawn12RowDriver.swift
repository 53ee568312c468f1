// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn12Row: every call waits on the board until the test answers it.
struct Drawn12RowTestService: Drawn12RowService {
    let board: CallBoard

    func send(id: Int, ready: Bool) async throws {
        let reply = await board.call("Drawn12Row", "send", [id.model, ready.model])
        return try reply.void()
    }
}

/// How the model test drives Drawn12Row: the action of each event, the name of each action.
enum Drawn12RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn12RowAction? {
        switch event {
        case .request("send", _):
            return .send
        case .cancel("send", _):
            return .cancelSend
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
            return .setReady(Bool(model: value))
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn12RowAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn12RowState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "sendStatus = \(ObservedStatus.text(of: state.sendStatus))",
            "sendInFlight = \(state.sendInFlight)",
        ]
        return lines
    }
}
