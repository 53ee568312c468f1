// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn08: every call waits on the board until the test answers it.
struct Drawn08TestService: Drawn08Service {
    let board: CallBoard

    func save(count: Int, query: String) async throws {
        let reply = await board.call("Drawn08", "save", [count.model, query.model])
        return try reply.void()
    }

    func post(count: Int, text: String, query: String) async throws(ModelFailure) -> Int {
        let reply = await board.call("Drawn08", "post", [count.model, text.model, query.model])
        return try reply.value(Int.self)
    }

    func lookup(ref: Int, text: String, ready: Bool, query: String) async throws(ModelFailure) -> [Int] {
        let reply = await board.call("Drawn08", "lookup", [ref.model, text.model, ready.model, query.model])
        return try reply.value([Int].self)
    }

    func rate(count: Int, ready: Bool, query: String) async throws -> String {
        let reply = await board.call("Drawn08", "rate", [count.model, ready.model, query.model])
        return try reply.value(String.self)
    }

    func updates() -> AsyncThrowingStream<Int, any Error> {
        board.stream("Drawn08", "updates")
    }
}

/// How the model test drives Drawn08: the action of each event, the name of each action.
enum Drawn08Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn08Action? {
        switch event {
        case .request("save", let values):
            return .save(count: Int(model: values[0]))
        case .cancel("save", _):
            return .cancelSave
        case .request("post", let values):
            return .post(count: Int(model: values[0]), text: String(model: values[1]))
        case .force("post", let values):
            return .forcePost(count: Int(model: values[0]), text: String(model: values[1]))
        case .cancel("post", let key):
            return .cancelPost(text: String(model: key!))
        case .request("lookup", let values):
            return .lookup(ref: Int(model: values[0]), text: String(model: values[1]))
        case .request("rate", let values):
            return .rate(count: Int(model: values[0]))
        case .force("rate", let values):
            return .forceRate(count: Int(model: values[0]))
        case .cancel("rate", let key):
            return .cancelRate(count: Int(model: key!))
        case .startPolling("rate", let values):
            return .startPollingRate(count: Int(model: values[0]))
        case .stopPolling("rate", let key):
            return .stopPollingRate(count: Int(model: key!))
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
        case .set("query", let value):
            return .setQuery(String(model: value))
        case .set("ready", let value):
            return .readyChanged(Bool(model: value))
        case .addRow(let id):
            return .addRow(id: id)
        case .removeRow(let id):
            return .removeRow(id: id)
        case .row(let id, let event):
            return Drawn08RowDriver.action(for: event).map { .rows(id: id, $0) }
        case .openPane(let id):
            return .openPane(id: id)
        case .pane(let event):
            return Drawn08PaneDriver.action(for: event).map { .pane($0) }
        default:
            return nil
        }
    }

    /// The route of the model's `drawn`.
    static func route(_ drawn: DrawnRoute) -> Drawn08Route {
        switch drawn {
        case .home: return .home
        case .item(let ref): return .item(ref: ref)
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn08Action) -> String {
        if case .rows(let id, let child) = action { return "rows[\(id)]." + Drawn08RowDriver.name(of: child) }
        if case .pane(let child) = action { return "pane." + Drawn08PaneDriver.name(of: child) }
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn08State) -> [String] {
        var lines = [
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "postByKey = \(state.postByKey.model)",
            "lookupItems = \(state.lookupItems.model)",
            "updatesItems = \(state.updatesItems.model)",
            "updatesFailures = \(state.updatesFailures.model)",
            "saveStatus = \(ObservedStatus.text(of: state.saveStatus))",
            "saveInFlight = \(state.saveInFlight)",
            "postStatus = \(ObservedStatus.text(of: state.postStatus))",
            "postError = \(ObservedStatus.text(of: state.postError))",
            "lookupStatus = \(ObservedStatus.text(of: state.lookupStatus))",
            "lookupInFlight = \(state.lookupInFlight)",
            "lookupError = \(ObservedStatus.text(of: state.lookupError))",
            "lookupIsLoading = \(state.lookupIsLoading)",
            "rateStatus = \(ObservedStatus.text(of: state.rateStatus))",
            "updatesActive = \(state.updatesActive)",
            "path = [" + state.path.map(\.model.description).joined(separator: ", ") + "]",
        ]
        lines.append("rows = [" + state.rows.map { String($0.id) }.joined(separator: ", ") + "]")
        for row in state.rows { lines += Drawn08RowDriver.lines(of: row).map { "rows[\(row.id)]." + $0 } }
        if let pane = state.pane { lines += Drawn08PaneDriver.lines(of: pane).map { "pane." + $0 } } else { lines.append("pane = nil") }
        return lines
    }
}

extension Drawn08Route {
    /// The route as the model names it.
    var model: DrawnRoute {
        switch self {
        case .home: return .home
        case .item(let ref): return .item(ref)
        }
    }
}

/// The store of Drawn08, its service waiting on the board and its clock a test clock.
@MainActor
final class Drawn08Harness: FeatureHarness {
    private let driver: StoreDriver<Drawn08State, Drawn08Action>

    init(board: CallBoard) {
        driver = StoreDriver(
            initialState: Drawn08State(),
            reducer: Drawn08Reducer.reduce,
            name: Drawn08Driver.name(of:),
            middlewares: [Drawn08Loader(service: Drawn08TestService(board: board)).middleware] + Drawn08Children.loaders(rows: Drawn08RowTestService(board: board), pane: Drawn08PaneTestService(board: board)))
    }

    func send(_ event: FeatureEvent) -> Bool {
        guard let action = Drawn08Driver.action(for: event) else { return false }
        driver.store.dispatch(action)
        return true
    }

    var stateLines: [String] { Drawn08Driver.lines(of: driver.store.state) }
    var dispatched: [String] { driver.dispatched }
    var deadlines: [Int] { driver.deadlines }
    var sleepsBegun: Int { driver.clock.sleepsBegun }
    func advance(to milliseconds: Int) async { await driver.advance(to: milliseconds) }
}
