// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn03Row: every call waits on the board until the test answers it.
struct Drawn03RowTestService: Drawn03RowService {
    let board: CallBoard

    func load(id: Int) async throws {
        let reply = await board.call("Drawn03Row", "load", [id.model])
        return try reply.void()
    }

    func upload(id: Int, page: Int) async throws(ModelFailure) -> [Int] {
        let reply = await board.call("Drawn03Row", "upload", [id.model, page.model])
        return try reply.value([Int].self)
    }
}

/// How the model test drives Drawn03Row: the action of each event, the name of each action.
enum Drawn03RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn03RowAction? {
        switch event {
        case .request("load", _):
            return .load
        case .request("upload", _):
            return .upload
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
    static func name(of action: Drawn03RowAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn03RowState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "uploadValue = \(state.uploadValue.model)",
            "loadStatus = \(ObservedStatus.text(of: state.loadStatus))",
            "uploadStatus = \(ObservedStatus.text(of: state.uploadStatus))",
        ]
        return lines
    }
}
