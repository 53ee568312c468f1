// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn08Row: every call waits on the board until the test answers it.
struct Drawn08RowTestService: Drawn08RowService {
    let board: CallBoard

    func submit(id: Int, ready: Bool) async throws {
        let reply = await board.call("Drawn08Row", "submit", [id.model, ready.model])
        return try reply.void()
    }
}

/// How the model test drives Drawn08Row: the action of each event, the name of each action.
enum Drawn08RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn08RowAction? {
        switch event {
        case .request("submit", _):
            return .submit
        case .force("submit", _):
            return .forceSubmit
        case .cancel("submit", _):
            return .cancelSubmit
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .set("page", let value):
            return .setPage(Int(model: value))
        case .set("ready", let value):
            return .readyChanged(Bool(model: value))
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn08RowAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn08RowState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "submitStatus = \(ObservedStatus.text(of: state.submitStatus))",
        ]
        return lines
    }
}
