// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn10: every call waits on the board until the test answers it.
struct Drawn10TestService: Drawn10Service {
    let board: CallBoard

    func save(_ value: String) async throws -> [Item] {
        let reply = await board.call("Drawn10", "save", [value.model])
        return try reply.value([Item].self)
    }

    func sync(ref: Int) async throws(ModelFailure) -> Item {
        let reply = await board.call("Drawn10", "sync", [ref.model])
        return try reply.value(Item.self)
    }

    func lookup(text: String, ready: Bool) async throws -> String {
        let reply = await board.call("Drawn10", "lookup", [text.model, ready.model])
        return try reply.value(String.self)
    }

    func search(query: String, ready: Bool) async throws(ModelFailure) -> [Int] {
        let reply = await board.call("Drawn10", "search", [query.model, ready.model])
        return try reply.value([Int].self)
    }
}

/// How the model test drives Drawn10: the action of each event, the name of each action.
enum Drawn10Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn10Action? {
        switch event {
        case .request("save", let values):
            return .save(String(model: values[0]))
        case .request("sync", let values):
            return .sync(ref: Int(model: values[0]))
        case .cancel("sync", let key):
            return .cancelSync(ref: Int(model: key!))
        case .request("lookup", let values):
            return .lookup(text: String(model: values[0]))
        case .request("search", _):
            return .search
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .plain("closePane"):
            return .closePane
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
        case .nudge(let ref, let text):
            return .nudge(ref: Int(model: ref), text: String(model: text))
        case .set("query", let value):
            return .setQuery(String(model: value))
        case .set("ready", let value):
            return .setReady(Bool(model: value))
        case .openPane(let id):
            return .openPane(id: id)
        case .pane(let event):
            return Drawn10PaneDriver.action(for: event).map { .pane($0) }
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
        if case .pane(let child) = action { return "pane." + Drawn10PaneDriver.name(of: child) }
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn10State) -> [String] {
        var lines = [
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "saveValue = \(state.saveValue.model)",
            "syncItems = \(state.syncItems.model)",
            "lookupByKey = \(state.lookupByKey.model)",
            "searchItems = \(state.searchItems.model)",
            "saveStatus = \(ObservedStatus.text(of: state.saveStatus))",
            "saveError = \(ObservedStatus.text(of: state.saveError))",
            "syncStatus = \(ObservedStatus.text(of: state.syncStatus))",
            "lookupStatus = \(ObservedStatus.text(of: state.lookupStatus))",
            "searchStatus = \(ObservedStatus.text(of: state.searchStatus))",
            "searchInFlight = \(state.searchInFlight)",
            "searchFailed = \(state.searchPredictions.failed.model)",
            "path = [" + state.path.map(\.model.description).joined(separator: ", ") + "]",
        ]
        if let pane = state.pane { lines += Drawn10PaneDriver.lines(of: pane).map { "pane." + $0 } } else { lines.append("pane = nil") }
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
            middlewares: [Drawn10Loader(service: Drawn10TestService(board: board)).middleware] + Drawn10Children.loaders(pane: Drawn10PaneTestService(board: board)))
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
