// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn07Row: every call waits on the board until the test answers it.
struct Drawn07RowTestService: Drawn07RowService {
    let board: CallBoard

    func send(ref: Int, id: Int, page: Int) async throws -> Int {
        let reply = await board.call("Drawn07Row", "send", [ref.model, id.model, page.model])
        return try reply.value(Int.self)
    }
}

/// How the model test drives Drawn07Row: the action of each event, the name of each action.
enum Drawn07RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn07RowAction? {
        switch event {
        case .request("send", let values):
            return .send(ref: Int(model: values[0]))
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
    static func name(of action: Drawn07RowAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn07RowState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "sendByKey = \(state.sendByKey.model)",
            "sendStatus = \(ObservedStatus.text(of: state.sendStatus))",
        ]
        return lines
    }
}
