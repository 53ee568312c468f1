// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn07Pane: every call waits on the board until the test answers it.
struct Drawn07PaneTestService: Drawn07PaneService {
    let board: CallBoard

    func post(id: Int) async throws(ModelFailure) -> [Item] {
        let reply = await board.call("Drawn07Pane", "post", [id.model])
        return try reply.value([Item].self)
    }
}

/// How the model test drives Drawn07Pane: the action of each event, the name of each action.
enum Drawn07PaneDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn07PaneAction? {
        switch event {
        case .request("post", _):
            return .post
        case .dismiss("post", _):
            return .dismissPostError
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
    static func name(of action: Drawn07PaneAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn07PaneState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "postItems = \(state.postItems.model)",
            "postStatus = \(ObservedStatus.text(of: state.postStatus))",
        ]
        return lines
    }
}
