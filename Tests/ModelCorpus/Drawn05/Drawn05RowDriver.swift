// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn05Row: every call waits on the board until the test answers it.
struct Drawn05RowTestService: Drawn05RowService {
    let board: CallBoard

    func submit(text: String, count: Int, id: Int, page: Int, ready: Bool) async throws(ModelFailure) -> Int {
        let reply = await board.call("Drawn05Row", "submit", [text.model, count.model, id.model, page.model, ready.model])
        return try reply.value(Int.self)
    }
}

/// How the model test drives Drawn05Row: the action of each event, the name of each action.
enum Drawn05RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn05RowAction? {
        switch event {
        case .request("submit", let values):
            return .submit(text: String(model: values[0]), count: Int(model: values[1]))
        case .dismiss("submit", _):
            return .dismissSubmitError
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
    static func name(of action: Drawn05RowAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn05RowState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "submitItems = \(state.submitItems.model)",
            "submitStatus = \(ObservedStatus.text(of: state.submitStatus))",
            "submitIsLoading = \(state.submitIsLoading)",
        ]
        return lines
    }
}
