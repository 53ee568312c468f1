// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn13: every call waits on the board until the test answers it.
struct Drawn13TestService: Drawn13Service {
    let board: CallBoard

    func save(_ value: Int, query: String) async throws(ModelFailure) -> [Item] {
        let reply = await board.call("Drawn13", "save", [value.model, query.model])
        return try reply.value([Item].self)
    }

    func search(text: String, page: Int) async throws -> Int {
        let reply = await board.call("Drawn13", "search", [text.model, page.model])
        return try reply.value(Int.self)
    }

    func upload(text: String, page: Int, query: String) async throws(ModelFailure) -> Item {
        let reply = await board.call("Drawn13", "upload", [text.model, page.model, query.model])
        return try reply.value(Item.self)
    }

    func sync(text: String) async throws -> Item {
        let reply = await board.call("Drawn13", "sync", [text.model])
        return try reply.value(Item.self)
    }

    func updates() -> AsyncThrowingStream<Int, any Error> {
        board.stream("Drawn13", "updates")
    }
}

/// How the model test drives Drawn13: the action of each event, the name of each action.
enum Drawn13Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn13Action? {
        switch event {
        case .request("save", let values):
            return .save(Int(model: values[0]))
        case .cancel("save", _):
            return .cancelSave
        case .startPolling("save", let values):
            return .startPollingSave(Int(model: values[0]))
        case .stopPolling("save", _):
            return .stopPollingSave
        case .request("search", let values):
            return .search(text: String(model: values[0]))
        case .force("search", let values):
            return .forceSearch(text: String(model: values[0]))
        case .request("upload", let values):
            return .upload(text: String(model: values[0]))
        case .cancel("upload", let key):
            return .cancelUpload(text: String(model: key!))
        case .request("sync", let values):
            return .sync(text: String(model: values[0]))
        case .startPolling("sync", let values):
            return .startPollingSync(text: String(model: values[0]))
        case .stopPolling("sync", _):
            return .stopPollingSync
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .startStream:
            return .startUpdates
        case .stopStream:
            return .stopUpdates
        case .nudge(let ref, let text):
            return .nudge(ref: Int(model: ref), text: String(model: text))
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
    static func name(of action: Drawn13Action) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn13State) -> [String] {
        let lines = [
            "query = \(state.query.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "saveItems = \(state.saveItems.model)",
            "searchByKey = \(state.searchByKey.model)",
            "uploadByKey = \(state.uploadByKey.model)",
            "syncItems = \(state.syncItems.model)",
            "updatesItems = \(state.updatesItems.model)",
            "updatesFailures = \(state.updatesFailures.model)",
            "saveStatus = \(ObservedStatus.text(of: state.saveStatus))",
            "saveInFlight = \(state.saveInFlight)",
            "searchStatus = \(ObservedStatus.text(of: state.searchStatus))",
            "uploadStatus = \(ObservedStatus.text(of: state.uploadStatus))",
            "uploadError = \(ObservedStatus.text(of: state.uploadError))",
            "syncStatus = \(ObservedStatus.text(of: state.syncStatus))",
            "updatesActive = \(state.updatesActive)",
        ]
        return lines
    }
}

/// The store of Drawn13, its service waiting on the board and its clock a test clock.
@MainActor
final class Drawn13Harness: FeatureHarness {
    private let driver: StoreDriver<Drawn13State, Drawn13Action>

    init(board: CallBoard) {
        driver = StoreDriver(
            initialState: Drawn13State(),
            reducer: Drawn13Reducer.reduce,
            name: Drawn13Driver.name(of:),
            middlewares: [Drawn13Loader(service: Drawn13TestService(board: board)).middleware])
    }

    func send(_ event: FeatureEvent) -> Bool {
        guard let action = Drawn13Driver.action(for: event) else { return false }
        driver.store.dispatch(action)
        return true
    }

    var stateLines: [String] { Drawn13Driver.lines(of: driver.store.state) }
    var dispatched: [String] { driver.dispatched }
    var deadlines: [Int] { driver.deadlines }
    var sleepsBegun: Int { driver.clock.sleepsBegun }
    func advance(to milliseconds: Int) async { await driver.advance(to: milliseconds) }
}
