// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn07Pane: every call waits on the board until the test answers it.
struct Drawn07PaneTestService: Drawn07PaneService {
    let board: CallBoard

    func archive() async throws -> Int {
        let reply = await board.call("Drawn07Pane", "archive", [])
        return try reply.value(Int.self)
    }

    func send(ready: Bool, page: Int) async throws -> Item {
        let reply = await board.call("Drawn07Pane", "send", [ready.model, page.model])
        return try reply.value(Item.self)
    }
}

/// How the model test drives Drawn07Pane: the action of each event, the name of each action.
enum Drawn07PaneDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn07PaneAction? {
        switch event {
        case .request("archive", _):
            return .archive
        case .dismiss("archive", _):
            return .dismissArchiveError
        case .request("send", _):
            return .send
        case .force("send", _):
            return .forceSend
        case .dismiss("send", _):
            return .dismissSendError
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
    static func name(of action: Drawn07PaneAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn07PaneState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "archiveValue = \(state.archiveValue.model)",
            "sendItems = \(state.sendItems.model)",
            "archiveStatus = \(ObservedStatus.text(of: state.archiveStatus))",
            "sendStatus = \(ObservedStatus.text(of: state.sendStatus))",
        ]
        return lines
    }
}
