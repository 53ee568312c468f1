// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn10Pane: every call waits on the board until the test answers it.
struct Drawn10PaneTestService: Drawn10PaneService {
    let board: CallBoard

    func save(text: String, count: Int) async throws -> [Item] {
        let reply = await board.call("Drawn10Pane", "save", [text.model, count.model])
        return try reply.value([Item].self)
    }
}

/// How the model test drives Drawn10Pane: the action of each event, the name of each action.
enum Drawn10PaneDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn10PaneAction? {
        switch event {
        case .request("save", let values):
            return .save(text: String(model: values[0]), count: Int(model: values[1]))
        case .dismiss("save", _):
            return .dismissSaveError
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
    static func name(of action: Drawn10PaneAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn10PaneState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "saveItems = \(state.saveItems.model)",
            "saveStatus = \(ObservedStatus.text(of: state.saveStatus))",
        ]
        return lines
    }
}
