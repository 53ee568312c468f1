// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn11: every call waits on the board until the test answers it.
struct Drawn11TestService: Drawn11Service {
    let board: CallBoard

    func lookup() async throws -> String {
        let reply = await board.call("Drawn11", "lookup", [])
        return try reply.value(String.self)
    }

    func rate(count: Int) async throws -> [Item] {
        let reply = await board.call("Drawn11", "rate", [count.model])
        return try reply.value([Item].self)
    }

    func upload(text: String, count: Int) async throws -> [Item] {
        let reply = await board.call("Drawn11", "upload", [text.model, count.model])
        return try reply.value([Item].self)
    }
}

/// How the model test drives Drawn11: the action of each event, the name of each action.
enum Drawn11Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn11Action? {
        switch event {
        case .request("lookup", _):
            return .lookup
        case .cancel("lookup", _):
            return .cancelLookup
        case .dismiss("lookup", _):
            return .dismissLookupError
        case .request("rate", let values):
            return .rate(count: Int(model: values[0]))
        case .cancel("rate", _):
            return .cancelRate
        case .dismiss("rate", _):
            return .dismissRateError
        case .request("upload", let values):
            return .upload(text: String(model: values[0]), count: Int(model: values[1]))
        case .dismiss("upload", _):
            return .dismissUploadError
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .nudge(let ref, let text):
            return .nudge(ref: Int(model: ref), text: String(model: text))
        case .set("query", let value):
            return .setQuery(String(model: value))
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
            "ready = \(state.ready.model)",
            "lookupValue = \(state.lookupValue.model)",
            "rateItems = \(state.rateItems.model)",
            "uploadItems = \(state.uploadItems.model)",
            "lookupStatus = \(ObservedStatus.text(of: state.lookupStatus))",
            "rateStatus = \(ObservedStatus.text(of: state.rateStatus))",
            "uploadStatus = \(ObservedStatus.text(of: state.uploadStatus))",
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
