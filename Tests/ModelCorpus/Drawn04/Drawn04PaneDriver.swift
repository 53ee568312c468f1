// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn04Pane: every call waits on the board until the test answers it.
struct Drawn04PaneTestService: Drawn04PaneService {
    let board: CallBoard

    func save(count: Int, ref: Int, page: Int) async throws(ModelFailure) -> Item {
        let reply = await board.call("Drawn04Pane", "save", [count.model, ref.model, page.model])
        return try reply.value(Item.self)
    }

    func archive(count: Int, ref: Int, ready: Bool) async throws(ModelFailure) -> [Item] {
        let reply = await board.call("Drawn04Pane", "archive", [count.model, ref.model, ready.model])
        return try reply.value([Item].self)
    }
}

/// How the model test drives Drawn04Pane: the action of each event, the name of each action.
enum Drawn04PaneDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn04PaneAction? {
        switch event {
        case .request("save", let values):
            return .save(count: Int(model: values[0]), ref: Int(model: values[1]))
        case .cancel("save", let key):
            return .cancelSave(count: Int(model: key!))
        case .request("archive", let values):
            return .archive(count: Int(model: values[0]), ref: Int(model: values[1]))
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
    static func name(of action: Drawn04PaneAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn04PaneState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "saveByKey = \(state.saveByKey.model)",
            "archiveValue = \(state.archiveValue.model)",
            "saveStatus = \(ObservedStatus.text(of: state.saveStatus))",
            "saveError = \(ObservedStatus.text(of: state.saveError))",
            "archiveStatus = \(ObservedStatus.text(of: state.archiveStatus))",
        ]
        return lines
    }
}
