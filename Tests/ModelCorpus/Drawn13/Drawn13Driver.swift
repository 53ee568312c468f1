// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn13: every call waits on the board until the test answers it.
struct Drawn13TestService: Drawn13Service {
    let board: CallBoard

    func save() async throws(ModelFailure) -> [Item] {
        let reply = await board.call("Drawn13", "save", [])
        return try reply.value([Item].self)
    }

    func load(ref: Int, count: Int) async throws(ModelFailure) -> String {
        let reply = await board.call("Drawn13", "load", [ref.model, count.model])
        return try reply.value(String.self)
    }

    func upload(count: Int) async throws -> Item {
        let reply = await board.call("Drawn13", "upload", [count.model])
        return try reply.value(Item.self)
    }

    func fetch() async throws {
        let reply = await board.call("Drawn13", "fetch", [])
        return try reply.void()
    }
}

/// How the model test drives Drawn13: the action of each event, the name of each action.
enum Drawn13Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn13Action? {
        switch event {
        case .request("save", _):
            return .save
        case .request("load", let values):
            return .load(ref: Int(model: values[0]), count: Int(model: values[1]))
        case .dismiss("load", let key):
            return .dismissLoadError(ref: Int(model: key!))
        case .request("upload", let values):
            return .upload(count: Int(model: values[0]))
        case .cancel("upload", let key):
            return .cancelUpload(count: Int(model: key!))
        case .request("fetch", _):
            return .fetch
        case .dismiss("fetch", _):
            return .dismissFetchError
        case .startPolling("fetch", _):
            return .startPollingFetch
        case .stopPolling("fetch", _):
            return .stopPollingFetch
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .nudge(let ref, let text):
            return .nudge(ref: Int(model: ref), text: String(model: text))
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
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "saveItems = \(state.saveItems.model)",
            "loadByKey = \(state.loadByKey.model)",
            "uploadByKey = \(state.uploadByKey.model)",
            "saveStatus = \(ObservedStatus.text(of: state.saveStatus))",
            "saveInFlight = \(state.saveInFlight)",
            "saveError = \(ObservedStatus.text(of: state.saveError))",
            "loadStatus = \(ObservedStatus.text(of: state.loadStatus))",
            "uploadStatus = \(ObservedStatus.text(of: state.uploadStatus))",
            "fetchStatus = \(ObservedStatus.text(of: state.fetchStatus))",
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
