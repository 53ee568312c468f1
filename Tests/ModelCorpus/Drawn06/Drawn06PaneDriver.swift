// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn06Pane: every call waits on the board until the test answers it.
struct Drawn06PaneTestService: Drawn06PaneService {
    let board: CallBoard

    func fetch(ref: Int) async throws -> String {
        let reply = await board.call("Drawn06Pane", "fetch", [ref.model])
        return try reply.value(String.self)
    }

    func load(ref: Int) async throws -> String {
        let reply = await board.call("Drawn06Pane", "load", [ref.model])
        return try reply.value(String.self)
    }
}

/// How the model test drives Drawn06Pane: the action of each event, the name of each action.
enum Drawn06PaneDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn06PaneAction? {
        switch event {
        case .request("fetch", let values):
            return .fetch(ref: Int(model: values[0]))
        case .cancel("fetch", let key):
            return .cancelFetch(ref: Int(model: key!))
        case .request("load", let values):
            return .load(ref: Int(model: values[0]))
        case .dismiss("load", let key):
            return .dismissLoadError(ref: Int(model: key!))
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .nudge(let ref, let text):
            return .nudge(ref: Int(model: ref), text: String(model: text))
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
            "fetchByKey = \(state.fetchByKey.model)",
            "loadByKey = \(state.loadByKey.model)",
            "fetchStatus = \(ObservedStatus.text(of: state.fetchStatus))",
            "loadStatus = \(ObservedStatus.text(of: state.loadStatus))",
        ]
        return lines
    }
}
