// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn05: every call waits on the board until the test answers it.
struct Drawn05TestService: Drawn05Service {
    let board: CallBoard

    func search(count: Int) async throws(ModelFailure) -> Int {
        let reply = await board.call("Drawn05", "search", [count.model])
        return try reply.value(Int.self)
    }

    func send(ready: Bool, query: String) async throws -> [Int] {
        let reply = await board.call("Drawn05", "send", [ready.model, query.model])
        return try reply.value([Int].self)
    }

    func rate(_ value: String) async throws -> String {
        let reply = await board.call("Drawn05", "rate", [value.model])
        return try reply.value(String.self)
    }

    func archive(_ value: String, page: Int) async throws -> [Int] {
        let reply = await board.call("Drawn05", "archive", [value.model, page.model])
        return try reply.value([Int].self)
    }

    func updates() -> AsyncThrowingStream<Int, any Error> {
        board.stream("Drawn05", "updates")
    }
}

/// How the model test drives Drawn05: the action of each event, the name of each action.
enum Drawn05Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn05Action? {
        switch event {
        case .request("search", let values):
            return .search(count: Int(model: values[0]))
        case .request("send", _):
            return .send
        case .cancel("send", _):
            return .cancelSend
        case .startPolling("send", _):
            return .startPollingSend
        case .stopPolling("send", _):
            return .stopPollingSend
        case .request("rate", let values):
            return .rate(String(model: values[0]))
        case .request("archive", let values):
            return .archive(String(model: values[0]))
        case .cancel("archive", _):
            return .cancelArchive
        case .dismiss("archive", _):
            return .dismissArchiveError
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .plain("closePane"):
            return .closePane
        case .startStream:
            return .startUpdates
        case .stopStream:
            return .stopUpdates
        case .set("query", let value):
            return .setQuery(String(model: value))
        case .set("page", let value):
            return .setPage(Int(model: value))
        case .set("ready", let value):
            return .setReady(Bool(model: value))
        case .addRow(let id):
            return .addRow(id: id)
        case .removeRow(let id):
            return .removeRow(id: id)
        case .row(let id, let event):
            return Drawn05RowDriver.action(for: event).map { .rows(id: id, $0) }
        case .openPane(let id):
            return .openPane(id: id)
        case .pane(let event):
            return Drawn05PaneDriver.action(for: event).map { .pane($0) }
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn05Action) -> String {
        if case .rows(let id, let child) = action { return "rows[\(id)]." + Drawn05RowDriver.name(of: child) }
        if case .pane(let child) = action { return "pane." + Drawn05PaneDriver.name(of: child) }
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn05State) -> [String] {
        var lines = [
            "query = \(state.query.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "searchByKey = \(state.searchByKey.model)",
            "sendItems = \(state.sendItems.model)",
            "rateValue = \(state.rateValue.model)",
            "archiveValue = \(state.archiveValue.model)",
            "updatesItems = \(state.updatesItems.model)",
            "updatesFailures = \(state.updatesFailures.model)",
            "searchStatus = \(ObservedStatus.text(of: state.searchStatus))",
            "sendStatus = \(ObservedStatus.text(of: state.sendStatus))",
            "sendInFlight = \(state.sendInFlight)",
            "rateStatus = \(ObservedStatus.text(of: state.rateStatus))",
            "archiveStatus = \(ObservedStatus.text(of: state.archiveStatus))",
            "archiveIsLoading = \(state.archiveIsLoading)",
            "updatesActive = \(state.updatesActive)",
        ]
        lines.append("rows = [" + state.rows.map { String($0.id) }.joined(separator: ", ") + "]")
        for row in state.rows { lines += Drawn05RowDriver.lines(of: row).map { "rows[\(row.id)]." + $0 } }
        if let pane = state.pane { lines += Drawn05PaneDriver.lines(of: pane).map { "pane." + $0 } } else { lines.append("pane = nil") }
        return lines
    }
}

/// The store of Drawn05, its service waiting on the board and its clock a test clock.
@MainActor
final class Drawn05Harness: FeatureHarness {
    private let driver: StoreDriver<Drawn05State, Drawn05Action>

    init(board: CallBoard) {
        driver = StoreDriver(
            initialState: Drawn05State(),
            reducer: Drawn05Reducer.reduce,
            name: Drawn05Driver.name(of:),
            middlewares: [Drawn05Loader(service: Drawn05TestService(board: board)).middleware] + Drawn05Children.loaders(rows: Drawn05RowTestService(board: board), pane: Drawn05PaneTestService(board: board)))
    }

    func send(_ event: FeatureEvent) -> Bool {
        guard let action = Drawn05Driver.action(for: event) else { return false }
        driver.store.dispatch(action)
        return true
    }

    var stateLines: [String] { Drawn05Driver.lines(of: driver.store.state) }
    var dispatched: [String] { driver.dispatched }
    var deadlines: [Int] { driver.deadlines }
    var sleepsBegun: Int { driver.clock.sleepsBegun }
    func advance(to milliseconds: Int) async { await driver.advance(to: milliseconds) }
}
