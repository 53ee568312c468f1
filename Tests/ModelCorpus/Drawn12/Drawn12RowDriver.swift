// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn12Row: every call waits on the board until the test answers it.
struct Drawn12RowTestService: Drawn12RowService {
    let board: CallBoard

    func post(ref: Int, text: String, id: Int, ready: Bool, page: Int) async throws(ModelFailure) {
        let reply = await board.call("Drawn12Row", "post", [ref.model, text.model, id.model, ready.model, page.model])
        return try reply.void()
    }

    func rate(_ value: Int, id: Int) async throws -> [Int] {
        let reply = await board.call("Drawn12Row", "rate", [value.model, id.model])
        return try reply.value([Int].self)
    }
}

/// How the model test drives Drawn12Row: the action of each event, the name of each action.
enum Drawn12RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn12RowAction? {
        switch event {
        case .request("post", let values):
            return .post(ref: Int(model: values[0]), text: String(model: values[1]))
        case .dismiss("post", _):
            return .dismissPostError
        case .startPolling("post", let values):
            return .startPollingPost(ref: Int(model: values[0]), text: String(model: values[1]))
        case .stopPolling("post", _):
            return .stopPollingPost
        case .request("rate", let values):
            return .rate(Int(model: values[0]))
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
    static func name(of action: Drawn12RowAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn12RowState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "rateItems = \(state.rateItems.model)",
            "postStatus = \(ObservedStatus.text(of: state.postStatus))",
            "postInFlight = \(state.postInFlight)",
            "rateStatus = \(ObservedStatus.text(of: state.rateStatus))",
            "rateInFlight = \(state.rateInFlight)",
            "rateFailed = \(state.ratePredictions.failed.model)",
        ]
        return lines
    }
}
