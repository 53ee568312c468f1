// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn12: every call waits on the board until the test answers it.
struct Drawn12TestService: Drawn12Service {
    let board: CallBoard

    func rate(_ value: String) async throws -> [Item] {
        let reply = await board.call("Drawn12", "rate", [value.model])
        return try reply.value([Item].self)
    }

    func upload(text: String, count: Int, query: String) async throws -> Item {
        let reply = await board.call("Drawn12", "upload", [text.model, count.model, query.model])
        return try reply.value(Item.self)
    }

    func archive() async throws -> [Item] {
        let reply = await board.call("Drawn12", "archive", [])
        return try reply.value([Item].self)
    }

    func load(_ value: Int) async throws -> [Item] {
        let reply = await board.call("Drawn12", "load", [value.model])
        return try reply.value([Item].self)
    }
}

/// How the model test drives Drawn12: the action of each event, the name of each action.
enum Drawn12Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn12Action? {
        switch event {
        case .request("rate", let values):
            return .rate(String(model: values[0]))
        case .request("upload", let values):
            return .upload(text: String(model: values[0]), count: Int(model: values[1]))
        case .dismiss("upload", _):
            return .dismissUploadError
        case .request("archive", _):
            return .archive
        case .startPolling("archive", _):
            return .startPollingArchive
        case .stopPolling("archive", _):
            return .stopPollingArchive
        case .request("load", let values):
            return .load(Int(model: values[0]))
        case .cancel("load", _):
            return .cancelLoad
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .set("query", let value):
            return .setQuery(String(model: value))
        case .set("page", let value):
            return .setPage(Int(model: value))
        case .set("ready", let value):
            return .setReady(Bool(model: value))
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn12Action) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn12State) -> [String] {
        let lines = [
            "query = \(state.query.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "rateItems = \(state.rateItems.model)",
            "uploadItems = \(state.uploadItems.model)",
            "archiveItems = \(state.archiveItems.model)",
            "loadItems = \(state.loadItems.model)",
            "rateStatus = \(ObservedStatus.text(of: state.rateStatus))",
            "rateInFlight = \(state.rateInFlight)",
            "uploadStatus = \(ObservedStatus.text(of: state.uploadStatus))",
            "uploadInFlight = \(state.uploadInFlight)",
            "archiveStatus = \(ObservedStatus.text(of: state.archiveStatus))",
            "loadStatus = \(ObservedStatus.text(of: state.loadStatus))",
            "loadInFlight = \(state.loadInFlight)",
        ]
        return lines
    }
}

/// The store of Drawn12, its service waiting on the board and its clock a test clock.
@MainActor
final class Drawn12Harness: FeatureHarness {
    private let driver: StoreDriver<Drawn12State, Drawn12Action>

    init(board: CallBoard) {
        driver = StoreDriver(
            initialState: Drawn12State(),
            reducer: Drawn12Reducer.reduce,
            name: Drawn12Driver.name(of:),
            middlewares: [Drawn12Loader(service: Drawn12TestService(board: board)).middleware])
    }

    func send(_ event: FeatureEvent) -> Bool {
        guard let action = Drawn12Driver.action(for: event) else { return false }
        driver.store.dispatch(action)
        return true
    }

    var stateLines: [String] { Drawn12Driver.lines(of: driver.store.state) }
    var dispatched: [String] { driver.dispatched }
    var deadlines: [Int] { driver.deadlines }
    var sleepsBegun: Int { driver.clock.sleepsBegun }
    func advance(to milliseconds: Int) async { await driver.advance(to: milliseconds) }
}
