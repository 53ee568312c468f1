// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn06Row: every call waits on the board until the test answers it.
struct Drawn06RowTestService: Drawn06RowService {
    let board: CallBoard

    func send(id: Int) async throws -> Int {
        let reply = await board.call("Drawn06Row", "send", [id.model])
        return try reply.value(Int.self)
    }
}

/// How the model test drives Drawn06Row: the action of each event, the name of each action.
enum Drawn06RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn06RowAction? {
        switch event {
        case .request("send", _):
            return .send
        case .cancel("send", _):
            return .cancelSend
        case .dismiss("send", _):
            return .dismissSendError
        case .startPolling("send", _):
            return .startPollingSend
        case .stopPolling("send", _):
            return .stopPollingSend
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
            "sendItems = \(state.sendItems.model)",
            "sendStatus = \(ObservedStatus.text(of: state.sendStatus))",
            "sendError = \(ObservedStatus.text(of: state.sendError))",
        ]
        return lines
    }
}
