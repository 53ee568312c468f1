// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn09: every call waits on the board until the test answers it.
struct Drawn09TestService: Drawn09Service {
    let board: CallBoard

    func send(text: String) async throws -> Item {
        let reply = await board.call("Drawn09", "send", [text.model])
        return try reply.value(Item.self)
    }

    func lookup(_ value: String) async throws -> [Item] {
        let reply = await board.call("Drawn09", "lookup", [value.model])
        return try reply.value([Item].self)
    }

    func rate(page: Int) async throws -> [Item] {
        let reply = await board.call("Drawn09", "rate", [page.model])
        return try reply.value([Item].self)
    }

    func updates() -> AsyncThrowingStream<Int, any Error> {
        board.stream("Drawn09", "updates")
    }
}

/// How the model test drives Drawn09: the action of each event, the name of each action.
enum Drawn09Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn09Action? {
        switch event {
        case .request("send", let values):
            return .send(text: String(model: values[0]))
        case .request("lookup", let values):
            return .lookup(String(model: values[0]))
        case .request("rate", _):
            return .rate
        case .dismiss("rate", _):
            return .dismissRateError
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
        case .plain("go"):
            return .go
        case .push(let drawn):
            return .push(route(drawn))
        case .pop:
            return .pop
        case .popToRoot:
            return .popToRoot
        case .setPath(let drawn):
            return .setPath(drawn.map(route))
        case .set("page", let value):
            return .setPage(Int(model: value))
        case .set("query", let value):
            return .setQuery(String(model: value))
        case .set("ready", let value):
            return .setReady(Bool(model: value))
        case .addRow(let id):
            return .addRow(id: id)
        case .removeRow(let id):
            return .removeRow(id: id)
        case .row(let id, let event):
            return Drawn09RowDriver.action(for: event).map { .rows(id: id, $0) }
        default:
            return nil
        }
    }

    /// The route of the model's `drawn`.
    static func route(_ drawn: DrawnRoute) -> Drawn09Route {
        switch drawn {
        case .home: return .home
        case .item(let ref): return .item(ref: ref)
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn09Action) -> String {
        if case .rows(let id, let child) = action { return "rows[\(id)]." + Drawn09RowDriver.name(of: child) }
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn09State) -> [String] {
        var lines = [
            "page = \(state.page.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "sendItems = \(state.sendItems.model)",
            "lookupItems = \(state.lookupItems.model)",
            "rateItems = \(state.rateItems.model)",
            "updatesItems = \(state.updatesItems.model)",
            "updatesFailures = \(state.updatesFailures.model)",
            "sendStatus = \(ObservedStatus.text(of: state.sendStatus))",
            "lookupStatus = \(ObservedStatus.text(of: state.lookupStatus))",
            "rateStatus = \(ObservedStatus.text(of: state.rateStatus))",
            "rateInFlight = \(state.rateInFlight)",
            "rateFailed = \(state.ratePredictions.failed.model)",
            "rateIsLoading = \(state.rateIsLoading)",
            "updatesActive = \(state.updatesActive)",
            "path = [" + state.path.map(\.model.description).joined(separator: ", ") + "]",
        ]
        lines.append("rows = [" + state.rows.map { String($0.id) }.joined(separator: ", ") + "]")
        for row in state.rows { lines += Drawn09RowDriver.lines(of: row).map { "rows[\(row.id)]." + $0 } }
        return lines
    }
}

extension Drawn09Route {
    /// The route as the model names it.
    var model: DrawnRoute {
        switch self {
        case .home: return .home
        case .item(let ref): return .item(ref)
        }
    }
}

/// The store of Drawn09, its service waiting on the board and its clock a test clock.
@MainActor
final class Drawn09Harness: FeatureHarness {
    private let driver: StoreDriver<Drawn09State, Drawn09Action>

    init(board: CallBoard) {
        driver = StoreDriver(
            initialState: Drawn09State(),
            reducer: Drawn09Reducer.reduce,
            name: Drawn09Driver.name(of:),
            middlewares: [Drawn09Loader(service: Drawn09TestService(board: board)).middleware] + Drawn09Children.loaders(rows: Drawn09RowTestService(board: board)))
    }

    func send(_ event: FeatureEvent) -> Bool {
        guard let action = Drawn09Driver.action(for: event) else { return false }
        driver.store.dispatch(action)
        return true
    }

    var stateLines: [String] { Drawn09Driver.lines(of: driver.store.state) }
    var dispatched: [String] { driver.dispatched }
    var deadlines: [Int] { driver.deadlines }
    var sleepsBegun: Int { driver.clock.sleepsBegun }
    func advance(to milliseconds: Int) async { await driver.advance(to: milliseconds) }
}
