// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn04Pane: every call waits on the board until the test answers it.
struct Drawn04PaneTestService: Drawn04PaneService {
    let board: CallBoard

    func post(text: String, ref: Int) async throws(ModelFailure) -> [Item] {
        let reply = await board.call("Drawn04Pane", "post", [text.model, ref.model])
        return try reply.value([Item].self)
    }

    func search() async throws -> [Int] {
        let reply = await board.call("Drawn04Pane", "search", [])
        return try reply.value([Int].self)
    }
}

/// How the model test drives Drawn04Pane: the action of each event, the name of each action.
enum Drawn04PaneDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn04PaneAction? {
        switch event {
        case .request("post", let values):
            return .post(text: String(model: values[0]), ref: Int(model: values[1]))
        case .cancel("post", _):
            return .cancelPost
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
        case .set("query", let value):
            return .setQuery(String(model: value))
        case .set("ready", let value):
            return .setReady(Bool(model: value))
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn04PaneAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn04PaneState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "postItems = \(state.postItems.model)",
            "searchValue = \(state.searchValue.model)",
            "postStatus = \(ObservedStatus.text(of: state.postStatus))",
            "postError = \(ObservedStatus.text(of: state.postError))",
            "searchStatus = \(ObservedStatus.text(of: state.searchStatus))",
            "searchError = \(ObservedStatus.text(of: state.searchError))",
        ]
        return lines
    }
}
