// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn05Pane: every call waits on the board until the test answers it.
struct Drawn05PaneTestService: Drawn05PaneService {
    let board: CallBoard

    func send(_ value: String, query: String) async throws(ModelFailure) -> [Int] {
        let reply = await board.call("Drawn05Pane", "send", [value.model, query.model])
        return try reply.value([Int].self)
    }

    func post(_ value: Int, id: Int) async throws -> Int {
        let reply = await board.call("Drawn05Pane", "post", [value.model, id.model])
        return try reply.value(Int.self)
    }
}

/// How the model test drives Drawn05Pane: the action of each event, the name of each action.
enum Drawn05PaneDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn05PaneAction? {
        switch event {
        case .request("send", let values):
            return .send(String(model: values[0]))
        case .request("post", let values):
            return .post(Int(model: values[0]))
        case .force("post", let values):
            return .forcePost(Int(model: values[0]))
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
            "sendValue = \(state.sendValue.model)",
            "postValue = \(state.postValue.model)",
            "sendStatus = \(ObservedStatus.text(of: state.sendStatus))",
            "postStatus = \(ObservedStatus.text(of: state.postStatus))",
            "postError = \(ObservedStatus.text(of: state.postError))",
        ]
        return lines
    }
}
