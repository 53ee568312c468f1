// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn10: every call waits on the board until the test answers it.
struct Drawn10TestService: Drawn10Service {
    let board: CallBoard

    func lookup(ref: Int, text: String, ready: Bool) async throws -> String {
        let reply = await board.call("Drawn10", "lookup", [ref.model, text.model, ready.model])
        return try reply.value(String.self)
    }

    func submit() async throws(ModelFailure) -> Item {
        let reply = await board.call("Drawn10", "submit", [])
        return try reply.value(Item.self)
    }

    func load(count: Int) async throws -> Item {
        let reply = await board.call("Drawn10", "load", [count.model])
        return try reply.value(Item.self)
    }
}

/// How the model test drives Drawn10: the action of each event, the name of each action.
enum Drawn10Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn10Action? {
        switch event {
        case .request("lookup", let values):
            return .lookup(ref: Int(model: values[0]), text: String(model: values[1]))
        case .request("submit", _):
            return .submit
        case .request("load", let values):
            return .load(count: Int(model: values[0]))
        case .force("load", let values):
            return .forceLoad(count: Int(model: values[0]))
        case .cancel("load", let key):
            return .cancelLoad(count: Int(model: key!))
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
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
            return .readyChanged(Bool(model: value))
        case .addRow(let id):
            return .addRow(id: id)
        case .removeRow(let id):
            return .removeRow(id: id)
        case .row(let id, let event):
            return Drawn10RowDriver.action(for: event).map { .rows(id: id, $0) }
        default:
            return nil
        }
    }

    /// The route of the model's `drawn`.
    static func route(_ drawn: DrawnRoute) -> Drawn10Route {
        switch drawn {
        case .home: return .home
        case .item(let ref): return .item(ref: ref)
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn10Action) -> String {
        if case .rows(let id, let child) = action { return "rows[\(id)]." + Drawn10RowDriver.name(of: child) }
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn10State) -> [String] {
        var lines = [
            "page = \(state.page.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "lookupValue = \(state.lookupValue.model)",
            "submitItems = \(state.submitItems.model)",
            "loadValue = \(state.loadValue.model)",
            "lookupStatus = \(ObservedStatus.text(of: state.lookupStatus))",
            "lookupIsLoading = \(state.lookupIsLoading)",
            "submitStatus = \(ObservedStatus.text(of: state.submitStatus))",
            "submitError = \(ObservedStatus.text(of: state.submitError))",
            "loadStatus = \(ObservedStatus.text(of: state.loadStatus))",
            "path = [" + state.path.map(\.model.description).joined(separator: ", ") + "]",
        ]
        lines.append("rows = [" + state.rows.map { String($0.id) }.joined(separator: ", ") + "]")
        for row in state.rows { lines += Drawn10RowDriver.lines(of: row).map { "rows[\(row.id)]." + $0 } }
        return lines
    }
}

extension Drawn10Route {
    /// The route as the model names it.
    var model: DrawnRoute {
        switch self {
        case .home: return .home
        case .item(let ref): return .item(ref)
        }
    }
}

/// The store of Drawn10, its service waiting on the board and its clock a test clock.
@MainActor
final class Drawn10Harness: FeatureHarness {
    private let driver: StoreDriver<Drawn10State, Drawn10Action>

    init(board: CallBoard) {
        driver = StoreDriver(
            initialState: Drawn10State(),
            reducer: Drawn10Reducer.reduce,
            name: Drawn10Driver.name(of:),
            middlewares: [Drawn10Loader(service: Drawn10TestService(board: board)).middleware] + Drawn10Children.loaders(rows: Drawn10RowTestService(board: board)))
    }

    func send(_ event: FeatureEvent) -> Bool {
        guard let action = Drawn10Driver.action(for: event) else { return false }
        driver.store.dispatch(action)
        return true
    }

    var stateLines: [String] { Drawn10Driver.lines(of: driver.store.state) }
    var dispatched: [String] { driver.dispatched }
    var deadlines: [Int] { driver.deadlines }
    var sleepsBegun: Int { driver.clock.sleepsBegun }
    func advance(to milliseconds: Int) async { await driver.advance(to: milliseconds) }
}
