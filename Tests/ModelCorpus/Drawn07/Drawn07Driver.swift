// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn07: every call waits on the board until the test answers it.
struct Drawn07TestService: Drawn07Service {
    let board: CallBoard

    func load(_ value: Int) async throws -> Item {
        let reply = await board.call("Drawn07", "load", [value.model])
        return try reply.value(Item.self)
    }

    func upload(text: String, query: String) async throws -> Int {
        let reply = await board.call("Drawn07", "upload", [text.model, query.model])
        return try reply.value(Int.self)
    }

    func save() async throws(ModelFailure) -> Item {
        let reply = await board.call("Drawn07", "save", [])
        return try reply.value(Item.self)
    }

    func updates() -> AsyncThrowingStream<Int, any Error> {
        board.stream("Drawn07", "updates")
    }
}

/// How the model test drives Drawn07: the action of each event, the name of each action.
enum Drawn07Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn07Action? {
        switch event {
        case .request("load", let values):
            return .load(Int(model: values[0]))
        case .force("load", let values):
            return .forceLoad(Int(model: values[0]))
        case .cancel("load", _):
            return .cancelLoad
        case .request("upload", let values):
            return .upload(text: String(model: values[0]))
        case .request("save", _):
            return .save
        case .force("save", _):
            return .forceSave
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
        case .nudge(let ref, let text):
            return .nudge(ref: Int(model: ref), text: String(model: text))
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
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "loadItems = \(state.loadItems.model)",
            "uploadItems = \(state.uploadItems.model)",
            "saveItems = \(state.saveItems.model)",
            "updatesItems = \(state.updatesItems.model)",
            "updatesFailures = \(state.updatesFailures.model)",
            "loadStatus = \(ObservedStatus.text(of: state.loadStatus))",
            "uploadStatus = \(ObservedStatus.text(of: state.uploadStatus))",
            "saveStatus = \(ObservedStatus.text(of: state.saveStatus))",
            "saveError = \(ObservedStatus.text(of: state.saveError))",
            "saveIsLoading = \(state.saveIsLoading)",
            "updatesActive = \(state.updatesActive)",
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
