// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn03Row: every call waits on the board until the test answers it.
struct Drawn03RowTestService: Drawn03RowService {
    let board: CallBoard

    func submit(id: Int, page: Int) async throws(ModelFailure) -> String {
        let reply = await board.call("Drawn03Row", "submit", [id.model, page.model])
        return try reply.value(String.self)
    }

    func rate(id: Int, ready: Bool) async throws {
        let reply = await board.call("Drawn03Row", "rate", [id.model, ready.model])
        return try reply.void()
    }
}

/// How the model test drives Drawn03Row: the action of each event, the name of each action.
enum Drawn03RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn03RowAction? {
        switch event {
        case .request("submit", _):
            return .submit
        case .force("submit", _):
            return .forceSubmit
        case .request("rate", _):
            return .rate
        case .startPolling("rate", _):
            return .startPollingRate
        case .stopPolling("rate", _):
            return .stopPollingRate
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
    static func name(of action: Drawn03RowAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn03RowState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "submitValue = \(state.submitValue.model)",
            "submitStatus = \(ObservedStatus.text(of: state.submitStatus))",
            "rateStatus = \(ObservedStatus.text(of: state.rateStatus))",
            "rateInFlight = \(state.rateInFlight)",
            "rateError = \(ObservedStatus.text(of: state.rateError))",
        ]
        return lines
    }
}
