// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn12Pane: every call waits on the board until the test answers it.
struct Drawn12PaneTestService: Drawn12PaneService {
    let board: CallBoard

    func rate() async throws(ModelFailure) -> [Item] {
        let reply = await board.call("Drawn12Pane", "rate", [])
        return try reply.value([Item].self)
    }

    func fetch(count: Int, id: Int, ready: Bool) async throws -> Int {
        let reply = await board.call("Drawn12Pane", "fetch", [count.model, id.model, ready.model])
        return try reply.value(Int.self)
    }
}

/// How the model test drives Drawn12Pane: the action of each event, the name of each action.
enum Drawn12PaneDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn12PaneAction? {
        switch event {
        case .request("rate", _):
            return .rate
        case .force("rate", _):
            return .forceRate
        case .cancel("rate", _):
            return .cancelRate
        case .dismiss("rate", _):
            return .dismissRateError
        case .request("fetch", let values):
            return .fetch(count: Int(model: values[0]))
        case .cancel("fetch", _):
            return .cancelFetch
        case .dismiss("fetch", _):
            return .dismissFetchError
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
    static func name(of action: Drawn12PaneAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn12PaneState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "rateValue = \(state.rateValue.model)",
            "fetchValue = \(state.fetchValue.model)",
            "rateStatus = \(ObservedStatus.text(of: state.rateStatus))",
            "fetchStatus = \(ObservedStatus.text(of: state.fetchStatus))",
            "fetchError = \(ObservedStatus.text(of: state.fetchError))",
        ]
        return lines
    }
}
