// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn03Pane: every call waits on the board until the test answers it.
struct Drawn03PaneTestService: Drawn03PaneService {
    let board: CallBoard

    func upload(count: Int) async throws -> Int {
        let reply = await board.call("Drawn03Pane", "upload", [count.model])
        return try reply.value(Int.self)
    }
}

/// How the model test drives Drawn03Pane: the action of each event, the name of each action.
enum Drawn03PaneDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn03PaneAction? {
        switch event {
        case .request("upload", let values):
            return .upload(count: Int(model: values[0]))
        case .dismiss("upload", let key):
            return .dismissUploadError(count: Int(model: key!))
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
    static func name(of action: Drawn03PaneAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn03PaneState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "uploadByKey = \(state.uploadByKey.model)",
            "uploadStatus = \(ObservedStatus.text(of: state.uploadStatus))",
        ]
        return lines
    }
}
