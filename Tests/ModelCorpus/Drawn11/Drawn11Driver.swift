// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn11: every call waits on the board until the test answers it.
struct Drawn11TestService: Drawn11Service {
    let board: CallBoard

    func send(count: Int) async throws(ModelFailure) -> Item {
        let reply = await board.call("Drawn11", "send", [count.model])
        return try reply.value(Item.self)
    }

    func search(count: Int, text: String) async throws -> [Item] {
        let reply = await board.call("Drawn11", "search", [count.model, text.model])
        return try reply.value([Item].self)
    }

    func post(_ value: String) async throws -> Int {
        let reply = await board.call("Drawn11", "post", [value.model])
        return try reply.value(Int.self)
    }

    func save(_ value: Int) async throws -> Item {
        let reply = await board.call("Drawn11", "save", [value.model])
        return try reply.value(Item.self)
    }
}

/// How the model test drives Drawn11: the action of each event, the name of each action.
enum Drawn11Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn11Action? {
        switch event {
        case .request("send", let values):
            return .send(count: Int(model: values[0]))
        case .startPolling("send", let values):
            return .startPollingSend(count: Int(model: values[0]))
        case .stopPolling("send", _):
            return .stopPollingSend
        case .request("search", let values):
            return .search(count: Int(model: values[0]), text: String(model: values[1]))
        case .cancel("search", _):
            return .cancelSearch
        case .dismiss("search", _):
            return .dismissSearchError
        case .request("post", let values):
            return .post(String(model: values[0]))
        case .startPolling("post", let values):
            return .startPollingPost(String(model: values[0]))
        case .stopPolling("post", _):
            return .stopPollingPost
        case .request("save", let values):
            return .save(Int(model: values[0]))
        case .dismiss("save", _):
            return .dismissSaveError
        case .startPolling("save", let values):
            return .startPollingSave(Int(model: values[0]))
        case .stopPolling("save", _):
            return .stopPollingSave
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .plain("closePane"):
            return .closePane
        case .nudge(let ref, let text):
            return .nudge(ref: Int(model: ref), text: String(model: text))
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
        case .openPane(let id):
            return .openPane(id: id)
        case .pane(let event):
            return Drawn11PaneDriver.action(for: event).map { .pane($0) }
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn11Action) -> String {
        if case .rows(let id, let child) = action { return "rows[\(id)]." + Drawn11RowDriver.name(of: child) }
        if case .pane(let child) = action { return "pane." + Drawn11PaneDriver.name(of: child) }
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn11State) -> [String] {
        var lines = [
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "sendItems = \(state.sendItems.model)",
            "searchItems = \(state.searchItems.model)",
            "postItems = \(state.postItems.model)",
            "sendStatus = \(ObservedStatus.text(of: state.sendStatus))",
            "sendInFlight = \(state.sendInFlight)",
            "sendIsLoading = \(state.sendIsLoading)",
            "searchStatus = \(ObservedStatus.text(of: state.searchStatus))",
            "searchInFlight = \(state.searchInFlight)",
            "searchError = \(ObservedStatus.text(of: state.searchError))",
            "searchFailed = \(state.searchPredictions.failed.model)",
            "postStatus = \(ObservedStatus.text(of: state.postStatus))",
            "postInFlight = \(state.postInFlight)",
            "saveStatus = \(ObservedStatus.text(of: state.saveStatus))",
        ]
        lines.append("rows = [" + state.rows.map { String($0.id) }.joined(separator: ", ") + "]")
        for row in state.rows { lines += Drawn11RowDriver.lines(of: row).map { "rows[\(row.id)]." + $0 } }
        if let pane = state.pane { lines += Drawn11PaneDriver.lines(of: pane).map { "pane." + $0 } } else { lines.append("pane = nil") }
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
            middlewares: [Drawn11Loader(service: Drawn11TestService(board: board)).middleware] + Drawn11Children.loaders(rows: Drawn11RowTestService(board: board), pane: Drawn11PaneTestService(board: board)))
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
