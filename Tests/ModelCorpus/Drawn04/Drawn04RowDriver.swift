// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn04Row: every call waits on the board until the test answers it.
struct Drawn04RowTestService: Drawn04RowService {
    let board: CallBoard

    func archive(text: String, ref: Int, id: Int) async throws(ModelFailure) -> Item {
        let reply = await board.call("Drawn04Row", "archive", [text.model, ref.model, id.model])
        return try reply.value(Item.self)
    }
}

/// How the model test drives Drawn04Row: the action of each event, the name of each action.
enum Drawn04RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn04RowAction? {
        switch event {
        case .request("archive", let values):
            return .archive(text: String(model: values[0]), ref: Int(model: values[1]))
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
    static func name(of action: Drawn04RowAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn04RowState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "archiveItems = \(state.archiveItems.model)",
            "archiveStatus = \(ObservedStatus.text(of: state.archiveStatus))",
        ]
        return lines
    }
}
