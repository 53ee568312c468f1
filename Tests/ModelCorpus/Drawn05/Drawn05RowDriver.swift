// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn05Row: every call waits on the board until the test answers it.
struct Drawn05RowTestService: Drawn05RowService {
    let board: CallBoard

    func submit(text: String, id: Int) async throws(ModelFailure) -> Item {
        let reply = await board.call("Drawn05Row", "submit", [text.model, id.model])
        return try reply.value(Item.self)
    }

    func lookup(id: Int) async throws -> [Item] {
        let reply = await board.call("Drawn05Row", "lookup", [id.model])
        return try reply.value([Item].self)
    }
}

/// How the model test drives Drawn05Row: the action of each event, the name of each action.
enum Drawn05RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn05RowAction? {
        switch event {
        case .request("submit", let values):
            return .submit(text: String(model: values[0]))
        case .cancel("submit", _):
            return .cancelSubmit
        case .dismiss("submit", _):
            return .dismissSubmitError
        case .request("lookup", _):
            return .lookup
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
            "lookupValue = \(state.lookupValue.model)",
            "submitStatus = \(ObservedStatus.text(of: state.submitStatus))",
            "lookupStatus = \(ObservedStatus.text(of: state.lookupStatus))",
        ]
        return lines
    }
}
