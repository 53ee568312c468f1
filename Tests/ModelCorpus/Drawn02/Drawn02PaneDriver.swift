// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn02Pane: every call waits on the board until the test answers it.
struct Drawn02PaneTestService: Drawn02PaneService {
    let board: CallBoard

    func archive(ref: Int, ready: Bool, page: Int) async throws {
        let reply = await board.call("Drawn02Pane", "archive", [ref.model, ready.model, page.model])
        return try reply.void()
    }

    func load(page: Int) async throws -> Int {
        let reply = await board.call("Drawn02Pane", "load", [page.model])
        return try reply.value(Int.self)
    }
}

/// How the model test drives Drawn02Pane: the action of each event, the name of each action.
enum Drawn02PaneDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn02PaneAction? {
        switch event {
        case .request("archive", let values):
            return .archive(ref: Int(model: values[0]))
        case .cancel("archive", let key):
            return .cancelArchive(ref: Int(model: key!))
        case .request("load", _):
            return .load
        case .dismiss("load", _):
            return .dismissLoadError
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
    static func name(of action: Drawn02PaneAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn02PaneState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "loadItems = \(state.loadItems.model)",
            "archiveStatus = \(ObservedStatus.text(of: state.archiveStatus))",
            "loadStatus = \(ObservedStatus.text(of: state.loadStatus))",
        ]
        return lines
    }
}
