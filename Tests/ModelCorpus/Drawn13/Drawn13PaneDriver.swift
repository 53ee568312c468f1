// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn13Pane: every call waits on the board until the test answers it.
struct Drawn13PaneTestService: Drawn13PaneService {
    let board: CallBoard

    func post(id: Int, page: Int) async throws -> [Item] {
        let reply = await board.call("Drawn13Pane", "post", [id.model, page.model])
        return try reply.value([Item].self)
    }

    func search() async throws -> Item {
        let reply = await board.call("Drawn13Pane", "search", [])
        return try reply.value(Item.self)
    }
}

/// How the model test drives Drawn13Pane: the action of each event, the name of each action.
enum Drawn13PaneDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn13PaneAction? {
        switch event {
        case .request("post", _):
            return .post
        case .cancel("post", _):
            return .cancelPost
        case .dismiss("post", _):
            return .dismissPostError
        case .request("search", _):
            return .search
        case .dismiss("search", _):
            return .dismissSearchError
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
    static func name(of action: Drawn13PaneAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn13PaneState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "postItems = \(state.postItems.model)",
            "searchValue = \(state.searchValue.model)",
            "postStatus = \(ObservedStatus.text(of: state.postStatus))",
            "searchStatus = \(ObservedStatus.text(of: state.searchStatus))",
        ]
        return lines
    }
}
