// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn11: every call waits on the board until the test answers it.
struct Drawn11TestService: Drawn11Service {
    let board: CallBoard

    func fetch(page: Int, ready: Bool) async throws -> Item {
        let reply = await board.call("Drawn11", "fetch", [page.model, ready.model])
        return try reply.value(Item.self)
    }

    func rate(text: String, ready: Bool) async throws -> [Item] {
        let reply = await board.call("Drawn11", "rate", [text.model, ready.model])
        return try reply.value([Item].self)
    }

    func send(ref: Int, count: Int) async throws -> String {
        let reply = await board.call("Drawn11", "send", [ref.model, count.model])
        return try reply.value(String.self)
    }

    func archive(page: Int) async throws -> String {
        let reply = await board.call("Drawn11", "archive", [page.model])
        return try reply.value(String.self)
    }
}

/// How the model test drives Drawn11: the action of each event, the name of each action.
enum Drawn11Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn11Action? {
        switch event {
        case .request("fetch", _):
            return .fetch
        case .cancel("fetch", _):
            return .cancelFetch
        case .request("rate", let values):
            return .rate(text: String(model: values[0]))
        case .request("send", let values):
            return .send(ref: Int(model: values[0]), count: Int(model: values[1]))
        case .cancel("send", let key):
            return .cancelSend(ref: Int(model: key!))
        case .request("archive", _):
            return .archive
        case .force("archive", _):
            return .forceArchive
        case .startPolling("archive", _):
            return .startPollingArchive
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
        case .addRow(let id):
            return .addRow(id: id)
        case .removeRow(let id):
            return .removeRow(id: id)
        case .row(let id, let event):
            return Drawn11RowDriver.action(for: event).map { .rows(id: id, $0) }
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn11Action) -> String {
        if case .rows(let id, let child) = action { return "rows[\(id)]." + Drawn11RowDriver.name(of: child) }
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn11State) -> [String] {
        var lines = [
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "fetchItems = \(state.fetchItems.model)",
            "rateValue = \(state.rateValue.model)",
            "sendByKey = \(state.sendByKey.model)",
            "archiveValue = \(state.archiveValue.model)",
            "fetchStatus = \(ObservedStatus.text(of: state.fetchStatus))",
            "rateStatus = \(ObservedStatus.text(of: state.rateStatus))",
            "rateInFlight = \(state.rateInFlight)",
            "rateError = \(ObservedStatus.text(of: state.rateError))",
            "sendStatus = \(ObservedStatus.text(of: state.sendStatus))",
            "sendError = \(ObservedStatus.text(of: state.sendError))",
            "archiveStatus = \(ObservedStatus.text(of: state.archiveStatus))",
        ]
        lines.append("rows = [" + state.rows.map { String($0.id) }.joined(separator: ", ") + "]")
        for row in state.rows { lines += Drawn11RowDriver.lines(of: row).map { "rows[\(row.id)]." + $0 } }
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
            middlewares: [Drawn11Loader(service: Drawn11TestService(board: board)).middleware] + Drawn11Children.loaders(rows: Drawn11RowTestService(board: board)))
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
