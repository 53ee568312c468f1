// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn14Pane: every call waits on the board until the test answers it.
struct Drawn14PaneTestService: Drawn14PaneService {
    let board: CallBoard

    func send(ref: Int, count: Int, ready: Bool) async throws -> Item {
        let reply = await board.call("Drawn14Pane", "send", [ref.model, count.model, ready.model])
        return try reply.value(Item.self)
    }
}

/// How the model test drives Drawn14Pane: the action of each event, the name of each action.
enum Drawn14PaneDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn14PaneAction? {
        switch event {
        case .request("send", let values):
            return .send(ref: Int(model: values[0]), count: Int(model: values[1]))
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
    static func name(of action: Drawn14PaneAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn14PaneState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "sendValue = \(state.sendValue.model)",
            "sendStatus = \(ObservedStatus.text(of: state.sendStatus))",
        ]
        return lines
    }
}
