// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn07Pane: every call waits on the board until the test answers it.
struct Drawn07PaneTestService: Drawn07PaneService {
    let board: CallBoard

    func upload(ref: Int, count: Int, query: String, ready: Bool) async throws(ModelFailure) -> Int {
        let reply = await board.call("Drawn07Pane", "upload", [ref.model, count.model, query.model, ready.model])
        return try reply.value(Int.self)
    }

    func rate() async throws -> Item {
        let reply = await board.call("Drawn07Pane", "rate", [])
        return try reply.value(Item.self)
    }
}

/// How the model test drives Drawn07Pane: the action of each event, the name of each action.
enum Drawn07PaneDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn07PaneAction? {
        switch event {
        case .request("upload", let values):
            return .upload(ref: Int(model: values[0]), count: Int(model: values[1]))
        case .request("rate", _):
            return .rate
        case .dismiss("rate", _):
            return .dismissRateError
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
    static func name(of action: Drawn07PaneAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn07PaneState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "uploadItems = \(state.uploadItems.model)",
            "rateItems = \(state.rateItems.model)",
            "uploadStatus = \(ObservedStatus.text(of: state.uploadStatus))",
            "uploadInFlight = \(state.uploadInFlight)",
            "rateStatus = \(ObservedStatus.text(of: state.rateStatus))",
            "rateInFlight = \(state.rateInFlight)",
            "rateFailed = \(state.ratePredictions.failed.model)",
        ]
        return lines
    }
}
