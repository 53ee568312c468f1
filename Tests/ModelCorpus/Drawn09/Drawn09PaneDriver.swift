// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn09Pane: every call waits on the board until the test answers it.
struct Drawn09PaneTestService: Drawn09PaneService {
    let board: CallBoard

    func send() async throws -> [Item] {
        let reply = await board.call("Drawn09Pane", "send", [])
        return try reply.value([Item].self)
    }

    func rate() async throws -> [Int] {
        let reply = await board.call("Drawn09Pane", "rate", [])
        return try reply.value([Int].self)
    }
}

/// How the model test drives Drawn09Pane: the action of each event, the name of each action.
enum Drawn09PaneDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn09PaneAction? {
        switch event {
        case .request("send", _):
            return .send
        case .request("rate", _):
            return .rate
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
    static func name(of action: Drawn09PaneAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn09PaneState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "sendItems = \(state.sendItems.model)",
            "rateItems = \(state.rateItems.model)",
            "sendStatus = \(ObservedStatus.text(of: state.sendStatus))",
            "rateStatus = \(ObservedStatus.text(of: state.rateStatus))",
            "rateInFlight = \(state.rateInFlight)",
        ]
        return lines
    }
}
