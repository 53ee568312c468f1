// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn06Pane: every call waits on the board until the test answers it.
struct Drawn06PaneTestService: Drawn06PaneService {
    let board: CallBoard

    func load() async throws -> Int {
        let reply = await board.call("Drawn06Pane", "load", [])
        return try reply.value(Int.self)
    }
}

/// How the model test drives Drawn06Pane: the action of each event, the name of each action.
enum Drawn06PaneDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn06PaneAction? {
        switch event {
        case .request("load", _):
            return .load
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
    static func name(of action: Drawn06PaneAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn06PaneState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "loadItems = \(state.loadItems.model)",
            "loadStatus = \(ObservedStatus.text(of: state.loadStatus))",
            "loadInFlight = \(state.loadInFlight)",
            "loadIsLoading = \(state.loadIsLoading)",
        ]
        return lines
    }
}
