// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn04Pane: every call waits on the board until the test answers it.
struct Drawn04PaneTestService: Drawn04PaneService {
    let board: CallBoard

    func post(ref: Int, page: Int) async throws(ModelFailure) {
        let reply = await board.call("Drawn04Pane", "post", [ref.model, page.model])
        return try reply.void()
    }

    func submit() async throws -> Item {
        let reply = await board.call("Drawn04Pane", "submit", [])
        return try reply.value(Item.self)
    }
}

/// How the model test drives Drawn04Pane: the action of each event, the name of each action.
enum Drawn04PaneDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn04PaneAction? {
        switch event {
        case .request("post", let values):
            return .post(ref: Int(model: values[0]))
        case .cancel("post", _):
            return .cancelPost
        case .request("submit", _):
            return .submit
        case .dismiss("submit", _):
            return .dismissSubmitError
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
    static func name(of action: Drawn04PaneAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn04PaneState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "submitItems = \(state.submitItems.model)",
            "postStatus = \(ObservedStatus.text(of: state.postStatus))",
            "submitStatus = \(ObservedStatus.text(of: state.submitStatus))",
            "submitInFlight = \(state.submitInFlight)",
        ]
        return lines
    }
}
