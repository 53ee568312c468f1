// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn04Pane: every call waits on the board until the test answers it.
struct Drawn04PaneTestService: Drawn04PaneService {
    let board: CallBoard

    func upload() async throws(ModelFailure) -> String {
        let reply = await board.call("Drawn04Pane", "upload", [])
        return try reply.value(String.self)
    }

    func archive(text: String) async throws -> [Int] {
        let reply = await board.call("Drawn04Pane", "archive", [text.model])
        return try reply.value([Int].self)
    }
}

/// How the model test drives Drawn04Pane: the action of each event, the name of each action.
enum Drawn04PaneDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn04PaneAction? {
        switch event {
        case .request("upload", _):
            return .upload
        case .dismiss("upload", _):
            return .dismissUploadError
        case .request("archive", let values):
            return .archive(text: String(model: values[0]))
        case .cancel("archive", _):
            return .cancelArchive
        case .dismiss("archive", _):
            return .dismissArchiveError
        case .startPolling("archive", let values):
            return .startPollingArchive(text: String(model: values[0]))
        case .stopPolling("archive", _):
            return .stopPollingArchive
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
            "archiveItems = \(state.archiveItems.model)",
            "uploadStatus = \(ObservedStatus.text(of: state.uploadStatus))",
            "uploadInFlight = \(state.uploadInFlight)",
            "archiveStatus = \(ObservedStatus.text(of: state.archiveStatus))",
        ]
        return lines
    }
}
