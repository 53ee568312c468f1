// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn09Pane: every call waits on the board until the test answers it.
struct Drawn09PaneTestService: Drawn09PaneService {
    let board: CallBoard

    func load(text: String) async throws -> Int {
        let reply = await board.call("Drawn09Pane", "load", [text.model])
        return try reply.value(Int.self)
    }

    func fetch(count: Int) async throws -> [Item] {
        let reply = await board.call("Drawn09Pane", "fetch", [count.model])
        return try reply.value([Item].self)
    }
}

/// How the model test drives Drawn09Pane: the action of each event, the name of each action.
enum Drawn09PaneDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn09PaneAction? {
        switch event {
        case .request("load", let values):
            return .load(text: String(model: values[0]))
        case .dismiss("load", _):
            return .dismissLoadError
        case .request("fetch", let values):
            return .fetch(count: Int(model: values[0]))
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
    static func name(of action: Drawn09PaneAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn09PaneState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "loadItems = \(state.loadItems.model)",
            "fetchItems = \(state.fetchItems.model)",
            "loadStatus = \(ObservedStatus.text(of: state.loadStatus))",
            "fetchStatus = \(ObservedStatus.text(of: state.fetchStatus))",
        ]
        return lines
    }
}
