// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn10Pane: every call waits on the board until the test answers it.
struct Drawn10PaneTestService: Drawn10PaneService {
    let board: CallBoard

    func sync(id: Int) async throws -> Int {
        let reply = await board.call("Drawn10Pane", "sync", [id.model])
        return try reply.value(Int.self)
    }
}

/// How the model test drives Drawn10Pane: the action of each event, the name of each action.
enum Drawn10PaneDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn10PaneAction? {
        switch event {
        case .request("sync", _):
            return .sync
        case .dismiss("sync", _):
            return .dismissSyncError
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
    static func name(of action: Drawn10PaneAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn10PaneState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "syncItems = \(state.syncItems.model)",
            "syncStatus = \(ObservedStatus.text(of: state.syncStatus))",
            "syncInFlight = \(state.syncInFlight)",
        ]
        return lines
    }
}
