// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn11: every call waits on the board until the test answers it.
struct Drawn11TestService: Drawn11Service {
    let board: CallBoard

    func upload(page: Int) async throws(ModelFailure) -> Item {
        let reply = await board.call("Drawn11", "upload", [page.model])
        return try reply.value(Item.self)
    }

    func save(_ value: Int, query: String, ready: Bool) async throws -> Item {
        let reply = await board.call("Drawn11", "save", [value.model, query.model, ready.model])
        return try reply.value(Item.self)
    }

    func archive(count: Int) async throws -> String {
        let reply = await board.call("Drawn11", "archive", [count.model])
        return try reply.value(String.self)
    }

    func search(count: Int, query: String, ready: Bool) async throws -> [Int] {
        let reply = await board.call("Drawn11", "search", [count.model, query.model, ready.model])
        return try reply.value([Int].self)
    }
}

/// How the model test drives Drawn11: the action of each event, the name of each action.
enum Drawn11Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn11Action? {
        switch event {
        case .request("upload", _):
            return .upload
        case .request("save", let values):
            return .save(Int(model: values[0]))
        case .startPolling("save", let values):
            return .startPollingSave(Int(model: values[0]))
        case .stopPolling("save", _):
            return .stopPollingSave
        case .request("archive", let values):
            return .archive(count: Int(model: values[0]))
        case .force("archive", let values):
            return .forceArchive(count: Int(model: values[0]))
        case .dismiss("archive", let key):
            return .dismissArchiveError(count: Int(model: key!))
        case .request("search", let values):
            return .search(count: Int(model: values[0]))
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
    static func name(of action: Drawn11Action) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn11State) -> [String] {
        let lines = [
            "query = \(state.query.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "uploadValue = \(state.uploadValue.model)",
            "saveValue = \(state.saveValue.model)",
            "searchValue = \(state.searchValue.model)",
            "uploadStatus = \(ObservedStatus.text(of: state.uploadStatus))",
            "uploadInFlight = \(state.uploadInFlight)",
            "saveStatus = \(ObservedStatus.text(of: state.saveStatus))",
            "archiveStatus = \(ObservedStatus.text(of: state.archiveStatus))",
            "searchStatus = \(ObservedStatus.text(of: state.searchStatus))",
            "searchInFlight = \(state.searchInFlight)",
        ]
        return lines
    }
}

/// The store of Drawn11, its service waiting on the board and its clock a test clock.
@MainActor
final class Drawn11Harness: FeatureHarness {
    private let driver: StoreDriver<Drawn11State, Drawn11Action>

    init(board: CallBoard) {
        driver = StoreDriver(
            initialState: Drawn11State(),
            reducer: Drawn11Reducer.reduce,
            name: Drawn11Driver.name(of:),
            middlewares: [Drawn11Loader(service: Drawn11TestService(board: board)).middleware])
    }

    func send(_ event: FeatureEvent) -> Bool {
        guard let action = Drawn11Driver.action(for: event) else { return false }
        driver.store.dispatch(action)
        return true
    }

    var stateLines: [String] { Drawn11Driver.lines(of: driver.store.state) }
    var dispatched: [String] { driver.dispatched }
    var deadlines: [Int] { driver.deadlines }
    var sleepsBegun: Int { driver.clock.sleepsBegun }
    func advance(to milliseconds: Int) async { await driver.advance(to: milliseconds) }
}
