// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn01Pane: every call waits on the board until the test answers it.
struct Drawn01PaneTestService: Drawn01PaneService {
    let board: CallBoard

    func submit(count: Int, text: String, page: Int, ready: Bool) async throws(ModelFailure) -> [Int] {
        let reply = await board.call("Drawn01Pane", "submit", [count.model, text.model, page.model, ready.model])
        return try reply.value([Int].self)
    }

    func rate() async throws -> [Int] {
        let reply = await board.call("Drawn01Pane", "rate", [])
        return try reply.value([Int].self)
    }
}

/// How the model test drives Drawn01Pane: the action of each event, the name of each action.
enum Drawn01PaneDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn01PaneAction? {
        switch event {
        case .request("submit", let values):
            return .submit(count: Int(model: values[0]), text: String(model: values[1]))
        case .request("rate", _):
            return .rate
        case .cancel("rate", _):
            return .cancelRate
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
    static func name(of action: Drawn01PaneAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn01PaneState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "submitValue = \(state.submitValue.model)",
            "rateItems = \(state.rateItems.model)",
            "submitStatus = \(ObservedStatus.text(of: state.submitStatus))",
            "rateStatus = \(ObservedStatus.text(of: state.rateStatus))",
            "rateError = \(ObservedStatus.text(of: state.rateError))",
        ]
        return lines
    }
}
