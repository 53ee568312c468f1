// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn01Row: every call waits on the board until the test answers it.
struct Drawn01RowTestService: Drawn01RowService {
    let board: CallBoard

    func rate(ref: Int, text: String, id: Int, page: Int) async throws(ModelFailure) -> Int {
        let reply = await board.call("Drawn01Row", "rate", [ref.model, text.model, id.model, page.model])
        return try reply.value(Int.self)
    }

    func sync(text: String, ref: Int, id: Int, ready: Bool) async throws {
        let reply = await board.call("Drawn01Row", "sync", [text.model, ref.model, id.model, ready.model])
        return try reply.void()
    }
}

/// How the model test drives Drawn01Row: the action of each event, the name of each action.
enum Drawn01RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn01RowAction? {
        switch event {
        case .request("rate", let values):
            return .rate(ref: Int(model: values[0]), text: String(model: values[1]))
        case .force("rate", let values):
            return .forceRate(ref: Int(model: values[0]), text: String(model: values[1]))
        case .cancel("rate", let key):
            return .cancelRate(ref: Int(model: key!))
        case .request("sync", let values):
            return .sync(text: String(model: values[0]), ref: Int(model: values[1]))
        case .cancel("sync", _):
            return .cancelSync
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
            "syncStatus = \(ObservedStatus.text(of: state.syncStatus))",
        ]
        return lines
    }
}
