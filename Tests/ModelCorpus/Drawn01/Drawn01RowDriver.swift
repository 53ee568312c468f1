// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn01Row: every call waits on the board until the test answers it.
struct Drawn01RowTestService: Drawn01RowService {
    let board: CallBoard

    func rate(count: Int, id: Int) async throws -> Item {
        let reply = await board.call("Drawn01Row", "rate", [count.model, id.model])
        return try reply.value(Item.self)
    }

    func lookup(id: Int, page: Int) async throws(ModelFailure) -> String {
        let reply = await board.call("Drawn01Row", "lookup", [id.model, page.model])
        return try reply.value(String.self)
    }
}

/// How the model test drives Drawn01Row: the action of each event, the name of each action.
enum Drawn01RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn01RowAction? {
        switch event {
        case .request("rate", let values):
            return .rate(count: Int(model: values[0]))
        case .force("rate", let values):
            return .forceRate(count: Int(model: values[0]))
        case .request("lookup", _):
            return .lookup
        case .dismiss("lookup", _):
            return .dismissLookupError
        case .startPolling("lookup", _):
            return .startPollingLookup
        case .stopPolling("lookup", _):
            return .stopPollingLookup
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
    static func name(of action: Drawn01RowAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn01RowState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "rateByKey = \(state.rateByKey.model)",
            "rateStatus = \(ObservedStatus.text(of: state.rateStatus))",
            "lookupStatus = \(ObservedStatus.text(of: state.lookupStatus))",
            "lookupInFlight = \(state.lookupInFlight)",
        ]
        return lines
    }
}
