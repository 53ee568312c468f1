// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn12Pane: every call waits on the board until the test answers it.
struct Drawn12PaneTestService: Drawn12PaneService {
    let board: CallBoard

    func rate(ref: Int) async throws -> Item {
        let reply = await board.call("Drawn12Pane", "rate", [ref.model])
        return try reply.value(Item.self)
    }
}

/// How the model test drives Drawn12Pane: the action of each event, the name of each action.
enum Drawn12PaneDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn12PaneAction? {
        switch event {
        case .request("rate", let values):
            return .rate(ref: Int(model: values[0]))
        case .force("rate", let values):
            return .forceRate(ref: Int(model: values[0]))
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
    static func name(of action: Drawn12PaneAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn12PaneState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "rateItems = \(state.rateItems.model)",
            "rateStatus = \(ObservedStatus.text(of: state.rateStatus))",
        ]
        return lines
    }
}
