// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn15Pane: every call waits on the board until the test answers it.
struct Drawn15PaneTestService: Drawn15PaneService {
    let board: CallBoard

    func lookup(text: String, count: Int) async throws -> Item {
        let reply = await board.call("Drawn15Pane", "lookup", [text.model, count.model])
        return try reply.value(Item.self)
    }
}

/// How the model test drives Drawn15Pane: the action of each event, the name of each action.
enum Drawn15PaneDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn15PaneAction? {
        switch event {
        case .request("lookup", let values):
            return .lookup(text: String(model: values[0]), count: Int(model: values[1]))
        case .dismiss("lookup", _):
            return .dismissLookupError
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
    static func name(of action: Drawn15PaneAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn15PaneState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "lookupValue = \(state.lookupValue.model)",
            "lookupStatus = \(ObservedStatus.text(of: state.lookupStatus))",
        ]
        return lines
    }
}
