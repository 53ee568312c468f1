// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn03Row: every call waits on the board until the test answers it.
struct Drawn03RowTestService: Drawn03RowService {
    let board: CallBoard

    func lookup(text: String, id: Int) async throws -> String {
        let reply = await board.call("Drawn03Row", "lookup", [text.model, id.model])
        return try reply.value(String.self)
    }
}

/// How the model test drives Drawn03Row: the action of each event, the name of each action.
enum Drawn03RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn03RowAction? {
        switch event {
        case .request("lookup", let values):
            return .lookup(text: String(model: values[0]))
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
    static func name(of action: Drawn03RowAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn03RowState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "lookupValue = \(state.lookupValue.model)",
            "lookupStatus = \(ObservedStatus.text(of: state.lookupStatus))",
            "lookupError = \(ObservedStatus.text(of: state.lookupError))",
        ]
        return lines
    }
}
