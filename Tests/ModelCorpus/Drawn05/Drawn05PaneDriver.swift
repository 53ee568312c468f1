// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn05Pane: every call waits on the board until the test answers it.
struct Drawn05PaneTestService: Drawn05PaneService {
    let board: CallBoard

    func submit(ready: Bool) async throws {
        let reply = await board.call("Drawn05Pane", "submit", [ready.model])
        return try reply.void()
    }

    func load(count: Int, text: String, ready: Bool) async throws(ModelFailure) -> String {
        let reply = await board.call("Drawn05Pane", "load", [count.model, text.model, ready.model])
        return try reply.value(String.self)
    }
}

/// How the model test drives Drawn05Pane: the action of each event, the name of each action.
enum Drawn05PaneDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn05PaneAction? {
        switch event {
        case .request("submit", _):
            return .submit
        case .dismiss("submit", _):
            return .dismissSubmitError
        case .request("load", let values):
            return .load(count: Int(model: values[0]), text: String(model: values[1]))
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
    static func name(of action: Drawn05PaneAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn05PaneState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "submitStatus = \(ObservedStatus.text(of: state.submitStatus))",
            "submitError = \(ObservedStatus.text(of: state.submitError))",
            "loadStatus = \(ObservedStatus.text(of: state.loadStatus))",
            "loadInFlight = \(state.loadInFlight)",
        ]
        return lines
    }
}
