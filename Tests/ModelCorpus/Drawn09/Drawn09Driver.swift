// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn09: every call waits on the board until the test answers it.
struct Drawn09TestService: Drawn09Service {
    let board: CallBoard

    func archive(_ value: Int) async throws -> String {
        let reply = await board.call("Drawn09", "archive", [value.model])
        return try reply.value(String.self)
    }

    func fetch(count: Int, text: String) async throws -> Item {
        let reply = await board.call("Drawn09", "fetch", [count.model, text.model])
        return try reply.value(Item.self)
    }

    func lookup(ref: Int) async throws(ModelFailure) -> Int {
        let reply = await board.call("Drawn09", "lookup", [ref.model])
        return try reply.value(Int.self)
    }
}

/// How the model test drives Drawn09: the action of each event, the name of each action.
enum Drawn09Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn09Action? {
        switch event {
        case .request("archive", let values):
            return .archive(Int(model: values[0]))
        case .request("fetch", let values):
            return .fetch(count: Int(model: values[0]), text: String(model: values[1]))
        case .cancel("fetch", let key):
            return .cancelFetch(count: Int(model: key!))
        case .request("lookup", let values):
            return .lookup(ref: Int(model: values[0]))
        case .force("lookup", let values):
            return .forceLookup(ref: Int(model: values[0]))
        case .startPolling("lookup", let values):
            return .startPollingLookup(ref: Int(model: values[0]))
        case .stopPolling("lookup", let key):
            return .stopPollingLookup(ref: Int(model: key!))
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .plain("closePane"):
            return .closePane
        case .set("query", let value):
            return .setQuery(String(model: value))
        case .set("ready", let value):
            return .setReady(Bool(model: value))
        case .openPane(let id):
            return .openPane(id: id)
        case .pane(let event):
            return Drawn09PaneDriver.action(for: event).map { .pane($0) }
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn09Action) -> String {
        if case .pane(let child) = action { return "pane." + Drawn09PaneDriver.name(of: child) }
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn09State) -> [String] {
        var lines = [
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "archiveValue = \(state.archiveValue.model)",
            "fetchByKey = \(state.fetchByKey.model)",
            "lookupByKey = \(state.lookupByKey.model)",
            "archiveStatus = \(ObservedStatus.text(of: state.archiveStatus))",
            "fetchStatus = \(ObservedStatus.text(of: state.fetchStatus))",
            "lookupStatus = \(ObservedStatus.text(of: state.lookupStatus))",
        ]
        if let pane = state.pane { lines += Drawn09PaneDriver.lines(of: pane).map { "pane." + $0 } } else { lines.append("pane = nil") }
        return lines
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
            middlewares: [Drawn09Loader(service: Drawn09TestService(board: board)).middleware] + Drawn09Children.loaders(pane: Drawn09PaneTestService(board: board)))
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
