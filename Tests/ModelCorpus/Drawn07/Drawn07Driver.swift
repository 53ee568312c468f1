// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn07: every call waits on the board until the test answers it.
struct Drawn07TestService: Drawn07Service {
    let board: CallBoard

    func load() async throws -> Int {
        let reply = await board.call("Drawn07", "load", [])
        return try reply.value(Int.self)
    }

    func search(count: Int, ref: Int) async throws -> Int {
        let reply = await board.call("Drawn07", "search", [count.model, ref.model])
        return try reply.value(Int.self)
    }

    func lookup(ready: Bool) async throws(ModelFailure) -> [Int] {
        let reply = await board.call("Drawn07", "lookup", [ready.model])
        return try reply.value([Int].self)
    }
}

/// How the model test drives Drawn07: the action of each event, the name of each action.
enum Drawn07Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn07Action? {
        switch event {
        case .request("load", _):
            return .load
        case .request("search", let values):
            return .search(count: Int(model: values[0]), ref: Int(model: values[1]))
        case .cancel("search", let key):
            return .cancelSearch(count: Int(model: key!))
        case .dismiss("search", let key):
            return .dismissSearchError(count: Int(model: key!))
        case .request("lookup", _):
            return .lookup
        case .force("lookup", _):
            return .forceLookup
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
        case .addRow(let id):
            return .addRow(id: id)
        case .removeRow(let id):
            return .removeRow(id: id)
        case .row(let id, let event):
            return Drawn07RowDriver.action(for: event).map { .rows(id: id, $0) }
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn07Action) -> String {
        if case .rows(let id, let child) = action { return "rows[\(id)]." + Drawn07RowDriver.name(of: child) }
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn07State) -> [String] {
        var lines = [
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "loadValue = \(state.loadValue.model)",
            "searchByKey = \(state.searchByKey.model)",
            "lookupValue = \(state.lookupValue.model)",
            "loadStatus = \(ObservedStatus.text(of: state.loadStatus))",
            "searchStatus = \(ObservedStatus.text(of: state.searchStatus))",
            "lookupStatus = \(ObservedStatus.text(of: state.lookupStatus))",
        ]
        lines.append("rows = [" + state.rows.map { String($0.id) }.joined(separator: ", ") + "]")
        for row in state.rows { lines += Drawn07RowDriver.lines(of: row).map { "rows[\(row.id)]." + $0 } }
        return lines
    }
}

/// The store of Drawn07, its service waiting on the board and its clock a test clock.
@MainActor
final class Drawn07Harness: FeatureHarness {
    private let driver: StoreDriver<Drawn07State, Drawn07Action>

    init(board: CallBoard) {
        driver = StoreDriver(
            initialState: Drawn07State(),
            reducer: Drawn07Reducer.reduce,
            name: Drawn07Driver.name(of:),
            middlewares: [Drawn07Loader(service: Drawn07TestService(board: board)).middleware] + Drawn07Children.loaders(rows: Drawn07RowTestService(board: board)))
    }

    func send(_ event: FeatureEvent) -> Bool {
        guard let action = Drawn07Driver.action(for: event) else { return false }
        driver.store.dispatch(action)
        return true
    }

    var stateLines: [String] { Drawn07Driver.lines(of: driver.store.state) }
    var dispatched: [String] { driver.dispatched }
    var deadlines: [Int] { driver.deadlines }
    var sleepsBegun: Int { driver.clock.sleepsBegun }
    func advance(to milliseconds: Int) async { await driver.advance(to: milliseconds) }
}
